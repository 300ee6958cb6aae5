import { Unstyled } from '@storybook/addon-docs/blocks';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { PhoneFrame } from '../../stories/PhoneFrame';
import { vars } from '../../theme/contract.css';
import { frameWidths } from './Frame';
import { captionStyle, stageStyle } from './Stage';

/** One numbered part of a component. */
export type AnatomyPart = {
  /** The part's name, as designers call it: "Container", "Label", "Leading icon". */
  name: string;
  /** A CSS selector that finds the part inside the example (`button`, `svg`, `[data-part="label"]`). */
  selector: string;
  /** One line on what the part is for. */
  note?: string;
};

type Rect = { top: number; left: number; width: number; height: number };

/** Where a part's marker sits: above the example on a row, or in the gutter beside it on the part's row. */
type Placement = Rect & { side: 'above' | 'left' | 'right'; x: number; y: number };

const marker = 24;
const contains = (outer: Rect, inner: Rect) =>
  outer.left <= inner.left + 0.5 &&
  outer.top <= inner.top + 0.5 &&
  outer.left + outer.width >= inner.left + inner.width - 0.5 &&
  outer.top + outer.height >= inner.top + inner.height - 0.5;
/** Whether a segment from (x1, y1) to (x2, y2), horizontal or vertical, runs through a rectangle. */
const crosses = (box: Rect, x1: number, y1: number, x2: number, y2: number) =>
  Math.max(x1, x2) > box.left &&
  Math.min(x1, x2) < box.left + box.width &&
  Math.max(y1, y2) > box.top &&
  Math.min(y1, y2) < box.top + box.height;
const overlaps = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) < marker + 4 && Math.abs(a.y - b.y) < marker + 4;

/**
 * Each marker sits at its own part, its leader crossing no other part (issue 36: markers stacked in one
 * column with leaders across the fields of a form). A part is marked from above when the way down to it
 * is clear (parts side by side: a button's icon and label); otherwise from the gutter beside the example,
 * on the part's own row (parts stacked: a form's fields), left first, then right. A part that contains
 * another (the container) is never in the way of what it contains.
 */
const place = (boxes: (Rect | null)[], example: Rect): (Placement | null)[] => {
  const placed: Placement[] = [];
  const shown = boxes.filter((box): box is Rect => box !== null);
  return boxes.map((box) => {
    if (!box) return null;
    const others = shown.filter((other) => other !== box && !contains(other, box));
    // A leader is clear when it runs through no other part and under no marker already placed.
    const clear = (x1: number, y1: number, x2: number, y2: number) =>
      !others.some((other) => crosses(other, x1, y1, x2, y2)) &&
      !placed.some((other) =>
        crosses({ left: other.x, top: other.y, width: marker, height: marker }, x1, y1, x2, y2),
      );
    // A spot is free when no marker is there and no leader drawn from above runs through it.
    const free = (spot: { x: number; y: number }) =>
      !placed.some(
        (other) =>
          overlaps(other, spot) ||
          (other.side === 'above' &&
            crosses(
              { left: spot.x - 2, top: spot.y - 2, width: marker + 4, height: marker + 4 },
              other.x + marker / 2,
              other.y + marker,
              other.x + marker / 2,
              other.top,
            )),
      );
    const centre = box.left + box.width / 2;
    // Above: three rows fit in the stage's top padding.
    for (let row = 0; row < 3; row += 1) {
      const spot = { x: centre - marker / 2, y: 12 + row * 30 };
      if (free(spot) && clear(centre, spot.y + marker, centre, box.top)) {
        const result = { ...box, side: 'above' as const, ...spot };
        placed.push(result);
        return result;
      }
    }
    // Beside: on the part's first line, or a little lower when that spot is taken.
    const sides = [
      { side: 'left' as const, x: example.left - marker - 12, from: example.left - 12, to: box.left },
      {
        side: 'right' as const,
        x: example.left + example.width + 12,
        from: example.left + example.width + 12,
        to: box.left + box.width,
      },
    ];
    for (let step = 0; step * 8 <= Math.max(0, box.height - marker); step += 1) {
      const y = box.top + Math.min(box.height, marker) / 2 - marker / 2 + step * 8;
      for (const { side, x, from, to } of sides) {
        const spot = { x, y };
        if (free(spot) && clear(from, y + marker / 2, to, y + marker / 2)) {
          const result = { ...box, side, ...spot };
          placed.push(result);
          return result;
        }
      }
    }
    // Nowhere clear (a part boxed in on every side): on its own corner.
    const result = { ...box, side: 'above' as const, x: box.left - marker / 2, y: box.top - marker / 2 };
    placed.push(result);
    return result;
  });
};

/**
 * A live example with its parts outlined and numbered, and the numbered list of parts below it. The
 * outlines are measured from the rendered example, so they follow the language and the theme.
 *
 * ```mdx
 * <Anatomy parts={[{ name: 'Container', selector: 'button' }, { name: 'Label', selector: 'button > span' }]}>
 *   <Button pending pendingLabel="Sending...">Send</Button>
 * </Anatomy>
 * ```
 */
