/**
 * Target sizes: on the phone every visible control is at least 44×44 CSS px, on the desktop at least
 * 24×24 (WCAG 2.5.8, with no spacing allowance). The one exception is WCAG's inline one, read strictly: a
 * link inside a sentence (an inline `<a>` in a `<p>` of flowing text with other words around it).
 */
import { expect, type Page, test } from '@playwright/test';
import { sharedPageTest } from '../sharedPage.ts';
import {
  drawerInPlace,
  locales,
  localize,
  notFoundPath,
  openPage,
  routePaths,
  settled,
  uniqueSender,
} from './site.ts';

/** What counts as a control: anything that can be pressed or focused by Tab. */
const interactive = 'a[href], button, input, textarea, select, summary, [role="button"], [tabindex]';

type Target = { element: string; width: number; height: number };

/** The controls under `within` smaller than `min` in either direction, inline links in sentences left out. */
const smallTargets = (page: Page, min: number, within = 'body'): Promise<Target[]> =>
  page.evaluate(
    ({ selector, min, within }) => {
      const root = document.querySelector(within) ?? document.body;
      const natives = 'a[href], button, input, textarea, select, summary';
      /** An inline link in a sentence: inline all the way up to a flowing `<p>` with other words in it. */
      const inSentence = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        let parent = element.parentElement;
        while (parent && getComputedStyle(parent).display === 'inline') parent = parent.parentElement;
        if (parent?.tagName !== 'P' || getComputedStyle(parent).display !== 'block') return false;
        const around = (parent.textContent ?? '').replace(element.textContent ?? '', '');
        return /\p{L}{2,}/u.test(around);
      };
      const found: Target[] = [];
      for (const candidate of root.querySelectorAll<HTMLElement>(selector)) {
        // A [tabindex] element counts only in the tab order; a native control whenever it shows.
        if (!candidate.matches(natives) && candidate.tabIndex < 0) continue;
        if (candidate.closest('[inert]')) continue;
        // A visually hidden input (react-aria's radio, in a 1px clipped box) is pressed through its label.
        let element: HTMLElement = candidate;
        let rect = element.getBoundingClientRect();
        const label = candidate.matches('input') ? candidate.closest('label') : null;
        if (label) {
          for (let box: HTMLElement | null = candidate; box && box !== label; box = box.parentElement) {
            const { width, height } = box.getBoundingClientRect();
            if (width <= 1 && height <= 1) {
              element = label;
              rect = label.getBoundingClientRect();
              break;
            }
          }
        }
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        // Off screen on purpose (the honeypot) or clipped away (the skip link until focused).
        if (rect.right <= 0 || rect.bottom <= 0 || (rect.width <= 1 && rect.height <= 1)) continue;
        if (inSentence(element)) continue;
        if (rect.width < min || rect.height < min) {
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
          found.push({
            element: `<${element.tagName.toLowerCase()} class="${element.className}"> ${name}`,
            width: Math.round(rect.width * 10) / 10,
            height: Math.round(rect.height * 10) / 10,
          });
        }
      }
      return found;
    },
    { selector: interactive, min, within },
  );

/** 44 px on the phone, 24 px on the desktop. */
const minimum = (page: Page) => ((page.viewportSize()?.width ?? 0) < 1024 ? 44 : 24);

const expectTargets = async (page: Page, within?: string) => {
  // Measured at rest: a toast scaling in is smaller than it ends up (seen on a loaded machine: 43.96 px).
  await settled(page);
  const min = minimum(page);
  const small = await smallTargets(page, min, within);
  expect(
    small,
    `controls under ${min}×${min} px on ${page.url()}:\n${small.map((t) => `${t.element}: ${t.width}×${t.height}`).join('\n')}`,
  ).toEqual([]);
};

for (const path of [...routePaths.filter((path) => path !== '/admin'), notFoundPath]) {
  // Read-only: the routes share one tab per worker (tests/sharedPage.ts).
  sharedPageTest(`targets: ${path}`, async ({ page }) => {
    await openPage(page, path);
    await expectTargets(page);
  });
}

// Header and footer carry the same links in every language: the shortest words are the smallest targets.
for (const locale of locales.filter((locale) => locale !== 'en')) {
  sharedPageTest(`targets: ${localize('/', locale)}`, async ({ page }) => {
    await openPage(page, '/', locale);
    await expectTargets(page);
  });
}

test('targets: the skip link once focused', async ({ page }) => {
  await openPage(page, '/about');
  await page.keyboard.press('Tab');
  const box = await page.getByRole('link', { name: 'Skip to main content' }).boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(minimum(page));
  expect(box?.width).toBeGreaterThanOrEqual(minimum(page));
});

test('targets: the open drawer @mobile', async ({ page }) => {
  await openPage(page, '/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await drawerInPlace(page);
  await expectTargets(page, '[role="dialog"]');
});

test('targets: the open language menu @desktop', async ({ page }) => {
  await openPage(page, '/about');
  await page.getByRole('button', { name: 'Change language English' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectTargets(page, '[role="menu"]');
});

test('targets: the failure toast with its action, and the form with its errors', async ({ page }) => {
  await page.route('**/rest/v1/rpc/submit_enquiry', (route) => route.fulfill({ status: 500, body: 'down' }));
  await openPage(page, '/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(4);
  await expectTargets(page, 'form');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueSender());
  await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Engines');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Ten thousand brooms, please.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('link', { name: 'Write an email' })).toBeVisible();
  await expectTargets(page, '[role="region"][aria-label^="Notifications"]');
});
