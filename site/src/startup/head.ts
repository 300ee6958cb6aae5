/**
 * The inline script first in every page's <head> (README.md here, step 1): puts back the address a 404 page
 * left, uses the cached fonts after a same-site page, and moves to the visitor's language (SPEC §9).
 */
import { hiddenAtMost, hidePage, htmlAttribute, revealPage, storageKey } from '../protocol';
import { ownSitePath } from '../sitePath';
import { startUrl } from './startUrl';

/** A browser API that may throw (storage blocked), or the fallback. */
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
  root.setAttribute(htmlAttribute.leaving, '');
  location.replace(move.href);
} else if (move) {
  history.replaceState(null, '', move.href);
}
