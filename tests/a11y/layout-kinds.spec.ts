/**
 * The kinds of layout fault issue 37 found, looked for everywhere they can occur: every page with a header,
 * a banner, a key figure or a select, in five languages, from a 320 px phone to a 2560 px monitor. No line
 * box of the header, a banner or a figure narrower than its longest word, no wordmark, header link or
 * figure on two lines, no number range split, no inserted hyphen in a heading, button or link (none at all
 * in English), no select that cuts its value (WCAG 1.4.10 reflow, 1.4.12 text spacing; docs/adr/0065).
 * Each page is loaded once per language and measured at every width (the layout is CSS: resizing is
 * enough), so the spec stays within about two minutes.
 */
import { expect, test } from '@playwright/test';
import { layoutFaults } from './layout';
import { locales, openPage, routePaths } from './site';

/** A small phone, a common one, a tablet, a small laptop, a desktop and a large monitor. */
const widths = [320, 390, 768, 1024, 1440, 2560];

/** Every page (the admin page only shows its sign-in form to a visitor: /login covers it). */
const paths = routePaths.filter((path) => path !== '/admin');

for (const locale of locales)
  for (const path of paths)
    test(`${path} in ${locale}: no starved column, broken name or figure, split heading or cut select @desktop`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: widths[0] as number, height: 900 });
      await openPage(page, path, locale);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        const faults = await page.evaluate(layoutFaults, locale === 'en');
        expect.soft(faults, `${path} in ${locale} at ${width} px`).toEqual([]);
      }
    });
