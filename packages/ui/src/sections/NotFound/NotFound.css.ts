import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { displayType } from '../../theme/patterns';

/** Fills most of the screen and centres its message. */
export const root = style(layered({ display: 'grid', alignContent: 'center', minHeight: '60vh' }));

export const body = style(
  layered({ display: 'grid', justifyItems: 'center', gap: vars.space.lg, textAlign: 'center' }),
);

/** The status code, large and warm (oak): a visual anchor, not a heading. */
export const label = style(
  layered({
    margin: 0,
    color: vars.palette.secondary500,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.display,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: vars.font.letterSpacing.tight,
  }),
);

export const title = style(
  layered({
    ...displayType,
    textWrap: 'balance',
  }),
);
