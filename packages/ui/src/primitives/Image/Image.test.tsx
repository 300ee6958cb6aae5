import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Image } from './Image';

// Lets React flush effects inside act() outside Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const tree = (
  <I18nProvider i18n={i18n}>
    <Image src="/broken.png" alt="A dustpan" width={214} height={176} loading="eager" />
  </I18nProvider>
);

/** Makes the server-rendered `<img>` look like the browser already gave up on it. */
const markBroken = (img: HTMLImageElement, decode: () => Promise<void>) => {
  Object.defineProperty(img, 'complete', { configurable: true, get: () => true });
  Object.defineProperty(img, 'naturalWidth', { configurable: true, get: () => 0 });
  Object.defineProperty(img, 'decode', { configurable: true, value: decode });
};

/** The server's markup of `tree` in the document, before hydration, with `console.warn` watched. */
const serverMarkup = () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const img = container.querySelector('img');
  if (!img) throw new Error('no <img> in the server markup');
  return { warn, container, img };
};

describe('Image hydration', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('renders on the server without touching the DOM', () => {
    const html = renderToString(tree);
    expect(html).toContain('<picture');
    expect(html).toContain('loading="eager"');
  });

  it('shows the fallback when the image failed before hydration (no error event to catch)', async () => {
    const { warn, container, img } = serverMarkup();
    markBroken(img, () => Promise.reject(new Error('EncodingError')));

    await act(async () => {
      hydrateRoot(container, tree);
    });

    expect(container.querySelector('[data-state="error"]')?.textContent).toBe('Image not available');
    expect(container.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('A dustpan');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('/broken.png');
  });

  it('keeps an image without pixel size that decodes (an SVG without intrinsic size)', async () => {
    const { warn, container, img } = serverMarkup();
    markBroken(img, () => Promise.resolve());

    await act(async () => {
      hydrateRoot(container, tree);
    });

    expect(container.querySelector('img')).toBe(img);
    expect(container.querySelector('[data-state="error"]')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('Image priority', () => {
  const render = (image: ReactElement) => renderToString(<I18nProvider i18n={i18n}>{image}</I18nProvider>);

  it('asks for the main picture ahead of everything else (a preload React hoists to <head>)', () => {
    const html = render(<Image src="/hero.svg" alt="" width={1600} height={900} fetchPriority="high" />);
    expect(html).toMatch(/<link rel="preload" href="\/hero.svg" as="image" fetchPriority="high"\/>/);
    expect(html).not.toContain('decoding="async"');
  });

  it('preloads the preferred format with its candidates when there are several', () => {
    const html = render(
      <Image
        src="/hero.jpg"
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        sizes="100vw"
        sources={[{ srcSet: '/hero-800.avif 800w, /hero-1600.avif 1600w', type: 'image/avif' }]}
      />,
    );
    const preload = /<link rel="preload"[^>]*>/.exec(html)?.[0] ?? '';
    expect(preload).toContain('imageSrcSet="/hero-800.avif 800w, /hero-1600.avif 1600w"');
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain('imageSizes="100vw"');
    expect(html).not.toContain('href="/hero.jpg"');
  });

  it('leaves other pictures to load lazily, decoded off the main thread', () => {
    const html = render(<Image src="/broom.svg" alt="" width={214} height={176} />);
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
  });
});
