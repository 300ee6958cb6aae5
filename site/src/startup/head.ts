/**
 * The inline start-up script, first in every page's <head> (bundled and inlined at build time by
 * site/build/inlineScripts.ts; its hash goes into the Content-Security-Policy). It runs before anything
 * is painted (README.md in this folder, step 1):
 * 1. A redirect path left in sessionStorage by a static host's 404 page is removed and, when it is a
 *    path of this site exactly as that page writes it (`ownSitePath`), put into the address bar (`history.replaceState`); the page stays hidden until
 *    the app has rendered that address (main.tsx reveals it).
 * 2. When the visitor comes from another page of this site, which has put the brand fonts into the browser's
 *    cache (fonts.ts), `<html data-fonts>` uses them. The referrer tells: nothing is stored for it.
 * 3. The visitor's language is decided (SPEC §9) — and nothing is stored for it: only a choice in the
 *    language menu is (`../i18n/remember.ts`, docs/adr/0060); when the address is not that language's URL,
 *    the browser goes there with `location.replace` — so no one sees a flash of the wrong language. A
 *    `?lng=` that has done its work is dropped from the address bar.
 */

import { hiddenAtMost, hidePage, htmlAttribute, revealPage, storageKey } from '../protocol';
import { ownSitePath } from '../sitePath';
import { startUrl } from './startUrl';

const read = (storage: () => Storage, key: string): string | null => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};

const root = document.documentElement;
const hide = () => {
  hidePage();
  // Never leave a page blank if the app fails to start: show what was prerendered after a while.
  setTimeout(revealPage, hiddenAtMost);
};

// The page the visitor comes from, on this site, has prefetched the brand fonts (fonts.ts): use them. A
// same-origin referrer says so without keeping anything in the browser, which would need consent under
// the ePrivacy rules (docs/adr/0037). Not under Save-Data, where no font is fetched.
const fromThisSite = (() => {
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
})();
if (fromThisSite && !(navigator as { connection?: { saveData?: boolean } }).connection?.saveData)
  root.setAttribute(htmlAttribute.fonts, '');

const stored = read(() => sessionStorage, storageKey.redirect);
if (stored !== null) {
  try {
    sessionStorage.removeItem(storageKey.redirect);
  } catch {
    // storage vanished in between: nothing to remove
  }
  const path = ownSitePath(stored, location.origin);
  if (path && path !== `${location.pathname}${location.search}${location.hash}`) {
    history.replaceState(null, '', path);
    hide();
  }
}

const sources = {
  cookie: (() => {
    try {
      return document.cookie;
    } catch {
      return '';
    }
  })(),
  localStorage: read(() => localStorage, storageKey.language),
  sessionStorage: read(() => sessionStorage, storageKey.language),
  navigator: navigator.languages?.length ? navigator.languages : [navigator.language],
  htmlLang: root.getAttribute('lang'),
};
// Detection stores nothing (docs/adr/0060): a language is stored only when the visitor chooses one.
const move = startUrl(location, sources);
if (move?.reload) {
  hide();
  // Tells main.tsx not to start the app on a page that is being left.
  root.setAttribute(htmlAttribute.leaving, '');
  location.replace(move.href);
} else if (move) {
  history.replaceState(null, '', move.href);
}
