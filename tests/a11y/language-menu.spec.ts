/**
 * The desktop language menu by keyboard on a French page, as the WAI-ARIA menu button pattern has it: it
 * opens with focus on the active language (the audit of 2026-11-29 found "English", the first, focused),
 * and Tab in the open menu closes it with focus back on the button (it found Tab doing nothing).
 * keyboard.spec.ts walks the menu on an English page, where the active language is the first.
 */
import { expect, test } from '@playwright/test';
import { languageNames, text } from '../e2e/site.ts';
import { expectVisibleFocus, openPage, tabTo } from './site';

const trigger = `${text('fr', 'ui.languageMenu.label')} ${languageNames.fr}`;

for (const key of ['Enter', 'Space', 'ArrowDown'])
  test(`on /fr, ${key} opens the language menu on Français, and Tab closes it @desktop`, async ({ page }) => {
    await openPage(page, '/', 'fr');
    await tabTo(
      page,
      (focus) => focus.element.startsWith(`<button> ${text('fr', 'ui.languageMenu.label')}`),
      15,
    );
    await page.keyboard.press(key);
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: languageNames.fr })).toBeFocused();
    await expectVisibleFocus(page, 'the active language');

    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: trigger })).toBeFocused();
    await expect(page.getByRole('button', { name: trigger })).toHaveAttribute('aria-expanded', 'false');
    await expectVisibleFocus(page, 'the button after Tab');
    await expect(page).toHaveURL('/fr');
  });
