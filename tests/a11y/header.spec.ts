/**
 * The header row at desktop widths in every language: the logo with the company's name, the five links, the
 * language menu and the contact button never run over one another or out of the row (WCAG 1.4.10, 1.4.12: text must stay
 * readable, not covered) — French labels are the longest, and a first visit uses the wider fallback fonts.
 * The inline navigation shows from 1280 px, where the French row fits on one line; below, the menu button
 * opens the drawer (docs/adr/0065). That no label or wordmark wraps is layout-kinds.spec.ts's check.
 */
import { expect, test } from '@playwright/test';
import { text } from '../e2e/site.ts';
import { locales, openPage } from './site';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

for (const width of [1280, 1440, 2560]) {
  for (const locale of locales) {
    test(`header at ${width}px in ${locale}: nothing overlaps, everything stays in the row @desktop`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/about', locale);
      const header = page.locator('header').first();
      const row = await header.locator(':scope > *').first().boundingBox();
      const items = header.locator('a:visible, button:visible');
      const boxes = (await items.evaluateAll((elements) =>
        elements.map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return {
            name: element.textContent?.trim() || element.getAttribute('aria-label') || '',
            x,
            y,
            width,
            height,
          };
        }),
      )) as (Box & { name: string })[];
      expect(boxes.length, 'logo, five links, language menu, contact').toBeGreaterThanOrEqual(8);
      // The company's name stays in sight beside the mark (at 1024 px it once hid), inside the logo link.
      const wordmark = header.getByRole('link').first().locator('span');
      await expect(wordmark).toHaveText(/\S/);
      const name = await wordmark.evaluate((element) => {
        const { width, height } = element.getBoundingClientRect();
        return { width, height, clipped: getComputedStyle(element).clipPath !== 'none' };
      });
      expect(name.width, 'the wordmark has room').toBeGreaterThan(60);
      expect(name.height, 'the wordmark is on one line').toBeLessThanOrEqual(32);
      expect(name.clipped, 'the wordmark is not clipped away').toBe(false);
      for (const [index, box] of boxes.entries()) {
        if (row)
          expect(box.x + box.width, `${box.name} ends inside the row`).toBeLessThanOrEqual(
            row.x + row.width + 0.5,
          );
        for (const other of boxes.slice(index + 1))
          expect(overlaps(box, other), `${box.name} and ${other.name} overlap`).toBe(false);
      }
    });
  }
}

for (const locale of locales)
  test(`header at 1024px in ${locale}: the menu button, not a navigation that does not fit @desktop`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openPage(page, '/about', locale);
    const header = page.locator('header').first();
    await expect(header.getByRole('navigation')).toBeHidden();
    await expect(header.getByRole('button', { name: text(locale, 'ui.header.openMenu') })).toBeVisible();
    const row = await header.evaluate((element) => {
      const bar = element.firstElementChild as HTMLElement;
      return { scroll: bar.scrollWidth, client: bar.clientWidth };
    });
    expect(row.scroll, 'nothing runs out of the row').toBeLessThanOrEqual(row.client);
  });
