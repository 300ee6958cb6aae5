/**
 * The inline script of `404.html`, the page a static host serves for an address it has no file for.
 * It leaves the address in sessionStorage and goes to the home page, whose start-up script puts the
 * address back and lets the app render it (a not-found page in the visitor's language, or a page the
 * host could not map). Without JavaScript or storage, the prerendered not-found page simply stays.
 */

import { hidePage, storageKey } from '../protocol';
import { sitePath } from '../sitePath';

// Only an address the home page's start-up script will put back (src/sitePath.ts): for any other (an
// overlong one, say) this page is the answer.
const path = sitePath(`${location.pathname}${location.search}${location.hash}`, location.origin);
if (path && location.pathname !== '/') {
  try {
    sessionStorage.setItem(storageKey.redirect, path);
    hidePage();
    location.replace('/');
  } catch {
    // no storage: the not-found page below is the answer
  }
}
