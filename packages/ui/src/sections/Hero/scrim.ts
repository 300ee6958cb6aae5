/**
 * How much of the hero's dark colour (`color.inverse`) lies over a playing video. 0.8 keeps the title
 * (and the subtitle at its 0.92 opacity) and the oak eyebrow above 4.5:1 over a white frame in both
 * themes (scrim.test.ts); the lightest a frame can be is the worst case, a darker one only adds contrast.
 */
export const heroScrimOpacity = 0.8;

/**
 * Width of the solid `color.inverse` halo under a focused control's ring while the video shows: the 3 px
 * ring sits 2 px off the control, so 7 px puts the whole ring on the hero's own colour, as without video.
 */
export const heroFocusHalo = '7px';
