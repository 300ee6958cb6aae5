/**
 * From a figure to its proof (issue 33: "no link from any claim to its proof"): a key figure that states
 * a claim ("100 %" of the wood certified) links to the claim in full — statement, scope, standard,
 * certificate, audit — on the sustainability page, in the visitor's language, before and after the app
 * has started.
 */
import { expect, test } from './fixtures';
import { type Locale, localize, text, waitForApp } from './site';

const proofLink = (locale: Locale, figure: string) =>
  new RegExp(`^${text(locale, 'claims.proofLink')} – .*${figure}`);

test('the certified-wood figure on /de/about leads to the claim in full on /de/sustainability', async ({
  page,
}) => {
  await page.goto(localize('/about', 'de'));
  await waitForApp(page, 'de');
  await page.getByRole('link', { name: proofLink('de', text('de', 'about.stats.certified.label')) }).click();
  await expect(page).toHaveURL(`${localize('/sustainability', 'de')}#claim-certified-wood`);
  const claim = page.locator('#claim-certified-wood');
  await expect(claim).toBeInViewport();
  await expect(claim).toContainText(/FSC.*PEFC.*FSC-C/s);
  await expect(
    page.getByRole('heading', { name: text('de', 'sustainability.evidence.title') }),
  ).toBeVisible();
});

test('each figure of /fr/sustainability links to its claim on the same page, and each claim is there', async ({
  page,
}) => {
  await page.goto(localize('/sustainability', 'fr'));
  await waitForApp(page, 'fr');
  // "How we prove it" where a document proves the claim; where the audit is sent on request, the link says
  // what it leads to: the figure's scope and who checked it (the lawyer's third read, M1).
  const proved = page.getByRole('link', { name: new RegExp(`^${text('fr', 'claims.proofLink')} – `) });
  const scoped = page.getByRole('link', { name: new RegExp(`^${text('fr', 'claims.scopeLink')} – `) });
  await expect(proved).toHaveCount(1);
  await expect(scoped).toHaveCount(2);
  for (const anchor of ['claim-certified-wood', 'claim-energy-reduction', 'claim-zero-landfill'])
    await expect(page.locator(`#${anchor}`)).toBeVisible();
  await scoped.and(page.locator('[href$="#claim-zero-landfill"]')).click();
  await expect(page).toHaveURL(`${localize('/sustainability', 'fr')}#claim-zero-landfill`);
  await expect(page.locator('#claim-zero-landfill')).toBeInViewport();
});

test('without JavaScript the figure links to the same claim', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(localize('/about', 'it'));
  const link = page.getByRole('link', { name: proofLink('it', text('it', 'about.stats.certified.label')) });
  await expect(link).toHaveAttribute('href', `${localize('/sustainability', 'it')}#claim-certified-wood`);
  await context.close();
});
