import { randomUUID } from 'node:crypto';
/**
 * What the accessibility suite knows about the site and how it looks at a page: the languages and routes,
 * waiting for hydration, axe with the WCAG 2.2 AA tags, and what a visible focus indicator is.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

import { type Locale, localize, sitePages, waitForApp } from '../e2e/site.ts';

export { type Locale, locales, localize, waitForApp } from '../e2e/site.ts';

/** Every route of `site/src/routes.ts` (checked in axe.spec.ts), and an address that is none of them. */
export const routePaths = sitePages.map((page) => page.path);
export const notFoundPath = '/nope';

/** The paths `site/src/routes.ts` lists, read from its source (it cannot be imported outside Vite). */
export const declaredRoutePaths = (): string[] => {
  const source = readFileSync(join(import.meta.dirname, '../../site/src/routeTable.ts'), 'utf8');
  const table = source.slice(source.indexOf('siteRoutes'), source.indexOf('satisfies'));
  return [...table.matchAll(/path: '([^']+)'/g)].map((match) => match[1] as string);
};

/** Opens a page in a language and waits until it is hydrated. */
export const openPage = async (page: Page, path: string, locale: Locale = 'en'): Promise<void> => {
  await page.goto(localize(path, locale));
  await waitForApp(page, locale);
};

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export type { AxeResults } from 'axe-core';

/** One line per failing element: rule, impact, what it asks for, the element's selector and the reason. */
export const describeViolations = (violations: AxeResults['violations']): string =>
  violations
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const why = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        return `${violation.id} (${violation.impact}) ${violation.help}: ${node.target.join(' ')}${why ? ` — ${why}` : ''}`;
      }),
    )
    .join('\n');

/** axe-core's browser build, read once per worker. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the page and fails listing every violation (rule, impact, selector, reason). axe is put into
 * the page once and run there in one pass: the site has no frames, so `@axe-core/playwright`'s per-frame
 * machinery (which put axe's 560 KB into the page twice per run) only cost time — 1.5 s against 0.8 s a page.
 */
export const expectNoAxeViolations = async (page: Page): Promise<AxeResults> => {
  // A state is judged as a person sees it once it has appeared: a toast half-way through its fade-in has
  // not yet its colours (axe measured 4.49:1 on the failure toast at mid-fade). Endless animations (a
  // spinner) never finish and are left out.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const options: RunOptions = {
    runOnly: { type: 'tag', values: axeTags },
    resultTypes: ['violations', 'incomplete'],
  };
  // Put in by the test's channel, not by the page, so the site's Content-Security-Policy stays as it is.
  const present = () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function';
  if (!(await page.evaluate(present))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, options),
    options,
  );
  const { violations } = results;
  expect(violations.length, `axe on ${page.url()}:\n${describeViolations(violations)}`).toBe(0);
  return results;
};

/** How the focused element shows its focus, read from its computed style. */
export type FocusIndicator = {
  /** Tag and accessible name of the focused element, for messages. */
  element: string;
  outline: string;
  boxShadow: string;
  /** A ring: an outline of 2px or more, or a box-shadow with a spread of 2px or more. */
  visible: boolean;
  /** Some part of the element is on screen and not covered by another element (WCAG 2.4.11). */
  unobscured: boolean;
  /** Contrast of the outline against the background it is drawn on (the nearest one with a colour). */
  ringContrast: number;
};

/**
 * The focused element's focus indicator and whether it is hidden under something (the fixed header). A
 * visually hidden input (react-aria's radio) shows its ring on the label around it (`data-focus-visible`).
 */
export const focusIndicator = (page: Page): Promise<FocusIndicator | null> =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const ringOf = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
      // `rgb(…) 0px 0px 0px 3px [inset]`: the 4th length is the spread.
      const shadow = style.boxShadow.split(/,(?![^(]*\))/).some((layer) => {
        const lengths = layer.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g) ?? [];
        return Number.parseFloat(lengths[3] ?? '0') >= 2;
      });
      return { style, visible: outline || shadow };
    };
    let element: HTMLElement = focused;
    let ring = ringOf(element);
    const holder = focused.closest<HTMLElement>('[data-focus-visible]');
    if (!ring.visible && holder) {
      element = holder;
      ring = ringOf(holder);
    }
    const rect = element.getBoundingClientRect();
    const points: [number, number][] = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.top + 2],
      [rect.left + 2, rect.bottom - 2],
      [rect.right - 2, rect.bottom - 2],
    ];
    const unobscured = points.some(([x, y]) => {
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    });
    // The ring is drawn outside the element (inside it with a negative offset): on its parent's background.
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    let backdrop = [255, 255, 255];
    const start = Number.parseFloat(ring.style.outlineOffset) < 0 ? element : element.parentElement;
    for (let at = start; at; at = at.parentElement) {
      const [r = 0, g = 0, b = 0, alpha = 1] = rgb(getComputedStyle(at).backgroundColor);
      if (alpha > 0) {
        backdrop = [r, g, b];
        break;
      }
    }
    const luminance = ([r = 0, g = 0, b = 0]: number[]) =>
      [r, g, b]
        .map((channel) => channel / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, index) => sum + c * ([0.2126, 0.7152, 0.0722][index] ?? 0), 0);
    const [light, dark] = [luminance(rgb(ring.style.outlineColor)), luminance(backdrop)].sort(
      (a, b) => b - a,
    );
    const ringContrast = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    const labels = (focused as HTMLInputElement).labels;
    const name =
      focused.getAttribute('aria-label') ??
      (labels?.[0]?.textContent || focused.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      element: `<${focused.tagName.toLowerCase()}> ${name}`,
      outline: `${ring.style.outlineStyle} ${ring.style.outlineWidth} ${ring.style.outlineColor}`,
      boxShadow: ring.style.boxShadow,
      visible: ring.visible,
      unobscured,
      ringContrast: Math.round(ringContrast * 100) / 100,
    };
  });

