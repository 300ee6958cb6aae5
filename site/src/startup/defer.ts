import { type HydrateWhen, htmlAttribute } from '../protocol';
import { appReady } from './ready';

/** Presses that start the app at once if it has not started yet. */
const intentEvents = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Longest wait for an idle moment before the app starts anyway. */
const idleTimeout = 2000;

/**
 * Starts the app at once when the page's HTML is not this address's (a restored redirect, the dev server);
 * after the load event and the first paint when the page asks for it (`<html data-hydrate="load">`:
 * forms, the admin); otherwise when the browser is first idle after both. The visitor's first press, key
 * or focus starts it at once in every case.
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

  if (root.getAttribute(htmlAttribute.path) !== window.location.pathname) {
    start();
    return;
  }
  for (const type of intentEvents) addEventListener(type, start, { capture: true, passive: true });
  if ((root.getAttribute(htmlAttribute.hydrate) as HydrateWhen | null) === 'load') {
    // Once the page has loaded and its first paint is on screen (on a fast connection `load` comes
    // first): started earlier, the app's scripts would share the connection and the main thread with
    // that paint. A tab opened in the background paints, and so starts, when it is shown.
    const afterLoad = () => afterFirstPaint(() => setTimeout(start, 0));
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
    return;
  }
  // Idle after the load event and after the first paint is on screen: on a fast connection the
  // browser can be idle between the two.
  const whenIdle = () =>
    afterFirstPaint(() =>
      'requestIdleCallback' in window
        ? requestIdleCallback(start, { timeout: idleTimeout })
        : setTimeout(start, 1),
    );
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
};

/** Runs `then` once the first contentful paint has been presented (its timing entry exists). */
const afterFirstPaint = (then: () => void) => {
  const nextFrame = () => requestAnimationFrame(() => then());
  if (typeof PerformanceObserver === 'undefined') return nextFrame();
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  });
  try {
    // `buffered`: a paint that happened before this call is reported too.
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the next frame will do.
    nextFrame();
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
