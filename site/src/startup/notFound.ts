/** The inline script of `404.html`: leaves the address for the home page's head script to put back. */
import { hidePage, storageKey } from '../protocol';
import { sitePath } from '../sitePath';

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
