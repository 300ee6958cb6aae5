/**
 * The sample illustrations of the stories, drawn in the colours of the theme on screen: each is an SVG
 * built from the palette the theme sets (`--brand-palette-*`), so the partner theme recolours them. An
 * `<img>` cannot read the page's custom properties, so the stories resolve them first (`useArt`) and
 * draw with the values.
 */

/** The palette tokens the illustrations use. */
export const artTokens = [
  'primary50',
  'primary100',
  'primary200',
  'primary500',
  'primary700',
  'primary900',
  'secondary100',
  'secondary300',
  'secondary500',
  'secondary700',
  'neutral0',
  'neutral50',
  'neutral200',
  'neutral500',
  'neutral900',
] as const;

/** A colour for each token the illustrations use. */
export type ArtPalette = Record<(typeof artTokens)[number], string>;

const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** A fir: a trunk and three stacked triangles. */
const fir = (x: number, base: number, size: number, fill: string, trunk: string) =>
  `<rect x="${x - size * 0.06}" y="${base - size * 0.25}" width="${size * 0.12}" height="${size * 0.25}" fill="${trunk}"/>` +
  [0, 1, 2]
    .map((i) => {
      const top = base - size * (0.55 + i * 0.3);
      const half = size * (0.42 - i * 0.1);
      const bottom = base - size * (0.2 + i * 0.3);
      return `<path d="M${x} ${top - size * 0.2}L${x + half} ${bottom}H${x - half}Z" fill="${fill}"/>`;
    })
    .join('');

/** A beech: a trunk and a round crown. */
const beech = (x: number, base: number, size: number, fill: string, trunk: string) =>
  `<rect x="${x - size * 0.05}" y="${base - size * 0.5}" width="${size * 0.1}" height="${size * 0.5}" fill="${trunk}"/>` +
  `<circle cx="${x}" cy="${base - size * 0.7}" r="${size * 0.36}" fill="${fill}"/>`;

/** A gabled workshop with windows and a chimney. */
const workshop = (x: number, base: number, w: number, p: ArtPalette) => {
  const h = w * 0.42;
  const roof = w * 0.3;
  const windows = [0.14, 0.38, 0.62]
    .map(
      (f) =>
        `<rect x="${x + w * f}" y="${base - h * 0.7}" width="${w * 0.16}" height="${h * 0.32}" rx="${w * 0.01}" fill="${p.secondary100}"/>`,
    )
    .join('');
  return (
    `<rect x="${x + w * 0.72}" y="${base - h - roof * 0.9}" width="${w * 0.07}" height="${roof * 0.7}" fill="${p.secondary700}"/>` +
    `<path d="M${x - w * 0.04} ${base - h}L${x + w / 2} ${base - h - roof}L${x + w * 1.04} ${base - h}Z" fill="${p.secondary700}"/>` +
    `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${p.secondary500}"/>` +
    windows +
    `<rect x="${x + w * 0.84}" y="${base - h * 0.62}" width="${w * 0.1}" height="${h * 0.62}" fill="${p.secondary700}"/>`
  );
};

/** A hand brush lying at an angle: wooden body, a row of tufts. */
const handBrush = (p: ArtPalette, bristle: string) =>
  `<g transform="rotate(-12 107 92)">` +
  `<rect x="30" y="70" width="150" height="30" rx="15" fill="${p.secondary500}"/>` +
  `<rect x="160" y="76" width="34" height="18" rx="9" fill="${p.secondary700}"/>` +
  Array.from(
    { length: 12 },
    (_, i) => `<rect x="${38 + i * 10}" y="100" width="7" height="30" rx="2" fill="${bristle}"/>`,
  ).join('') +
  `</g>`;

const shadow = (p: ArtPalette) =>
  `<ellipse cx="107" cy="150" rx="82" ry="7" fill="${p.neutral900}" opacity=".12"/>`;

