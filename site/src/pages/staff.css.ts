import { vars } from '@brand/ui/contract';
import { style } from '@vanilla-extract/css';

/** The staff pages (/login, /admin). The sign-in form: one short column, as wide as an e-mail address needs. */
export const signIn = style({ maxWidth: '28rem' });

/** The admin area: one column, the inbox as wide as the page, the settings at most a prose measure. */
export const area = style({
  display: 'grid',
  gap: vars.space.xxl,
  minWidth: 0,
});

export const editor = style({
  maxWidth: vars.size.prose,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const preview = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  background: vars.color.inverse,
});
