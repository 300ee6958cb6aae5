/**
 * The home page's hero as a visitor sees it, from a small phone to a large monitor, in every language and
 * in both fonts (a visit's first page is set in the system's fonts, the next ones in the brand's): the
 * copy and the buttons never run over the drawing, the drawing's subject is never cut (the broom at
 * 1920 px was), and nothing leaves the screen sideways. A width that fails is pictured in the report.
 */
import { expect, test } from '@playwright/test';
import { type Box, overlaps, textAndControlBoxes } from './layout';
import { locales, localize, waitForApp } from './site';

/** Widths from a small phone to a 2560 px monitor, each with a usual height for it. */
const screens = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
];

/**
 * The drawing's subject in hero-poster.svg's own units (1600 × 900): from the brush on the bench (x 560)
 * to the wood blocks (x 1580), from the broom's bristles (y 80) to the bench's front (y 712).
 */
const subject = { left: 560, top: 80, right: 1580, bottom: 712 };

type Measured = {
  stage: Box;
  text: Box[];
  subject: { left: number; top: number; right: number; bottom: number };
  scrollWidth: number;
};

/** The frame of the picture, the hero's text and buttons, and where the subject lands on screen. */
const measure = (area: typeof subject): Measured => {
  const stage = document.querySelector('[data-hero-stage]') as HTMLElement;
  const img = stage.querySelector('img') as HTMLImageElement;
  const box = img.getBoundingClientRect();
  const style = getComputedStyle(img);
  // object-fit: cover scales to fill; object-position places the overflow (percentages of it).
  const scale =
    style.objectFit === 'cover'
      ? Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight)
      : Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
  const [px, py] = style.objectPosition.split(' ').map((value) => Number.parseFloat(value) / 100) as [
    number,
    number,
  ];
  const left = box.x + (box.width - img.naturalWidth * scale) * px;
  const top = box.y + (box.height - img.naturalHeight * scale) * py;
  const frame = stage.getBoundingClientRect();
  return {
    stage: { x: frame.x, y: frame.y, width: frame.width, height: frame.height, what: 'the picture' },
    text: [],
    subject: {
      left: left + area.left * scale,
      top: top + area.top * scale,
      right: left + area.right * scale,
      bottom: top + area.bottom * scale,
    },
    scrollWidth: document.documentElement.scrollWidth,
  };
};

for (const locale of locales) {
  for (const fonts of ['system', 'brand'] as const) {
    test(`hero in ${locale} with the ${fonts} fonts: text and buttons never over the drawing, the drawing whole, 320–2560 px @desktop`, async ({
      page,
    }, testInfo) => {
      test.slow(); // eight widths
      // A visit's first page is set in the system's fonts; once the app has put the brand's files into the
      // cache, the next page of the site, reached from it (its referrer), uses them (<html data-fonts>).
      // Each width is then the same page resized.
      await page.setViewportSize(screens[0] as (typeof screens)[number]);
      let referer: string | undefined;
      if (fonts === 'brand') {
        const fetched: string[] = [];
        page.on('requestfinished', (request) => {
          if (request.url().endsWith('.woff2')) fetched.push(request.url());
        });
        await page.goto(localize('/faq', locale));
        await waitForApp(page, locale);
        await expect.poll(() => fetched.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
        referer = page.url();
      }
      await page.goto(localize('/', locale), referer ? { referer } : {});
      if (fonts === 'brand') await expect(page.locator('html')).toHaveAttribute('data-fonts', '');
      else await expect(page.locator('html')).not.toHaveAttribute('data-fonts');
      await page.evaluate(() => document.fonts.ready);
      if (fonts === 'brand')
        await expect.poll(() => page.evaluate(() => document.fonts.check('600 16px Fraunces'))).toBe(true);
      let failures = 0;
      for (const screen of screens) {
        await page.setViewportSize(screen);
        const where = `${locale} at ${screen.width} px (${fonts} fonts)`;
        const hero = page.locator('section', { has: page.locator('[data-hero-stage]') });
        await expect(hero.locator('[data-hero-stage] img')).toHaveJSProperty('complete', true);
        const measured = await page.evaluate(measure, subject);
        // The text column is the frame's sibling: eyebrow, title, subtitle and the buttons.
        const text = await page.evaluate(textAndControlBoxes, ':has(+ [data-hero-stage])');
        expect.soft(text.length, `${where}: the hero's text was measured`).toBeGreaterThan(4);
        const over = text.filter((box) => overlaps(box, measured.stage)).map((box) => box.what);
        expect.soft(over, `${where}: text or buttons over the drawing`).toEqual([]);
        const outside = text.filter((box) => box.x < -0.5 || box.x + box.width > screen.width + 0.5);
        expect
          .soft(
            outside.map((box) => box.what),
            `${where}: text beyond the screen's edge`,
          )
          .toEqual([]);
        expect
          .soft(measured.scrollWidth, `${where}: no sideways scrolling`)
          .toBeLessThanOrEqual(screen.width);
        const frame = measured.stage;
        const cut = measured.subject;
        expect
          .soft(
            cut.left >= frame.x - 0.5 &&
              cut.right <= frame.x + frame.width + 0.5 &&
              cut.top >= frame.y - 0.5 &&
              cut.bottom <= frame.y + frame.height + 0.5,
            `${where}: the drawing's subject (broom to bench) inside its frame ${JSON.stringify({ frame, cut })}`,
          )
          .toBe(true);
        expect
          .soft(frame.x + frame.width, `${where}: the picture within the screen`)
          .toBeLessThanOrEqual(screen.width + 0.5);
        // A width that failed a check is pictured in the report.
        if (testInfo.errors.length > failures) {
          failures = testInfo.errors.length;
          await testInfo.attach(`hero-${locale}-${screen.width}-${fonts}.png`, {
            body: await hero.screenshot(),
            contentType: 'image/png',
          });
        }
      }
    });
  }
}
