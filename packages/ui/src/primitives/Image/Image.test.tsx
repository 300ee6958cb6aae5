import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
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
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const img = container.querySelector('img');
    if (!img) throw new Error('no <img> in the server markup');
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
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const img = container.querySelector('img');
    if (!img) throw new Error('no <img> in the server markup');
    markBroken(img, () => Promise.resolve());

    await act(async () => {
      hydrateRoot(container, tree);
    });

    expect(container.querySelector('img')).toBe(img);
    expect(container.querySelector('[data-state="error"]')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
