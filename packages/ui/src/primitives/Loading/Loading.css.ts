import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

/** Fills a page-sized area while a route loads, so the footer does not jump up and back down. */
export const root = style(
  layered({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    width: '100%',
    minHeight: `calc(${vars.space.xxxl} * 4)`,
    padding: vars.space.lg,
    color: vars.color.onSurfaceMuted,
    fontSize: vars.font.size.md,
    textAlign: 'center',
  }),
);

export const spinner = style(layered({ color: vars.color.accent }));
