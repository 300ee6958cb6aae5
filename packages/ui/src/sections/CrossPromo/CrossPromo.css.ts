import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';

export const root = style(
  layered({
    display: 'grid',
    gap: vars.space.lg,
    marginTop: vars.space.xxl,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    background: vars.color.accentSubtle,
    color: vars.color.onAccentSubtle,
    '@media': {
      [media.md]: { gridTemplateColumns: '1fr auto', alignItems: 'center', padding: vars.space.xxl },
    },
  }),
);

export const title = style(
  layered({
    margin: 0,
    fontFamily: vars.font.family.heading,
    fontSize: vars.font.size.xl,
    lineHeight: vars.font.lineHeight.snug,
  }),
);

export const text = style(layered({ margin: `${vars.space.xs} 0 0`, maxWidth: vars.size.prose }));

export const actions = style(layered({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }));
