import './fonts.css';
import '@brand/ui/style.css';
import { htmlAttribute } from './protocol';
import { appReady, deferStart } from './startup/defer';
import { cacheFontsForNextPage } from './startup/fonts';

// The only module a page loads up front (src/startup/README.md, step 3): the stylesheets above and the
// decision of when the app starts. A prerendered page is complete without JavaScript (text, pictures,
// links); React, the page's code and its catalogs load when the browser is idle, or after the load event
// on pages that need them (forms, the admin). The brand fonts for the next page are fetched after that.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The head script may be moving the visitor to their language's address: then there is nothing to start.
if (!document.documentElement.hasAttribute(htmlAttribute.leaving)) {
  // The app's start: `clientEntry` in build/chunks.ts names this module for the chunk rules and the prerenderer.
  deferStart(() => import('./entry-client').then(({ start }) => start(container)));
  // After the app has started, in an idle moment of its own: the brand fonts, for the next page.
  appReady.then(() =>
    'requestIdleCallback' in window
      ? requestIdleCallback(cacheFontsForNextPage)
      : setTimeout(cacheFontsForNextPage, 1),
  );
}
