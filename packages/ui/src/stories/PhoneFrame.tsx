import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * A phone's screen inside the page: an `<iframe>` of its own width, so the component inside lays itself out
 * for a phone (media queries answer to the frame, not to the page), rendered by the page's React (a portal
 * into the frame's document). The page's stylesheets and theme class are copied into the frame, and the
 * theme class follows the toolbar. Static: no interaction is meant to happen inside.
 */
export function PhoneFrame({
  title,
  lang,
  width = 390,
  height = 844,
  scale = 1,
  children,
}: {
  /** The frame's accessible name. */
  title: string;
  /** The language of the document inside; the page's by default. */
  lang?: string;
  width?: number;
  height?: number;
  /** How much smaller the frame is drawn (its layout keeps `width`). */
  scale?: number;
  children: ReactNode;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const inner = frame.current?.contentDocument;
    if (!inner) return;
    for (const node of document.head.querySelectorAll('style, link[rel="stylesheet"]')) {
      inner.head.append(node.cloneNode(true));
    }
    inner.documentElement.lang = lang ?? document.documentElement.lang;
    const theme = () => {
      inner.documentElement.className = document.documentElement.className;
      if (document.documentElement.dataset.theme)
        inner.documentElement.dataset.theme = document.documentElement.dataset.theme;
    };
    theme();
    const observer = new MutationObserver(theme);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'data-theme'],
    });
    setBody(inner.body);
    return () => observer.disconnect();
  }, [lang]);

  const box: CSSProperties = { width: width * scale, height: height * scale, overflow: 'hidden' };
  return (
    <div style={box}>
      <iframe
        ref={frame}
        title={title}
        data-phone-frame={lang}
        style={{
          width,
          height,
          border: 0,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
          background: 'white',
        }}
      />
      {body ? createPortal(children, body) : null}
    </div>
  );
}
