import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

export const root = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxWidth: '100%',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    // A transparent border becomes visible in forced-colours mode, where backgrounds disappear.
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: vars.font.letterSpacing.normal,
    overflowWrap: 'anywhere',
    verticalAlign: 'middle',
  }),
);

export const tones = styleVariants({
  neutral: layered({ background: vars.color.surfaceMuted, color: vars.color.onSurfaceMuted }),
  accent: layered({ background: vars.color.accentSubtle, color: vars.color.onAccentSubtle }),
  secondary: layered({ background: vars.color.secondary, color: vars.color.onSecondary }),
  success: layered({ background: vars.palette.success50, color: vars.color.success }),
  danger: layered({ background: vars.color.dangerSubtle, color: vars.color.onDangerSubtle }),
});
