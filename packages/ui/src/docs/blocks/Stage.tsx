import { Unstyled } from '@storybook/addon-docs/blocks';
import type { CSSProperties, ReactNode } from 'react';
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
