/**
 * The moment the app has taken over the page (hydrated, its first effects run). main.tsx waits for it to
 * replay a press made before; tests and tools can read `<html data-hydrated>`.
 */
let resolve: () => void = () => undefined;

export const appReady: Promise<void> = new Promise((done) => {
  resolve = done;
});

/** Called once by the app after its first render has committed. */
export const markAppReady = (): void => {
  document.documentElement.dataset.hydrated = '';
  resolve();
};
