import { type HydrateWhen, htmlAttribute, revealPage } from '../protocol';

/** Presses that start the app at once if it has not started yet. */
const intentEvents = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

let ready: () => void = () => undefined;
/** The app has taken over the page (hydrated, first effects run): main.tsx caches the fonts after it. */
export const appReady = new Promise<void>((done) => {
  ready = done;
});

/** Called once by the app after its first render has committed: shows the page, marks it, resolves. */
export const markAppReady = (): void => {
  // The head script hides the page while the app renders an address it put back.
  revealPage();
  document.documentElement.setAttribute(htmlAttribute.hydrated, '');
  ready();
};

/** Runs `then` once the first contentful paint is on screen (its timing entry exists), else next frame. */
const afterFirstPaint = (then: () => void) => {
  try {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      then();
    });
    // `buffered`: a paint that happened before this call is reported too.
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => then());
  }
};

/**
 * Starts the app at once when the page's HTML is not this address's (a restored redirect, the dev server);
 * after the load event and the first paint when the page asks for it (`<html data-hydrate="load">`:
 * forms, the admin); otherwise when the browser is first idle after both (at most 2 s). The visitor's
 * first press, key or focus starts it at once in every case.
 *
 * A button pressed before the app has taken over would do nothing, or submit the prerendered form
 * natively and lose the enquiry: the last such click is held and replayed once the app is ready
 * (tests/e2e/startup.spec.ts). Links are left alone: before the app, they load their page as any link does.
 */
export const deferStart = (run: () => Promise<unknown>): void => {
  let held: HTMLButtonElement | undefined;
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
  };
  const release = () => removeEventListener('click', hold, true);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of intentEvents) removeEventListener(type, start, true);
    addEventListener('click', hold, true);
    run().then(
      () =>
        appReady.then(() => {
          release();
          if (held?.isConnected) held.click();
        }),
      (error: unknown) => {
        release();
        console.error('The app could not start; the page stays as prerendered.', error);
      },
    );
  };

  const root = document.documentElement;
  if (root.getAttribute(htmlAttribute.path) !== location.pathname) {
    start();
    return;
  }
  for (const type of intentEvents) addEventListener(type, start, { capture: true, passive: true });
  // After the load event and the first paint (on a fast connection `load` may come first, and the browser
  // can be idle between the two): started earlier, the app's scripts would share the connection and the
  // main thread with that paint. A tab opened in the background paints, and so starts, when it is shown.
  const atLoad = (root.getAttribute(htmlAttribute.hydrate) as HydrateWhen | null) === 'load';
  const afterLoad = () =>
    afterFirstPaint(() =>
      atLoad || !('requestIdleCallback' in window)
        ? setTimeout(start, 0)
        : requestIdleCallback(start, { timeout: 2000 }),
    );
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
};
