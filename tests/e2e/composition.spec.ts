/**
 * How the pages are composed, as a visitor sees them: the home page is the hero, then bands of different
 * rhythm — the about teaser, the product families as a grid a buyer scans (each with its quote request),
 * manufacturing, sustainability and private label side by side — then the compact contact section (SPEC §2:
 * stacked sections ending with the compact contact section), short on a phone, with the company's key
 * figures and the proof of its certified wood in the hero (issue 37 §5: proof above the fold); and the
 * pages' own headers fill their row on a desktop with the title at a reading measure and a picture beside
 * it, instead of leaving the right half empty.
 */
import { expect, test } from './fixtures';
import { locales, localize, pageAt, text } from './site';

/** The teasers of the home page, in order: anchor, the page it leads to and its link's message. */
const teasers = [
  { id: 'about', href: '/about', link: 'home.teasers.about.link' },
  { id: 'manufacturing', href: '/manufacturing', link: 'home.teasers.manufacturing.link' },
  { id: 'sustainability', href: '/sustainability', link: 'home.teasers.sustainability.link' },
  { id: 'private-label', href: '/private-label', link: 'home.teasers.privateLabel.link' },
];

/** The product families in the range's order: their anchor on /products and their name's message. */
const families = [
  { anchor: 'recycled-brushes', title: 'products.recycledBrushes.title' },
  { anchor: 'natural-brushes', title: 'products.naturalBrushes.title' },
  { anchor: 'dustpans', title: 'products.dustpans.title' },
  { anchor: 'wooden-handles', title: 'products.woodenHandles.title' },
  { anchor: 'wood-components', title: 'products.woodComponents.title' },
];

/** A family's name as a sentence reads it (German keeps its capitals), as the quote link's name has it. */
const inSentence = (name: string, locale: string) =>
  locale === 'de' ? name : name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);

for (const locale of locales)
  test(`in ${locale}, the home page is the hero, the about teaser, the product families, three teasers side by side and the compact contact section`, async ({
    page,
  }) => {
    await page.goto(localize('/', locale));
    const ids = await page.locator('main section[id]').evaluateAll((all) => all.map((section) => section.id));
    expect(ids).toEqual(['about', 'products', 'manufacturing', 'sustainability', 'private-label', 'contact']);
    await expect(page.locator('main section').first().getByRole('heading', { level: 1 })).toHaveText(
      text(locale, 'home.hero.title'),
    );
    for (const teaser of teasers) {
      const section = page.locator(`section#${teaser.id}`);
      await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
      const link = section.getByRole('link');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveText(text(locale, teaser.link));
      await expect(link).toHaveAttribute('href', localize(teaser.href, locale));
    }
    // The families: each card its name (a link to its card on /products), one line and its quote request.
    const products = page.locator('section#products');
    await expect(products.getByRole('heading', { level: 2 })).toHaveText(
      text(locale, 'home.teasers.products.title'),
    );
    const cards = products.locator('article');
    await expect(cards).toHaveCount(families.length);
    for (const [index, family] of families.entries()) {
      const card = cards.nth(index);
      const name = text(locale, family.title);
      await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
        'href',
        localize(`/products#${family.anchor}`, locale),
      );
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(
        card.getByRole('link', {
          name: text(locale, 'home.products.quoteFor', { family: inSentence(name, locale) }),
        }),
      ).toHaveAttribute('href', `${localize('/contact', locale)}?product=${family.anchor}#contact-form`);
    }
    await expect(
      products.getByRole('link', { name: text(locale, 'home.teasers.products.link') }),
    ).toHaveAttribute('href', localize('/products', locale));
  });

/**
 * The bands differ in rhythm, as a visitor sees them on a laptop: the about teaser's text beside its picture,
 * the families three a row, the last three teasers side by side in one band.
 */
