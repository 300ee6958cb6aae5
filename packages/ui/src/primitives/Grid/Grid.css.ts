import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { bareList } from '../../theme/patterns';

const tracks = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export const root = style(
  layered({
    display: 'grid',
    gridTemplateColumns: tracks(1),
    ...bareList,
  }),
);

/** One class per step of the space scale, read from the theme contract. */
export const gaps = styleVariants(vars.space, (gap) => layered({ gap }));

// Declared small to large so that, at equal specificity, the wider breakpoint wins where both apply.
export const base = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4 }, (count) =>
  layered({ gridTemplateColumns: tracks(count) }),
);

export const md = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6 }, (count) =>
  layered({ '@media': { [media.md]: { gridTemplateColumns: tracks(count) } } }),
);

export const lg = styleVariants({ 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6 }, (count) =>
  layered({ '@media': { [media.lg]: { gridTemplateColumns: tracks(count) } } }),
);
