/**
 * Asking for a quote on a phone (issue 37 §3): a product card's quote link lands on the form itself, not on
 * the top of the contact page — the form's title, its first field and the chosen family in sight at once.
 */
import { company } from '../../packages/content/src/company.ts';
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

test('from the home page, a family card’s quote request lands on the form, that family chosen and in sight @mobile', async ({
  page,
}) => {
  await page.goto(localize('/', 'de'));
  await waitForApp(page, 'de');
  const family = text('de', 'products.dustpans.title');
  await page
    .locator('section#products')
    .getByRole('link', { name: text('de', 'home.products.quoteFor', { family }) })
    .click();
  await expect(page).toHaveURL(`${localize('/contact', 'de')}?product=dustpans#contact-form`);
  const product = page.getByRole('combobox', { name: text('de', 'contact.form.product') });
  await expect(product).toHaveValue('dustpans');
  await expect(product).toBeInViewport();
  await expect(page.getByLabel(text('de', 'contact.form.name'))).toBeInViewport();
});

for (const [from, name] of [
  ['the hero’s call to action', 'home.hero.cta'],
  ['the contact card', 'contact.cards.form.link'],
] as const) {
  test(`from the home page, ${from} lands on the form itself, its first field in sight @mobile`, async ({
    page,
  }) => {
    await page.goto(localize('/', 'de'));
    await waitForApp(page, 'de');
    await page
      .getByRole('link', { name: text('de', name), exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(`${localize('/contact', 'de')}#contact-form`);
    await expect(
      page.getByRole('heading', { name: text('de', 'contact.formSection.title') }),
    ).toBeInViewport();
    await expect(page.getByLabel(text('de', 'contact.form.name'))).toBeInViewport();
  });
}

test('a German buyer reads each family’s minimum order and lead time on its card, from the facts @mobile', async ({
  page,
}) => {
  await page.goto(localize('/products', 'de'));
  await waitForApp(page, 'de');
  // The cards' anchors (SPEC §3), each family's terms read from the company's facts.
  const anchors = {
    recycledBrushes: 'recycled-brushes',
    naturalBrushes: 'natural-brushes',
    dustpans: 'dustpans',
    woodenHandles: 'wooden-handles',
    woodComponents: 'wood-components',
  } as const satisfies Record<keyof typeof company.orderTerms, string>;
  for (const [category, anchor] of Object.entries(anchors) as [keyof typeof anchors, string][]) {
    const terms = company.orderTerms[category];
    const card = page.locator(`article#${anchor}`);
    // Swiss German closes up four digits ("5000") and groups more with ’ ("12’000", printFigure.ts); the
    // range keeps its word joiners, so "4–6" never breaks.
    const pieces =
      terms.minimumOrder < 10_000
        ? String(terms.minimumOrder)
        : String(terms.minimumOrder).replace(/\B(?=(\d{3})+$)/g, '’');
    const [from, to] = terms.leadTimeWeeks;
    const row = (label: string) =>
      card.locator('[data-spec]').filter({ has: page.getByText(label, { exact: true }) });
    await expect(row(text('de', 'products.spec.minimumOrder')).locator('dd')).toHaveText(
      new RegExp(`^${pieces}\\s${text('de', 'products.spec.minimumOrderValue', { amount: '' }).trim()}`),
    );
    await expect(row(text('de', 'products.spec.leadTime')).locator('dd')).toHaveText(
      new RegExp(
        `^${from}\\u2060–\\u2060${to}\\s${text('de', 'products.spec.leadTimeValue', { amount: '' }).trim()}`,
      ),
    );
  }
});