// Desktop only (no tag): phones stack every band.
test('the home page has bands of different rhythm, not one teaser after another', async ({ page }) => {
  await page.goto('/');
  const tops = async (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((all) => all.map((node) => Math.round(node.getBoundingClientRect().top)));
  const [cardTops, teaserTops] = await Promise.all([
    tops('section#products article'),
    tops('#manufacturing, #sustainability, #private-label'),
  ]);
  expect(new Set(cardTops).size, 'the families in rows of three').toBe(2);
  expect(new Set(teaserTops).size, 'the three teasers in one row').toBe(1);
});

/**
 * On a 2,560 px screen the home page's bands use the width (issue 37 §5: content was 44 % of it): the
 * families in one row, the content about two thirds of the screen, the footer's edges the bands'.
 */
test('at 2,560 px the home page fills its bands: the families in one row, the footer aligned', async ({
  page,
}) => {
  await page.setViewportSize({ width: 2560, height: 1200 });
  await page.goto('/de');
  const grid = await page.locator('section#products ul').boundingBox();
  const logo = await page.locator('footer a').first().boundingBox();
  if (!grid || !logo) throw new Error('the home page is not laid out');
  expect(grid.width / 2560, 'the grid uses the width').toBeGreaterThan(0.6);
  const cardTops = await page
    .locator('section#products article')
    .evaluateAll((all) => all.map((node) => Math.round(node.getBoundingClientRect().top)));
  expect(new Set(cardTops).size, 'the five families in one row').toBe(1);
  expect(Math.abs(logo.x - grid.x), "the footer's start edge is the grid's").toBeLessThan(2);
});

/** The labels of the company's key figures, in the order the hero shows them. */
const figureLabels = [
  'about.stats.years.label',
  'about.stats.units.label',
  'about.stats.countries.label',
  'about.stats.certified.label',
];

for (const locale of locales)
  test(`in ${locale}, the hero shows the company's figures and the proof of the certified wood, before the picture on a phone and in a laptop's first screen @responsive`, async ({
    page,
  }) => {
    await page.goto(localize('/', locale));
    const hero = page.locator('main section').first();
    const figures = hero.locator('dl');
    const terms = figures.locator('dt');
    await expect(terms).toHaveText(figureLabels.map((id) => text(locale, id)));
    const proof = figures.getByRole('link', { name: text(locale, 'claims.proofLink'), exact: false });
    await expect(proof).toHaveAttribute(
      'href',
      `${localize('/sustainability', locale)}#claim-certified-wood`,
    );
    const values = figures.locator('[data-figure]');
    const picture = hero.locator('[data-hero-stage]');
    const [list, stage] = await Promise.all([figures.boundingBox(), picture.boundingBox()]);
    if (!list || !stage) throw new Error('the hero is not laid out');
    const viewport = page.viewportSize();
    if (viewport && viewport.width >= 1024) {
      // Beside the text, under the picture: every figure within the first screen (1280 × 800).
      expect(list.x, "the figures in the picture's column").toBeGreaterThanOrEqual(stage.x - 0.5);
      for (const value of await values.all()) await expect(value).toBeInViewport({ ratio: 1 });
    } else {
      // Right after the calls to action, before the picture.
      expect(list.y + list.height, 'the figures above the picture').toBeLessThanOrEqual(stage.y);
    }
  });

test('the home page on a phone is a short read, not every page in full @mobile', async ({ page }) => {
  await page.goto('/de');
  const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
  // Hero, about teaser, the five families, three teasers, contact cards and footer: under nine screens (the
  // pages in full were eighteen).
  expect(screens).toBeLessThan(9);
});

test('a teaser leads to its page', async ({ page }) => {
  await page.goto('/it');
  await page.locator('section#manufacturing').getByRole('link').click();
  await expect(page).toHaveURL('/it/manufacturing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('it', 'manufacturing.title'));
});

/** The pages whose headers had an empty right half. */
const headed = [
  '/products',
  '/manufacturing',
  '/sustainability',
  '/private-label',
  '/privacy',
  '/legal-notice',
].map(pageAt);

for (const locale of locales)
  test(`in ${locale}, each page header at 1440 px has its title at a reading measure and a picture beside it`, async ({
    page,
  }) => {
    test.slow(); // six pages
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const { path, heading: title } of headed) {
      await page.goto(localize(path, locale));
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(text(locale, title));
      const header = page.locator('main header[data-picture]');
      const picture = header.locator('img');
      await expect(picture, path).toBeVisible();
      await expect(picture).toHaveJSProperty('complete', true);
      const [titleBox, pictureBox, text_] = await Promise.all([
        heading.boundingBox(),
        picture.boundingBox(),
        header.locator(':scope > div').boundingBox(),
      ]);
      if (!titleBox || !pictureBox || !text_) throw new Error(`${path}: the header is not laid out`);
      expect(pictureBox.x, `${path}: the picture beside the text`).toBeGreaterThanOrEqual(
        text_.x + text_.width,
      );
      expect(pictureBox.x + pictureBox.width, `${path}: the picture fills the right half`).toBeGreaterThan(
        1440 * 0.8,
      );
      expect(pictureBox.width, `${path}: a picture, not a thumbnail`).toBeGreaterThan(320);
      expect(text_.width, `${path}: the text at most a reading measure`).toBeLessThanOrEqual(42 * 16 + 0.5);
    }
  });
