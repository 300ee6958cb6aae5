/**
 * React and ReactDOM (the `react` chunk, see vite.config.ts), imported by main.tsx before the app so that
 * the browser evaluates them in a task of their own: two tasks of about 20 ms each on a mid-range phone
 * instead of one of 40, and a press in between is answered at once.
 */
export { StrictMode } from 'react';
export { createRoot, hydrateRoot } from 'react-dom/client';
