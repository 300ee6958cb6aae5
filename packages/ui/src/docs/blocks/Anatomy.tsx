import { Unstyled } from '@storybook/addon-docs/blocks';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { PhoneFrame } from '../../stories/PhoneFrame';
import { vars } from '../../theme/contract.css';
import { marker, type Placement, placeMarkers } from './anatomyPlacement';
import { Frame, frameWidths } from './Frame';
import { docsCaptionStrong, docsCaptionStyle, stageStyle } from './Stage';

/** One numbered part of a component. */
export type AnatomyPart = {
  /** The part's name, as designers call it: "Container", "Label", "Leading icon". */
  name: string;
  /** A CSS selector that finds the part inside the example (`button`, `svg`, `[data-part="label"]`). */
  selector: string;
  /** One line on what the part is for. */
  note?: string;
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
  story,
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
  /**
   * A story drawn in a frame of its own (`primitives-drawer--open`), for a component that covers its
   * window or sits in a corner of it (a drawer, a toast): its parts are measured inside the frame's
   * document once the story has rendered there. Give `width`; `children` are not used.
   */
  story?: string;
  children?: ReactNode;
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
        placeMarkers(
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
    // A story's frame renders on its own time: measure whenever its document changes.
    let frameChanges: MutationObserver | undefined;
    let queued = 0;
    const watchFrame = () => {
      const inner = element.querySelector<HTMLIFrameElement>(
        '[data-anatomy-example] iframe',
      )?.contentDocument;
      if (!story || !inner?.body) return;
      frameChanges?.disconnect();
      frameChanges = new MutationObserver(() => {
        cancelAnimationFrame(queued);
        queued = requestAnimationFrame(measure);
      });
      frameChanges.observe(inner.body, { subtree: true, childList: true, attributes: true });
      measure();
    };
    const storyFrame = element.querySelector<HTMLIFrameElement>('[data-anatomy-example] iframe');
    storyFrame?.addEventListener('load', watchFrame);
    watchFrame();
    void document.fonts?.ready.then(measure);
    // A frame's content arrives after its document exists (a portal): measure again once it has.
    const later = width ? [setTimeout(measure, 300), setTimeout(measure, 1500)] : [];
    return () => {
      observer.disconnect();
      frameChanges?.disconnect();
      cancelAnimationFrame(queued);
      storyFrame?.removeEventListener('load', watchFrame);
      for (const timer of later) clearTimeout(timer);
    };
  }, [selectors, width, story]);

  return (
    <Unstyled>
      <figure style={{ margin: '1rem 0' }}>
        <div
          ref={stage}
          style={{ ...stageStyle, padding: '6rem 3rem 2.5rem', display: 'grid', placeItems: 'center' }}
        >
          {/* No wider than the frame: an example wider than the column ran past the page (issue 36). */}
          <div data-anatomy-example="" data-docs-block="anatomy" style={{ maxWidth: '100%', minWidth: 0 }}>
            {story && width ? (
              <Frame story={story} width={width} height={height} title={`The ${width} example`} />
            ) : width ? (
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
                style={{ ...docsCaptionStyle, display: 'flex', gap: '0.5rem', ...docsCaptionStrong }}
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
