import { useEffect, useRef } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';

/** SPEC §9: the fixed header's height kept clear above a scrolled-to element, and the wait before scrolling. */
export const scrollOffset = 96;
export const scrollDelay = 100;

/** How long a hash target that is not on the page yet (its page chunk still loading) is waited for. */
const hashWaitLimit = 3000;

/** `location.hash`, following wouter's navigation (pushState/replaceState), back/forward and hash changes. */
const useHash = () =>
  useLocationProperty(
    () => window.location.hash,
    () => '',
  );

const behavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/** The element a hash names (`#dustpans`), or null for an empty, malformed or unknown hash. */
export const hashTarget = (hash: string): HTMLElement | null => {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // malformed percent-encoding
  }
};

/**
 * Scrolls so the hash's element sits `scrollOffset` px below the top, smoothly unless the visitor prefers
 * reduced motion, after `scrollDelay` ms; waits a little longer for an element whose page is still loading.
 * Returns a cancel function.
 */
export const scrollToHash = (hash: string): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = Date.now();
  const attempt = () => {
    const target = hashTarget(hash);
    if (target) {
      const top = target.getBoundingClientRect().top + window.scrollY - scrollOffset;
      window.scrollTo({ top: Math.max(0, top), behavior: behavior() });
    } else if (Date.now() - started < hashWaitLimit) {
      timer = setTimeout(attempt, scrollDelay);
    }
  };
  timer = setTimeout(attempt, scrollDelay);
  return () => clearTimeout(timer);
};

/**
 * After a move to another page: focus `<main>` at once, then the page's `<h1>` when it is there (its chunk
 * may still be loading), so a screen reader announces the new page by its title. Only after a move the
 * visitor made: a redirect before they have touched the page (the /admin guard's, to /login) leaves focus
 * where a page load does, at the start, instead of drawing a focus ring around the title (a script's
 * focus with no interaction before it matches `:focus-visible`).
 */
const focusPageStart = (): (() => void) => {
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return () => {};
  const main = document.getElementById('main');
  main?.focus({ preventScroll: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = Date.now();
  const attempt = () => {
    const title = main?.querySelector<HTMLElement>('h1');
    if (title) {
      if (!title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
      if (document.activeElement === main) title.focus({ preventScroll: true });
    } else if (Date.now() - started < hashWaitLimit) {
      timer = setTimeout(attempt, scrollDelay);
    }
  };
  attempt();
  return () => clearTimeout(timer);
};

/**
 * The site's scrolling on navigation: with a hash, scroll to its element (on load, on hash change and on
 * in-page links); on a move to another page without one, start at the top with focus on the page's title,
 * so keyboard and screen-reader users begin at the new content. A language switch keeps the position.
 * `path` is the canonical path (without the language prefix).
 */
export const useNavigationScroll = (path: string) => {
  const hash = useHash();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const moved = previous.current !== null && previous.current !== path;
    previous.current = path;
    if (hash) return scrollToHash(hash);
    if (!moved) return undefined;
    window.scrollTo({ top: 0, behavior: 'auto' });
    return focusPageStart();
  }, [path, hash]);
};
