import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';

/** Header beside the questions on large screens, above them on small ones. */
export const layout = style(
  layered({
    display: 'grid',
    '@media': {
      [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', columnGap: vars.space.xxl },
    },
  }),
);

export const answer = style(
  layered({ display: 'grid', gap: vars.space.sm, maxWidth: vars.size.prose, textWrap: 'pretty' }),
);

export const paragraph = style(layered({ margin: 0 }));
