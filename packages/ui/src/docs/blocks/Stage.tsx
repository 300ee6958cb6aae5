import { Unstyled } from '@storybook/addon-docs/blocks';
import type { CSSProperties, ReactNode } from 'react';
import { brandTokens } from '../../theme/brandTokens';
import { vars } from '../../theme/contract.css';

/** The frame every live example of a docs page sits in: the page's surface, a hairline, room around it. */
export const stageStyle: CSSProperties = {
  position: 'relative',
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.body,
};

/** A caption under an example: small, muted, in the body font. */
export const captionStyle: CSSProperties = {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.onSurfaceMuted,
};

/**
 * A caption that is the guide's own words about an example (a frame's caption, an anatomy's legend, a
 * do/don't's reason): in the docs page's type and colours (Storybook's docs theme, .storybook/theme.ts),
 * whatever the example's theme. In the theme's own, a partner page's legends were set in the partner's
 * font beside prose in the docs font (issue 36, finding 11).
 */
export const docsCaptionStyle: CSSProperties = {
  margin: 0,
  fontFamily: brandTokens.font.family.body,
  fontSize: brandTokens.font.size.sm,
  lineHeight: brandTokens.font.lineHeight.normal,
  color: brandTokens.palette.neutral700,
};

/** The strong words of a docs caption (a part's name): the docs page's text colour. */
export const docsCaptionStrong: CSSProperties = { color: brandTokens.palette.neutral900 };

/**
 * A live example outside Storybook's docs typography (`Unstyled`), so the component looks exactly as on a
 * page. `center` centres it in the frame.
 */
export function Stage({
  children,
  center = false,
  style,
}: {
  children: ReactNode;
  center?: boolean;
  style?: CSSProperties;
}) {
  return (
    <Unstyled>
      <div
        data-docs-block="stage"
        style={{
          ...stageStyle,
          ...(center ? { display: 'grid', placeItems: 'center' } : {}),
          ...style,
        }}
      >
        {children}
      </div>
    </Unstyled>
  );
}
