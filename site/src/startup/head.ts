/**
 * The inline start-up script, first in every page's <head> (bundled and inlined by build/inlineScripts.ts;
 * its hash goes into the Content-Security-Policy). Before anything is painted (README.md here, step 1):
 * 1. A redirect path a static host's 404 page left in sessionStorage is removed and, when it is a path of
 *    this site exactly as that page writes it (`ownSitePath`), put into the address bar; the page stays
 *    hidden until the app has rendered that address (`markAppReady` reveals it).
 * 2. Coming from another page of this site, which has cached the brand fonts (fonts.ts), `<html
 *    data-fonts>` uses them: a same-origin referrer says so, and nothing is stored for it (docs/adr/0037).
 * 3. The visitor's language is decided (SPEC §9, `startUrl`), storing nothing (docs/adr/0060); when the
 *    address is not that language's URL, `location.replace` goes there, so no one sees the wrong language.
 */
import { hiddenAtMost, hidePage, htmlAttribute, revealPage, storageKey } from '../protocol';
import { ownSitePath } from '../sitePath';
import { startUrl } from './startUrl';

/** A browser API that may throw (storage or cookies blocked), or its fallback. */
const safely = <T>(read: () => T, fallback: T): T => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

const root = document.documentElement;
const hide = () => {
  hidePage();
  // Never leave a page blank if the app fails to start: show what was prerendered after a while.
  setTimeout(revealPage, hiddenAtMost);
};

const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
if (!saveData && safely(() => new URL(document.referrer).origin === location.origin, false))
  root.setAttribute(htmlAttribute.fonts, '');

const stored = safely(() => sessionStorage.getItem(storageKey.redirect), null);
if (stored !== null) {
  safely(() => sessionStorage.removeItem(storageKey.redirect), undefined);
  const path = ownSitePath(stored, location.origin);
  if (path && path !== `${location.pathname}${location.search}${location.hash}`) {
    history.replaceState(null, '', path);
    hide();
  }
}

const move = startUrl(location, {
  cookie: safely(() => document.cookie, ''),
  localStorage: safely(() => localStorage.getItem(storageKey.language), null),
  sessionStorage: safely(() => sessionStorage.getItem(storageKey.language), null),
  navigator: navigator.languages?.length ? navigator.languages : [navigator.language],
  htmlLang: root.getAttribute('lang'),
});
if (move?.reload) {
  hide();
  // Tells main.tsx not to start the app on a page that is being left.
  root.setAttribute(htmlAttribute.leaving, '');
  location.replace(move.href);
} else if (move) {
  history.replaceState(null, '', move.href);
}
