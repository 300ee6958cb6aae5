import { appReady } from './ready';

/** Presses that start the app at once if it has not started yet. */
const intentEvents = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Longest wait for an idle moment before the app starts anyway. */
const idleTimeout = 2000;

/**
 * Starts the app at once when the page's HTML is not this address's (a restored redirect, the dev server);
 * at the load event when the page asks for it (`<html data-hydrate="load">`: forms, the admin), preloading
 * the chunks it lists; otherwise when the browser is first idle after the load event. The
 * visitor's first press, key or focus starts it at once in every case.
 *
 * A button pressed before the app has taken over would do nothing: its click is held and replayed once
 * the app is ready. Links are left alone: before the app, they load their page as any link does.
 */
export const deferStart = (run: () => Promise<unknown>): void => {
  const root = document.documentElement;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of intentEvents) removeEventListener(type, start, true);
    const held = holdButtonClicks();
    run().then(
      () => appReady.then(held.replay),
      (error: unknown) => {
        held.release();
        console.error('The app could not start; the page stays as prerendered.', error);
      },
    );
  };

  if (root.dataset.path !== window.location.pathname) {
    start();
    return;
  }
  for (const type of intentEvents) addEventListener(type, start, { capture: true, passive: true });
  if (root.dataset.hydrate === 'load') {
    // Once the page has loaded, its modules load in parallel and the app starts. Fetched earlier, they
    // would share the connection with the stylesheet, fonts and pictures and delay the first paint.
    const preloadAndStart = () => {
      preloadModules();
      setTimeout(start, 0);
    };
    if (document.readyState === 'complete') preloadAndStart();
    else addEventListener('load', preloadAndStart, { once: true });
    return;
  }
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(start, { timeout: idleTimeout })
      : setTimeout(start, 1);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
};

/** Adds a modulepreload for each chunk the page lists (`<meta name="app-modules">`, see prerender.ts). */
const preloadModules = () => {
  const listed = document.querySelector<HTMLMetaElement>('meta[name="app-modules"]')?.content ?? '';
  for (const href of listed.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};

/** Holds clicks on buttons until the app is ready; `replay` clicks the last one held, once. */
const holdButtonClicks = () => {
  let held: HTMLElement | undefined;
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
  };
  addEventListener('click', hold, true);
  const release = () => removeEventListener('click', hold, true);
  return {
    release,
    replay: () => {
      release();
      if (held?.isConnected) held.click();
    },
  };
};
