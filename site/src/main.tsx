import '@fontsource-variable/fraunces';
import '@fontsource-variable/source-sans-3';
import '@brand/ui/style.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadI18n } from './i18n/catalogs';
import { defaultLocale } from './i18n/locales';
import { splitLocale } from './i18n/paths';
import { matchRoute, pageOf } from './routes';

// The start-up script in <head> has already restored a stored redirect path and moved the visitor to
// their language's address; what is left is to load this address's catalogs and page, then take over.
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

const start = async (container: HTMLElement) => {
  const { pathname } = window.location;
  const { locale = defaultLocale, path } = splitLocale(pathname);
  await Promise.all([loadI18n(locale), pageOf(matchRoute(path)).preload()]);

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );

  // Hydrate the prerendered HTML when it is this address's; otherwise (a restored redirect path, the dev
  // server) render from scratch.
  if (container.hasChildNodes() && document.documentElement.dataset.path === pathname) {
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) => console.error('Hydration mismatch', error, info.componentStack),
    });
  } else {
    // Another page was prerendered here: drop its content and its head, the app renders this address's.
    container.replaceChildren();
    for (const element of document.head.querySelectorAll(prerenderedHead)) element.remove();
    createRoot(container).render(app);
  }
};

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The start-up script may be moving the visitor to their language's address: then there is nothing to start.
if (!document.documentElement.hasAttribute('data-leaving')) await start(container);
