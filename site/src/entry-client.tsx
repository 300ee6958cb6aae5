import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { htmlAttribute } from './protocol';
import { addressPage, preparePage } from './routes';
import { loadOnIntent } from './startup/onDemand';

/** The elements PageHead renders into <head>: a page prerendered for another address must not keep them. */
const prerenderedHead = [
  'title',
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"]',
].join(',');

/**
 * The client's counterpart of entry-server.tsx's `render` (src/startup/README.md, step 4), imported by
 * main.tsx when deferStart decides: loads this address's catalogs and page, then hydrates the prerendered
 * HTML (or renders from scratch when the HTML is not this address's). The head script has already
 * restored a stored redirect path and moved the visitor to their language's address.
 */
export const start = async (container: HTMLElement): Promise<void> => {
  const { pathname } = window.location;
  const { locale, route } = addressPage(pathname);
  await preparePage(route, locale);
  loadOnIntent();

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );

  // Hydrate the prerendered HTML when it is this address's; otherwise (a restored redirect path, the dev
  // server) render from scratch. Hydrating as a transition lets React yield to the browser every few
  // milliseconds instead of blocking it for the whole tree; a press on a part not yet hydrated hydrates
  // that part first.
  if (container.hasChildNodes() && document.documentElement.getAttribute(htmlAttribute.path) === pathname) {
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error, info) => console.error('Hydration mismatch', error, info.componentStack),
      });
    });
  } else {
    // Another page was prerendered here: drop its content and its head, the app renders this address's.
    container.replaceChildren();
    for (const element of document.head.querySelectorAll(prerenderedHead)) element.remove();
    createRoot(container).render(app);
  }
};
