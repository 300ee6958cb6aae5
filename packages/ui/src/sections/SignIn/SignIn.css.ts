import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

export const form = style(layered({ display: 'grid', gap: vars.space.lg }));

/** The parent's message after a failed attempt: the danger pair of the theme, with a warning icon. */
export const alert = style(
  layered({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xs,
    margin: 0,
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    border: `1px solid ${vars.color.danger}`,
    borderRadius: vars.radius.md,
    background: vars.color.dangerSubtle,
    color: vars.color.onDangerSubtle,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
    overflowWrap: 'anywhere',
  }),
);

/** One line high, so it aligns with the first line of the message. */
export const alertIcon = style(
  layered({
    flexShrink: 0,
    width: '1.25em',
    height: `calc(1em * ${vars.font.lineHeight.snug})`,
    color: vars.color.danger,
  }),
);

/** Full width: the one action of a narrow form, an easy target on every screen. */
export const submit = style(layered({ width: '100%' }));
