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

/** A heading, the name a section is announced and seen by. */
const headingSelector = 'h1, h2, h3, h4, h5, h6';

/**
 * Moves focus to a scrolled-to element, so the next Tab goes on from there and a screen reader reads it
 * (WCAG 2.4.3): the element itself when it takes focus (a field, a link), else its title — the element when
 * it is a heading, or its first heading (a product's name, the contact form's title) — else the element.
 * What is not focusable gets `tabindex="-1"`. A title rather than the whole section: the design system
 * draws its focus ring on a script-focused heading (packages/ui theme/reset.css.ts), while a card would
 * get only the browser's default ring, round all of it. After a click `:focus-visible` does not match, so
 * a pointer user sees no ring at all. `preventScroll`: the SPEC's offset scroll stays the only one.
 */
const focusHashTarget = (target: HTMLElement) => {
  const focusable = target.hasAttribute('tabindex') || target.tabIndex >= 0;
  const title = target.matches(headingSelector) ? target : target.querySelector<HTMLElement>(headingSelector);
  const element = focusable ? target : (title ?? target);
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
};

/**
 * Scrolls so the hash's element sits `scrollOffset` px below the top, smoothly unless the visitor prefers
 * reduced motion, after `scrollDelay` ms; waits a little longer for an element whose page is still loading.
 * With `focus`, also moves focus there (after a link or a hash change the visitor made; never on a page
 * load, where a browser too leaves focus at the start and only lets Tab go on from the element).
 * Returns a cancel function.
 */
export const scrollToHash = (hash: string, { focus = false }: { focus?: boolean } = {}): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const started = Date.now();
  const attempt = () => {
    const target = hashTarget(hash);
    if (target) {
      const top = target.getBoundingClientRect().top + window.scrollY - scrollOffset;
      window.scrollTo({ top: Math.max(0, top), behavior: behavior() });
      if (focus) focusHashTarget(target);
    } else if (Date.now() - started < hashWaitLimit) {
      timer = setTimeout(attempt, scrollDelay);
    }
  };
  timer = setTimeout(attempt, scrollDelay);
  return () => clearTimeout(timer);
};

/** Whether the visitor has touched the page yet (a browser without `userActivation` counts as yes). */
const visitorActed = (): boolean => navigator.userActivation?.hasBeenActive ?? true;

/**
 * After a move to another page: focus `<main>` at once, then the page's `<h1>` when it is there (its chunk
 * may still be loading), so a screen reader announces the new page by its title. Only after a move the
 * visitor made: a redirect before they have touched the page (the /admin guard's, to /login) leaves focus
 * where a page load does, at the start, instead of drawing a focus ring around the title (a script's
 * focus with no interaction before it matches `:focus-visible`).
 */
const focusPageStart = (): (() => void) => {
  if (!visitorActed()) return () => {};
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
 * in-page links) and, except for the hash the page was opened with, focus it; on a move to another page
 * without one, start at the top with focus on the page's title, so keyboard and screen-reader users begin
 * at the new content. A language switch keeps the position.
 * `path` is the canonical path (without the language prefix).
 */
export const useNavigationScroll = (path: string) => {
  const hash = useHash();
  const previous = useRef<string | null>(null);
  // The hash the page was opened with, while the visitor stays at it (then null). Read from the address on
  // the first run: `hash` may still be '' then (the hydrating render uses the server's value), so the
  // opened hash can arrive on a later run.
  const opened = useRef<string | null>(null);

  useEffect(() => {
    const loaded = previous.current === null;
    if (loaded) opened.current = window.location.hash;
    const moved = !loaded && previous.current !== path;
    previous.current = path;
    if (moved || (hash && hash !== opened.current)) opened.current = null;
    if (hash) return scrollToHash(hash, { focus: hash !== opened.current && visitorActed() });
    if (!moved) return undefined;
    window.scrollTo({ top: 0, behavior: 'auto' });
    return focusPageStart();
  }, [path, hash]);
};
