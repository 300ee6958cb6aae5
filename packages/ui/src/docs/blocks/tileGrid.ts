import type { CSSProperties } from 'react';
import { vars } from '../../theme/contract.css';

/**
 * A bare list laid out as tiles, each at least `min` wide and as many a row as fit: the component gallery's
 * and the icon gallery's, so the two docs pages space their tiles alike. Inline, as the galleries' other
 * styles: these pages are the docs', not the library's.
 */
export const tileGrid = (min: string): CSSProperties => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${min}, 1fr))`,
  gap: vars.space.md,
});
