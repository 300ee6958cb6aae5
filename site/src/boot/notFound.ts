/**
 * The inline script of `404.html`, the page a static host serves for an address it has no file for.
 * It leaves the address in sessionStorage and goes to the home page, whose start-up script puts the
 * address back and lets the app render it (a not-found page in the visitor's language, or a page the
 * host could not map). Without JavaScript or storage, the prerendered not-found page simply stays.
 */
import { redirectKey } from './startUrl';

if (location.pathname !== '/') {
  try {
    sessionStorage.setItem(redirectKey, `${location.pathname}${location.search}${location.hash}`);
    document.documentElement.style.visibility = 'hidden';
    location.replace('/');
  } catch {
    // no storage: the not-found page below is the answer
  }
}
