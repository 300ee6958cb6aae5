/**
 * Asking for a quote on a phone (issue 37 §3): a product card's quote link lands on the form itself, not on
 * the top of the contact page — the form's title, its first field and the chosen family in sight at once.
 */
import { expect, test } from './fixtures';
import { localize, text, waitForApp } from './site';

test('a quote link from a family card lands on the form, the family chosen and in sight @mobile', async ({
  page,
}) => {
  await page.goto(localize('/products', 'de'));
  await waitForApp(page, 'de');
  const family = text('de', 'products.woodenHandles.title');
  await page
    .getByRole('link', { name: text('de', 'products.quoteFor', { family }) })
    .first()
    .click();
  await expect(page).toHaveURL(`${localize('/contact', 'de')}?product=wooden-handles#contact-form`);
  const product = page.getByRole('combobox', { name: text('de', 'contact.form.product') });
  await expect(product).toHaveValue('wooden-handles');
  await expect(product).toBeInViewport();
  await expect(page.getByLabel(text('de', 'contact.form.name'))).toBeInViewport();
  await expect(page.getByRole('heading', { name: text('de', 'contact.formSection.title') })).toBeInViewport();
});
