/**
 * On a phone, no word of any page breaks between two letters without a hyphen ("Wiederaufforstun|g"), in
 * any language (WCAG 1.4.10: text reflows into a narrow column and stays readable). The build puts soft
 * hyphens into the long words of every catalog (docs/adr/0047), so this holds in a browser without
 * hyphenation dictionaries, as Chromium on Linux is. Addresses, figures and codes are left as written.
 */
import { expect, test } from '@playwright/test';
import { wordsBrokenWithoutHyphen } from './layout';
import { locales, localize, openPage, routePaths } from './site';

/** Every page a visitor reads (not the staff pages, whose words the catalogs' hyphens cover the same). */
const paths = routePaths.filter((path) => path !== '/login' && path !== '/admin');

/** A small phone and a common one. */
const widths = [320, 390];

for (const locale of locales)
  test(`in ${locale}, no word breaks without a hyphen on a phone, on any page @mobile`, async ({ page }) => {
    test.slow(); // ten pages at two widths
    for (const path of paths) {
      await page.setViewportSize({ width: widths[0] as number, height: 800 });
      await openPage(page, path, locale);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        const broken = await page.evaluate(wordsBrokenWithoutHyphen, 'body');
        expect.soft(broken, `${localize(path, locale)} at ${width} px`).toEqual([]);
      }
    }
  });

test('the check finds a word broken without a hyphen (the German phone before soft hyphens) @mobile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  // Hydrated first: a text changed before React hydrates is a mismatch React repairs by rendering afresh,
  // soft hyphens and all (CI saw the check find nothing that way).
  await openPage(page, '/sustainability', 'de');
  // The page as it was: the same text without its soft hyphens, in a column a long word does not fit.
  const broken = await page.evaluate(() => {
    const main = document.querySelector('main') as HTMLElement;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      node.textContent = (node.textContent ?? '').replaceAll('\u00AD', '');
    main.style.setProperty('overflow-wrap', 'anywhere');
    main.style.setProperty('width', '120px');
    return null;
  });
  expect(broken).toBeNull();
  expect(await page.evaluate(wordsBrokenWithoutHyphen, 'main')).not.toEqual([]);
});
