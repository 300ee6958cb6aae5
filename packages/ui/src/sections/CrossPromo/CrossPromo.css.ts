import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { breakpoints, media } from '../../theme/media';

/** Below the `sm` breakpoint. */
const phone = `screen and (max-width: ${breakpoints.sm - 0.02}px)`;

/**
 * The text and the links side by side while the text keeps `textMin` beside them, the links below it
 * otherwise (flex wrapping, not `1fr auto`: a grid's `auto` column took what two unbreakable buttons
 * asked and starved the text to one word a line, 98 px at 768 px in Italian).
 */
export const root = style(
  layered({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.lg,
    marginTop: vars.space.xxl,
    // A phone keeps the width for a long link label ("Unser Nachhaltigkeitsansatz" is one word).
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    background: vars.color.accentSubtle,
    color: vars.color.onAccentSubtle,
    '@media': {
      [media.sm]: { padding: vars.space.xl },
      [media.md]: { padding: vars.space.xxl },
    },
  }),
);

/** The narrowest the text gets beside the links; below it the links wrap under the text. */
const textMin = '20rem';

export const body = style(layered({ flex: `1 1 ${textMin}`, minWidth: 0 }));

export const title = style(
  layered({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    lineHeight: vars.font.lineHeight.snug,
    textWrap: 'balance',
  }),
);

export const text = style(layered({ margin: `${vars.space.xs} 0 0`, maxWidth: vars.size.prose }));

export const actions = style(
  layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, flex: '0 1 auto', maxWidth: '100%' }),
);

// On a phone the buttons' labels get the room their padding took: a label is never split inside a word.
globalStyle(`${actions} > *`, layered({ '@media': { [phone]: { paddingInline: vars.space.md } } }));
