/**
 * A small illustration for stories (a brush on a shelf, 480 × 360), so the library's stories need no
 * brand content: drawn inline as a data URL.
 */
const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#f3efe8"/><circle cx="390" cy="80" r="32" fill="#e3c9a5"/><rect x="40" y="262" width="400" height="14" rx="4" fill="#a9743f"/><rect x="150" y="180" width="180" height="44" rx="10" fill="#245634"/><path d="M162 224v36M176 224v36M190 224v36M204 224v36M218 224v36M232 224v36M246 224v36M260 224v36M274 224v36M288 224v36M302 224v36M316 224v36" stroke="#1c442a" stroke-width="5" stroke-linecap="round"/><path d="M250 180l90-110" stroke="#a9743f" stroke-width="12" stroke-linecap="round"/></svg>`;

/** The sample picture as `ImageContent` (decorative: `alt: ''`). */
export const samplePicture = {
  src: `data:image/svg+xml,${encodeURIComponent(drawing)}`,
  alt: '',
  width: 480,
  height: 360,
} as const;