/** The illustrations, drawn with one palette. */
export const drawArt = (p: ArtPalette) => ({
  /** The hero's poster, 1600×900: the workshop by the lake under wooded hills. */
  hero: svg(
    1600,
    900,
    `<rect width="1600" height="900" fill="${p.primary50}"/>` +
      `<circle cx="1230" cy="210" r="90" fill="${p.secondary300}"/>` +
      `<path d="M0 470C260 330 430 360 640 430S1050 300 1280 360S1520 420 1600 390V900H0Z" fill="${p.primary200}"/>` +
      `<path d="M0 560C300 470 560 520 820 560S1300 500 1600 540V900H0Z" fill="${p.primary500}"/>` +
      `<rect y="640" width="1600" height="90" fill="${p.primary100}"/>` +
      `<path d="M0 660H1600M120 690H700M900 700H1500" stroke="${p.neutral0}" stroke-width="4" opacity=".6"/>` +
      `<rect y="730" width="1600" height="170" fill="${p.primary700}"/>` +
      workshop(980, 760, 360, p) +
      [120, 240, 360, 1420, 1520]
        .map((x, i) => fir(x, 770, 150 + (i % 2) * 30, p.primary900, p.secondary700))
        .join('') +
      [560, 660].map((x) => beech(x, 770, 140, p.primary500, p.secondary700)).join(''),
  ),
  /** About, 480×360: the workshop between the lake and the hills. */
  about: svg(
    480,
    360,
    `<rect width="480" height="360" fill="${p.primary50}"/>` +
      `<circle cx="380" cy="80" r="34" fill="${p.secondary300}"/>` +
      `<path d="M0 190C90 130 170 150 250 175S400 140 480 160V360H0Z" fill="${p.primary200}"/>` +
      `<rect y="250" width="480" height="40" fill="${p.primary100}"/>` +
      `<rect y="290" width="480" height="70" fill="${p.primary700}"/>` +
      workshop(230, 300, 160, p) +
      fir(70, 305, 80, p.primary900, p.secondary700) +
      beech(150, 305, 70, p.primary500, p.secondary700),
  ),
  /** Contact, 640×480: samples and a notebook on a desk. */
  contact: svg(
    640,
    480,
    `<rect width="640" height="480" fill="${p.primary50}"/>` +
      `<rect x="60" y="60" width="180" height="130" rx="8" fill="${p.neutral0}"/>` +
      `<path d="M80 200V140L130 100L180 130L220 90V200Z" fill="${p.primary200}"/>` +
      `<rect y="300" width="640" height="180" fill="${p.secondary500}"/>` +
      `<rect y="300" width="640" height="14" fill="${p.secondary700}"/>` +
      `<rect x="90" y="250" width="200" height="70" rx="6" fill="${p.neutral0}" transform="rotate(-6 190 285)"/>` +
      `<path d="M110 270H260M110 288H240M110 306H220" stroke="${p.neutral200}" stroke-width="6" stroke-linecap="round" transform="rotate(-6 190 285)"/>` +
      `<rect x="330" y="262" width="170" height="26" rx="13" fill="${p.secondary300}"/>` +
      Array.from(
        { length: 10 },
        (_, i) => `<rect x="${340 + i * 15}" y="288" width="9" height="22" rx="2" fill="${p.primary700}"/>`,
      ).join('') +
      `<rect x="520" y="220" width="60" height="80" rx="10" fill="${p.primary500}"/>` +
      `<path d="M580 240C610 240 610 280 580 280" stroke="${p.primary500}" stroke-width="10" fill="none"/>`,
  ),
  /** Manufacturing, 720×480: a lathe turning a handle. */
  lathe: svg(
    720,
    480,
    `<rect width="720" height="480" fill="${p.neutral50}"/>` +
      `<rect x="60" y="330" width="600" height="40" rx="6" fill="${p.primary700}"/>` +
      `<rect x="90" y="370" width="40" height="90" fill="${p.primary900}"/>` +
      `<rect x="590" y="370" width="40" height="90" fill="${p.primary900}"/>` +
      `<rect x="80" y="200" width="110" height="130" rx="10" fill="${p.primary500}"/>` +
      `<rect x="540" y="230" width="90" height="100" rx="10" fill="${p.primary500}"/>` +
      `<rect x="190" y="250" width="350" height="30" rx="15" fill="${p.secondary300}"/>` +
      `<path d="M250 250V280M320 250V280M390 250V280M460 250V280" stroke="${p.secondary500}" stroke-width="4"/>` +
      `<path d="M330 300C320 330 350 340 340 360M370 300C380 325 360 340 380 362M410 300C400 330 420 342 414 362" stroke="${p.secondary500}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  ),
  /** Manufacturing, 720×480: the brush workshop, a tufting machine and a crate of brushes. */
  workshop: svg(
    720,
    480,
    `<rect width="720" height="480" fill="${p.primary50}"/>` +
      `<rect y="380" width="720" height="100" fill="${p.neutral200}"/>` +
      `<rect x="90" y="150" width="250" height="230" rx="12" fill="${p.primary700}"/>` +
      `<rect x="120" y="180" width="120" height="70" rx="6" fill="${p.primary200}"/>` +
      `<circle cx="290" cy="215" r="26" fill="${p.secondary300}"/>` +
      `<rect x="150" y="290" width="130" height="26" rx="13" fill="${p.secondary500}"/>` +
      `<rect x="430" y="300" width="200" height="80" rx="8" fill="${p.secondary700}"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${445 + i * 45}" y="262" width="34" height="50" rx="8" fill="${p.secondary300}"/><rect x="${449 + i * 45}" y="250" width="26" height="16" rx="3" fill="${p.primary500}"/>`,
        )
        .join(''),
  ),
  /** Sustainability, 600×400: a mixed forest of beech and fir. */
  forest: svg(
    600,
    400,
    `<rect width="600" height="400" fill="${p.primary50}"/>` +
      `<circle cx="480" cy="80" r="40" fill="${p.secondary300}"/>` +
      `<path d="M0 260C150 200 300 230 600 210V400H0Z" fill="${p.primary200}"/>` +
      `<rect y="330" width="600" height="70" fill="${p.primary700}"/>` +
      [60, 200, 340, 470]
        .map((x, i) => fir(x, 345, 170 + (i % 2) * 40, p.primary900, p.secondary700))
        .join('') +
      [130, 270, 410, 540].map((x) => beech(x, 345, 150, p.primary500, p.secondary700)).join(''),
  ),
  /** Sustainability, 600×400: a brush head with plant fibres, and a leaf. */
  fibres: svg(
    600,
    400,
    `<rect width="600" height="400" fill="${p.secondary100}"/>` +
      `<rect x="120" y="110" width="360" height="70" rx="35" fill="${p.secondary500}"/>` +
      Array.from(
        { length: 16 },
        (_, i) =>
          `<path d="M${150 + i * 20} 180V${300 + (i % 3) * 10}" stroke="${p.secondary700}" stroke-width="9" stroke-linecap="round"/>`,
      ).join('') +
      `<path d="M470 70C540 60 560 120 520 160C480 150 450 110 470 70Z" fill="${p.primary500}"/>` +
      `<path d="M475 75L520 155" stroke="${p.primary900}" stroke-width="4"/>`,
  ),
  /** Sustainability, 600×400: a freight train on a viaduct across a valley. */
  rail: svg(
    600,
    400,
    `<rect width="600" height="400" fill="${p.primary50}"/>` +
      `<path d="M0 250C120 180 220 200 300 240S480 190 600 220V400H0Z" fill="${p.primary200}"/>` +
      `<rect y="330" width="600" height="70" fill="${p.primary700}"/>` +
      `<rect x="0" y="230" width="600" height="14" fill="${p.neutral500}"/>` +
      [60, 180, 300, 420, 540]
        .map(
          (x) =>
            `<path d="M${x - 40} 244H${x + 40}V330H${x + 24}C${x + 24} 290 ${x - 24} 290 ${x - 24} 330H${x - 40}Z" fill="${p.neutral500}"/>`,
        )
        .join('') +
      `<rect x="90" y="180" width="120" height="50" rx="6" fill="${p.secondary500}"/>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${220 + i * 110}" y="188" width="100" height="42" rx="4" fill="${i % 2 ? p.primary500 : p.primary900}"/>`,
        )
        .join('') +
      `<rect x="100" y="190" width="30" height="20" rx="3" fill="${p.secondary100}"/>`,
  ),
  /** Product, 214×176: a hand brush with recycled bristles. */
  recycledBrush: svg(214, 176, shadow(p) + handBrush(p, p.primary500)),
  /** Product, 214×176: a scrubbing brush with natural fibres. */
  naturalBrush: svg(
    214,
    176,
    shadow(p) +
      `<rect x="42" y="58" width="130" height="40" rx="14" fill="${p.secondary500}"/>` +
      Array.from(
        { length: 12 },
        (_, i) => `<rect x="${48 + i * 10}" y="98" width="8" height="40" rx="2" fill="${p.secondary300}"/>`,
      ).join('') +
      `<path d="M60 66H154" stroke="${p.secondary700}" stroke-width="4" stroke-linecap="round"/>`,
  ),
  /** Product, 214×176: a dustpan with its lip. */
  dustpan: svg(
    214,
    176,
    shadow(p) +
      `<rect x="98" y="14" width="18" height="46" rx="9" fill="${p.primary900}"/>` +
      `<path d="M60 56H154L188 136H26Z" fill="${p.primary700}"/>` +
      `<path d="M68 64H146L172 128H42Z" fill="${p.primary500}"/>` +
      `<rect x="22" y="132" width="170" height="9" rx="3" fill="${p.neutral900}"/>`,
  ),
  /** Product, 214×176: a turned broom handle with a threaded end. */
  handle: svg(
    214,
    176,
    shadow(p) +
      `<g transform="rotate(-24 107 88)">` +
      `<rect x="14" y="80" width="186" height="18" rx="9" fill="${p.secondary300}"/>` +
      `<path d="M24 84V94M30 84V94M36 84V94M42 84V94" stroke="${p.secondary700}" stroke-width="2.5"/>` +
      `<circle cx="188" cy="89" r="4" fill="${p.secondary700}"/>` +
      `</g>`,
  ),
  /** Product, 214×176: turned knobs, a roller and a leg. */
  components: svg(
    214,
    176,
    shadow(p) +
      `<circle cx="52" cy="112" r="22" fill="${p.secondary500}"/><rect x="46" y="130" width="12" height="14" fill="${p.secondary700}"/>` +
      `<rect x="88" y="40" width="24" height="104" rx="8" fill="${p.secondary300}"/><rect x="84" y="60" width="32" height="8" rx="4" fill="${p.secondary500}"/>` +
      `<rect x="134" y="96" width="56" height="40" rx="20" fill="${p.secondary500}"/><circle cx="162" cy="116" r="7" fill="${p.secondary700}"/>`,
  ),
  /** The emblem before the company's name, 48×48. */
  emblem: svg(
    48,
    48,
    `<circle cx="24" cy="24" r="24" fill="${p.primary700}"/>` +
      `<rect x="12" y="14" width="24" height="9" rx="4.5" fill="${p.secondary300}"/>` +
      Array.from(
        { length: 6 },
        (_, i) => `<rect x="${13.5 + i * 3.8}" y="23" width="2.4" height="11" rx="1" fill="${p.neutral0}"/>`,
      ).join(''),
  ),
});

/** The illustrations, one data URL each. */
export type Art = ReturnType<typeof drawArt>;
