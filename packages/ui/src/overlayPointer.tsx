'use client';

import { OverlayArrow } from 'react-aria-components/Tooltip';

/**
 * The pointer from a Popover's or Tooltip's box to its trigger: React Aria's `OverlayArrow` (which places it
 * and carries the box's `data-placement`) around a triangle `size` px wide, drawn pointing down and turned by
 * the component's `shapeClassName` (theme/patterns.ts, `pointerShape`). Internal; each component keeps its
 * own classes, so its styles stay in its own CSS part. `OverlayArrow` comes by module path (ADR 0078): the
 * Tooltip's, which a Popover's bundle drops but for the arrow itself.
 */
export function OverlayPointer({
  size,
  className,
  shapeClassName,
}: {
  /** The triangle's width and height in px (its tip is half as deep). */
  size: number;
  /** The arrow's class (its placement). */
  className: string;
  /** The triangle's class (fill, stroke, the turn to face the trigger). */
  shapeClassName: string;
}) {
  return (
    <OverlayArrow className={className}>
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        aria-hidden="true"
        className={shapeClassName}
      >
        <path d={`M0 0 L${size / 2} ${size / 2} L${size} 0`} />
      </svg>
    </OverlayArrow>
  );
}