export function Anatomy({
  parts,
  width,
  height = 120,
  children,
}: {
  parts: AnatomyPart[];
  /**
   * Draw the example at a declared width (`desktop`: 1,280 px, `phone`: 390 px) in a frame of its own,
   * scaled to the column, for a component laid out by the window's width (the Header): the docs column
   * is narrower than the desktop breakpoint (ADR 0063). `height` is the frame's height at full size.
   */
  width?: keyof typeof frameWidths;
  height?: number;
  children: ReactNode;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const [boxes, setBoxes] = useState<(Placement | null)[]>([]);
  const [room, setRoom] = useState(0);
  const full = width ? frameWidths[width] : 0;
  const scale = full && room ? Math.min(1, room / full) : 1;
  const selectors = parts.map((part) => part.selector).join('\n');

  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => {
      const origin = element.getBoundingClientRect();
      // 6rem 3rem of padding around the example.
      setRoom(element.clientWidth - 96);
      // In a frame, the parts are in the frame's document, measured in its unscaled pixels.
      const frame = element.querySelector<HTMLIFrameElement>('[data-anatomy-example] iframe');
      const inner = frame?.contentDocument;
      const frameBox = frame?.getBoundingClientRect();
      const factor = frame && frameBox ? frameBox.width / frame.offsetWidth : 1;
      const find = (selector: string) => {
        if (!inner || !frameBox)
          return element.querySelector(`[data-anatomy-example] ${selector}`)?.getBoundingClientRect();
        const rect = inner.querySelector(selector)?.getBoundingClientRect();
        return rect
          ? new DOMRect(
              frameBox.left + rect.left * factor,
              frameBox.top + rect.top * factor,
              rect.width * factor,
              rect.height * factor,
            )
          : undefined;
      };
      const example = element.querySelector('[data-anatomy-example]')?.getBoundingClientRect();
      setBoxes(
        place(
          selectors.split('\n').map((selector) => {
            const box = find(selector);
            if (!box) return null;
            // A part the example does not show (hidden, or clipped away at this width) gets no outline: one
            // drawn outside the example ran past the page (issue 36: the Header's page, 1,301 px wide).
            const shown =
              box.width > 0 &&
              box.height > 0 &&
              (!example || (box.left >= example.left - 1 && box.right <= example.right + 1));
            if (!shown) return null;
            return {
              top: box.top - origin.top,
              left: box.left - origin.left,
              width: box.width,
              height: box.height,
            };
          }),
          example
            ? {
                top: example.top - origin.top,
                left: example.left - origin.left,
                width: example.width,
                height: example.height,
              }
            : { top: 0, left: 0, width: element.clientWidth, height: element.clientHeight },
        ),
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    void document.fonts?.ready.then(measure);
    // A frame's content arrives after its document exists (a portal): measure again once it has.
    const later = width ? [setTimeout(measure, 300), setTimeout(measure, 1500)] : [];
    return () => {
      observer.disconnect();
      for (const timer of later) clearTimeout(timer);
    };
  }, [selectors, width]);

  return (
    <Unstyled>
      <figure style={{ margin: '1rem 0' }}>
        <div
          ref={stage}
          style={{ ...stageStyle, padding: '6rem 3rem 2.5rem', display: 'grid', placeItems: 'center' }}
        >
          {/* No wider than the frame: an example wider than the column ran past the page (issue 36). */}
          <div data-anatomy-example="" data-docs-block="anatomy" style={{ maxWidth: '100%', minWidth: 0 }}>
            {width ? (
              <PhoneFrame title={`${width} example`} width={full} height={height} scale={scale}>
                {children}
              </PhoneFrame>
            ) : (
              children
            )}
          </div>
          {boxes.map((box, index) => {
            if (!box) return null;
            // The leader runs from the marker to the part's edge: down from above, across from a gutter.
            const leader =
              box.side === 'above'
                ? {
                    top: box.y + marker,
                    left: box.x + marker / 2,
                    height: Math.max(0, box.top - 3 - box.y - marker),
                    borderLeft: `1.5px solid ${vars.color.focus}`,
                  }
                : {
                    top: box.y + marker / 2,
                    left: box.side === 'left' ? box.x + marker : box.left + box.width + 3,
                    width: Math.max(
                      0,
                      box.side === 'left' ? box.left - 3 - box.x - marker : box.x - box.left - box.width - 3,
                    ),
                    borderTop: `1.5px solid ${vars.color.focus}`,
                  };
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts are a fixed, ordered list
              <span key={index} aria-hidden="true" data-anatomy-marker={index + 1} data-side={box.side}>
                <span
                  style={{
                    position: 'absolute',
                    top: box.top - 3,
                    left: box.left - 3,
                    width: box.width + 6,
                    height: box.height + 6,
                    border: `1.5px dashed ${vars.color.focus}`,
                    borderRadius: vars.radius.sm,
                    pointerEvents: 'none',
                  }}
                />
                <span style={{ position: 'absolute', ...leader }} />
                <Marker number={index + 1} style={{ position: 'absolute', top: box.y, left: box.x }} />
              </span>
            );
          })}
        </div>
        <figcaption>
          <ol
            style={{ listStyle: 'none', margin: '0.75rem 0 0', padding: 0, display: 'grid', gap: '0.375rem' }}
          >
            {parts.map((part, index) => (
              <li
                key={part.name}
                style={{ ...captionStyle, display: 'flex', gap: '0.5rem', color: vars.color.onSurface }}
              >
                <Marker number={index + 1} />
                <span>
                  <strong>{part.name}</strong>
                  {part.note ? ` — ${part.note}` : null}
                </span>
              </li>
            ))}
          </ol>
        </figcaption>
      </figure>
    </Unstyled>
  );
}

function Marker({ number, style }: { number: number; style?: React.CSSProperties }) {
  return (
    <span
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        flex: 'none',
        width: '1.5rem',
        height: '1.5rem',
        borderRadius: '999px',
        background: vars.color.inverse,
        color: vars.color.onInverse,
        fontFamily: vars.font.family.body,
        fontSize: '0.8125rem',
        fontWeight: 700,
        lineHeight: 1,
        ...style,
      }}
    >
      {number}
    </span>
  );
}
