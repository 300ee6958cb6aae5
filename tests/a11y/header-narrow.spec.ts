/**
 * The phone header at the narrowest widths, in every language, with and without the WCAG 1.4.12 text
 * spacing: the logo, the contact button and the menu button all stay on the screen, none covers another
 * and each keeps a 44 px target (WCAG 1.4.10 reflow, 1.4.12 text spacing, 2.4.11 focus not obscured,
 * 2.5.8 target size). The audit of 2026-11-29 found the menu button at x 338–382 on a 320 px screen with text
 * spacing — the only way to the navigation and the languages on a phone — and 12 px cut without it.
 */
import { expect, test } from '@playwright/test';
import { locales, openPage } from './site';

/** WCAG 1.4.12's text-spacing override, as the audit (and bookmarklets) apply it. */
const textSpacing =
  '*{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}p{margin-bottom:2em!important}';

/** The smallest phone, a common small Android and a common iPhone. */
const widths = [320, 360, 390];

// The override goes in as a <style> element, which the site's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

type Control = { name: string; left: number; right: number; top: number; bottom: number };

for (const locale of locales)
  test(`phone header in ${locale}: every control on screen, apart and 44 px, with and without text spacing @mobile`, async ({
    page,
  }) => {
    await openPage(page, '/contact', locale);
    for (const spaced of [false, true]) {
      if (spaced) await page.addStyleTag({ content: textSpacing });
      for (const width of widths) {
        await page.setViewportSize({ width, height: 700 });
        const controls = (await page
          .locator('header')
          .first()
          .locator('a:visible, button:visible')
          .evaluateAll((elements) =>
            elements.map((element) => {
              const { left, right, top, bottom } = element.getBoundingClientRect();
              const name = element.getAttribute('aria-label') || element.textContent?.trim() || '';
              return { name, left, right, top, bottom };
            }),
          )) as Control[];
        const where = `${locale} at ${width} px${spaced ? ' with text spacing' : ''}`;
        expect(controls.length, `${where}: logo, contact and menu button`).toBe(3);
        for (const [index, control] of controls.entries()) {
          expect.soft(control.left, `${where}: ${control.name} starts on screen`).toBeGreaterThanOrEqual(0);
          expect.soft(control.right, `${where}: ${control.name} ends on screen`).toBeLessThanOrEqual(width);
          expect
            .soft(control.right - control.left, `${where}: ${control.name} is 44 px wide`)
            .toBeGreaterThanOrEqual(44);
          expect
            .soft(control.bottom - control.top, `${where}: ${control.name} is 44 px high`)
            .toBeGreaterThanOrEqual(44);
          for (const other of controls.slice(index + 1))
            expect
              .soft(
                control.left < other.right - 0.5 && other.left < control.right - 0.5,
                `${where}: ${control.name} and ${other.name} overlap`,
              )
              .toBe(false);
        }
      }
    }
  });