/**
 * Waits until the opened drawer has slid in: its panel lies inside the window and no animation is running.
 * (react-aria's `data-entering` alone is not enough: on a loaded machine it can be checked before it is set.)
 */
export const drawerInPlace = async (page: Page): Promise<void> => {
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForFunction(() => {
    const panel = document.querySelector('[role="dialog"]');
    if (!panel || document.querySelector('[data-entering]')) return false;
    const box = panel.getBoundingClientRect();
    const inside = box.left >= -0.5 && box.right <= window.innerWidth + 0.5 && box.width > 0;
    return inside && document.getAnimations().every((animation) => animation.playState !== 'running');
  });
};

/**
 * Resolves once the page has settled: for two frames in a row no transition or finite animation runs and
 * the window has not scrolled. An event-driven wait, not a sleep: it waits as long as motion goes on (a
 * focus ring's transition, a scroll into view, a panel sliding in) and no longer, on a fast machine or a
 * loaded one. Infinite animations (a spinner) are not waited for.
 */
export const settled = (page: Page): Promise<unknown> =>
  page.waitForFunction(
    // Each call counts its own frames (`call`): still frames seen by an earlier call do not count.
    (call) => {
      type Count = { call: string; y: number; x: number; frames: number };
      const win = window as Window & { a11ySettled?: Count };
      const moving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      const last = win.a11ySettled?.call === call ? win.a11ySettled : undefined;
      const still = !moving && last?.y === window.scrollY && last?.x === window.scrollX;
      win.a11ySettled = {
        call,
        y: window.scrollY,
        x: window.scrollX,
        frames: still ? (last?.frames ?? 0) + 1 : 0,
      };
      return win.a11ySettled.frames >= 2;
    },
    randomUUID(),
    { polling: 'raf' },
  );

/**
 * Fails unless something has focus, shows a focus ring of 3:1 against what it is drawn on (WCAG 1.4.11)
 * and is not hidden under another element.
 */
export const expectVisibleFocus = async (page: Page, step = 'focus'): Promise<FocusIndicator> => {
  // The ring's own transition (and a scroll into view) ends first.
  await settled(page);
  const focus = await focusIndicator(page);
  expect(focus, `${step}: nothing has focus`).not.toBeNull();
  const indicator = focus as FocusIndicator;
  expect(
    indicator.visible,
    `${step}: ${indicator.element} shows no focus ring (outline ${indicator.outline}; box-shadow ${indicator.boxShadow})`,
  ).toBe(true);
  expect(indicator.unobscured, `${step}: ${indicator.element} is off screen or covered`).toBe(true);
  expect(
    indicator.ringContrast,
    `${step}: the ring of ${indicator.element} (${indicator.outline}) against its background`,
  ).toBeGreaterThanOrEqual(3);
  return indicator;
};

/**
 * Presses `key` in a widget that moves focus a task after the key (Radix's menus do, in a timeout) and
 * waits until focus has left the element that held it; fails if it never does. Then checks the new focus
 * as `expectVisibleFocus` does and returns it.
 */
export const pressMovingFocus = async (page: Page, key: string): Promise<FocusIndicator> => {
  const before = await page.evaluateHandle(() => document.activeElement);
  await page.keyboard.press(key);
  await expect
    .poll(() => before.evaluate((element) => element !== document.activeElement), {
      message: `${key} did not move focus`,
    })
    .toBe(true);
  await before.dispose();
  return expectVisibleFocus(page, key);
};

/**
 * Presses Tab until `isTarget` holds for the focused element, checking a visible focus at every stop;
 * fails after `limit` presses. Returns the focus stops on the way (names), the target last.
 */
export const tabTo = async (
  page: Page,
  isTarget: (focus: FocusIndicator) => boolean,
  limit = 30,
  key = 'Tab',
): Promise<string[]> => {
  const stops: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(key);
    const focus = await expectVisibleFocus(page, `${key} #${press + 1}`);
    stops.push(focus.element);
    if (isTarget(focus)) return stops;
  }
  throw new Error(`not reached within ${limit} presses of ${key}; focus went to:\n${stops.join('\n')}`);
};

/**
 * A sender address of its own for each enquiry a test sends: the local backend refuses a fourth enquiry from
 * one sender within ten minutes (submit_enquiry), as it would a script. Unique before the @ without a
 * +tag: ada+a@ and ada+b@ are one sender to it.
 */
export const uniqueSender = (): string => `ada-${randomUUID().slice(0, 8)}@example.com`;
