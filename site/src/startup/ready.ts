import { htmlAttribute, revealPage } from '../protocol';

/**
 * The moment the app has taken over the page (hydrated, its first effects run). main.tsx waits for it to
 * replay a press made before and to cache the fonts; tests and tools can read `<html data-hydrated>`.
 */
let resolve: () => void = () => undefined;

export const appReady: Promise<void> = new Promise((done) => {
  resolve = done;
});

/** Called once by the app after its first render has committed: shows the page, marks it, resolves. */
export const markAppReady = (): void => {
  // The head script hides the page while the app renders an address it put back.
  revealPage();
  document.documentElement.setAttribute(htmlAttribute.hydrated, '');
  resolve();
};
