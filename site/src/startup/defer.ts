import { type HydrateWhen, htmlAttribute, revealPage } from '../protocol';

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
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => then());
  }
};

/**
 * Starts the app at once on a page not prerendered for this address; else after load and first paint
 * (`data-hydrate="load"`) or when idle after both, or at the first press. A button click before the app is
 * ready is held and replayed, or a form would submit natively (docs/adr/0072, 0085).
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
  // After load and the first paint, which the app's scripts would otherwise compete with.
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
