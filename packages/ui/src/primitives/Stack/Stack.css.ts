import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { bareList } from '../../theme/patterns';

export const root = style(
  layered({
    display: 'flex',
    minWidth: 0,
    ...bareList,
  }),
);

export const directions = styleVariants({ column: 'column', row: 'row' } as const, (flexDirection) =>
  layered({ flexDirection }),
);

/** One class per step of the space scale, read from the theme contract. */
export const gaps = styleVariants(vars.space, (gap) => layered({ gap }));

export const aligns = styleVariants(
  { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline' },
  (alignItems) => layered({ alignItems }),
);

export const justifies = styleVariants(
  { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' },
  (justifyContent) => layered({ justifyContent }),
);

export const wrap = style(layered({ flexWrap: 'wrap' }));
