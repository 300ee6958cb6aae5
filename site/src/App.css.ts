import { vars } from '@brand/ui/contract';
import { style } from '@vanilla-extract/css';

export const main = style({
  maxWidth: vars.size.prose,
  margin: '0 auto',
  padding: `${vars.space.section} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.lg,
  justifyItems: 'start',
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.display,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
});

export const lead = style({
  margin: 0,
  color: vars.color.onSurfaceMuted,
  fontSize: vars.font.size.lg,
});
