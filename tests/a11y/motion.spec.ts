/**
 * Reduced motion, honoured everywhere: with `prefers-reduced-motion: reduce` no element (nor its ::before
 * and ::after) has a transition or animation that lasts, the things that move (button hover, language menu,
 * FAQ, toast, drawer) start none that last, a hash link jumps instead of gliding, and the home page plays
 * no video and fetches none. The same journeys without the preference must show motion, so the checks
 * can fail.
 */
import { expect, type Page, test } from '@playwright/test';
import { openPage, settled, uniqueSender } from './site.ts';

/** At most this long (ms) counts as "no motion": the theme collapses durations to 0.01 ms. */
const still = 1;
/** At least this long (ms) counts as motion: the theme's shortest duration is 120 ms. */
const moving = 100;

type Motion = { event: string; name: string; duration: number; target: string };

/**
 * Records every transition and animation that starts (`transitionrun`, `animationstart`, also on
 * pseudo-elements) with the duration its computed style gives it, and every scroll position.
 */
const recordMotion = (page: Page) =>
  page.addInitScript(() => {
    const win = window as Window & { a11yMotion?: Motion[]; a11yScrolls?: number[] };
    win.a11yMotion = [];
    win.a11yScrolls = [];
    /** The value for the n-th property of a comma-separated list, repeated as CSS repeats it. */
    const nth = (list: string, index: number) => {
      const values = list.split(/,\s*/);
      return values[index % values.length] ?? '0s';
    };
    const ms = (time: string) => Number.parseFloat(time) * (time.endsWith('ms') ? 1 : 1000);
    const record = (event: Event) => {
      const target = event.target as Element;
      const pseudo = (event as TransitionEvent).pseudoElement || null;
      const style = getComputedStyle(target, pseudo);
      const isTransition = event.type === 'transitionrun';
      const name = isTransition
        ? (event as TransitionEvent).propertyName
        : (event as AnimationEvent).animationName;
      const names = (isTransition ? style.transitionProperty : style.animationName).split(/,\s*/);
      const index = Math.max(names.indexOf(name), names.indexOf('all'), 0);
      const duration = ms(nth(isTransition ? style.transitionDuration : style.animationDuration, index));
      const classes = typeof target.className === 'string' ? target.className : '';
      win.a11yMotion?.push({
        event: event.type,
        name,
        duration,
        target: `${target.tagName.toLowerCase()}.${classes.split(' ').join('.')}${pseudo ?? ''}`,
      });
    };
    document.addEventListener('transitionrun', record, true);
    document.addEventListener('animationstart', record, true);
    const watchScroll = () => {
      const last = win.a11yScrolls?.at(-1);
      if (last !== window.scrollY) win.a11yScrolls?.push(window.scrollY);
      requestAnimationFrame(watchScroll);
    };
    requestAnimationFrame(watchScroll);
  });

/** The motion recorded since the last call. */
const takeMotion = (page: Page): Promise<Motion[]> =>
  page.evaluate(() => {
    const win = window as Window & { a11yMotion?: Motion[] };
    const taken = win.a11yMotion ?? [];
    win.a11yMotion = [];
    return taken;
  });

/** The longest transition or running animation any element or pseudo-element of the page has. */
const longestMotion = (page: Page) =>
  page.evaluate(() => {
    const ms = (time: string) => Number.parseFloat(time) * (time.endsWith('ms') ? 1 : 1000);
    const longest = (list: string) => Math.max(0, ...list.split(/,\s*/).map(ms));
    let found = { duration: 0, target: '' };
    for (const element of document.querySelectorAll('*'))
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const transition = longest(style.transitionDuration);
        const animation = style.animationName === 'none' ? 0 : longest(style.animationDuration);
        const duration = Math.max(transition, animation);
        if (duration > found.duration)
          found = {
            duration,
            target: `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''}${pseudo ?? ''}`,
          };
      }
    return found;
  });

const listMotions = (motions: Motion[]) =>
  motions
    .map((motion) => `${motion.event} ${motion.name} ${motion.duration}ms on ${motion.target}`)
    .join('\n');

/** Every motion of a step lasts ≈0 with reduced motion; with motion welcome, at least one really moves. */
const expectMotion = async (page: Page, step: string, reduced: boolean) => {
  // What the step started has run its course (and the next step records only its own motion).
  await settled(page);
  const motions = await takeMotion(page);
  if (reduced)
    expect(
      motions.filter((motion) => motion.duration > still),
      `${step}: motion despite prefers-reduced-motion:\n${listMotions(motions)}`,
    ).toEqual([]);
  else
    expect(
      motions.some((motion) => motion.duration >= moving),
      `${step}: no motion recorded (the check could not fail):\n${listMotions(motions)}`,
    ).toBe(true);
};

for (const reduced of [true, false]) {
  const mode = reduced ? 'reduced motion' : 'motion welcome';

  test.describe(mode, () => {
    test.use({ reducedMotion: reduced ? 'reduce' : 'no-preference' });

    test(`${mode}: computed durations of every element`, async ({ page }) => {
      for (const path of ['/', '/about', '/contact', '/sustainability']) {
        await openPage(page, path);
        const found = await longestMotion(page);
        if (reduced) expect(found.duration, `${path}: ${found.target}`).toBeLessThanOrEqual(still);
        else expect(found.duration, `${path}: the longest motion`).toBeGreaterThanOrEqual(moving);
      }
    });

    test(`${mode}: button hover, language menu, FAQ and toast @desktop`, async ({ page }) => {
      await recordMotion(page);
      await openPage(page, '/contact');
      await takeMotion(page);

      await page.getByRole('button', { name: 'Send message' }).hover();
      await expectMotion(page, 'button hover', reduced);

      await page.getByRole('button', { name: 'Change language English' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectMotion(page, 'language menu', reduced);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await takeMotion(page);

      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada Lovelace');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueSender());
      await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Analytical Engines');
      await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Ten thousand brooms, please.');
      await takeMotion(page);
      await page.getByRole('button', { name: 'Send message' }).press('Enter');
      await expect(page.getByText('Message sent successfully!', { exact: true })).toBeVisible();
      await expectMotion(page, 'toast', reduced);

      // The FAQ's answers are on /faq (ADR 0084).
      await openPage(page, '/faq');
      await takeMotion(page);
      await page.locator('#faq button[aria-expanded]').first().click();
      await expectMotion(page, 'FAQ answer', reduced);
    });

    test(`${mode}: the drawer opens and closes @mobile`, async ({ page }) => {
      await recordMotion(page);
      await openPage(page, '/about');
      await takeMotion(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectMotion(page, 'drawer opening', reduced);
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expectMotion(page, 'drawer closing', reduced);
    });

    test(`${mode}: a hash link ${reduced ? 'jumps' : 'glides'} to its target @desktop`, async ({ page }) => {
      await recordMotion(page);
      await openPage(page, '/products');
      if (reduced)
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe(
          'smooth',
        );
      // Focusing scrolls the footer into view at once; then Enter follows the link within the page.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Dustpans' }).focus();
      await settled(page);
      await page.evaluate(() => {
        (window as Window & { a11yScrolls?: number[] }).a11yScrolls = [window.scrollY];
      });
      await page.keyboard.press('Enter');
      await page.waitForURL('/products#dustpans');
      // The scroll has ended where it goes: the dustpans 96 px below the top, the window still.
      await page.waitForFunction(
        () => Math.abs((document.getElementById('dustpans')?.getBoundingClientRect().top ?? 0) - 96) <= 2,
        null,
        { polling: 'raf' },
      );
      await settled(page);
      const [, ...positions] = await page.evaluate(
        () => (window as Window & { a11yScrolls?: number[] }).a11yScrolls ?? [],
      );
      if (reduced) expect(positions, 'one jump, no positions in between').toHaveLength(1);
      else expect(positions.length, 'a smooth scroll passes positions in between').toBeGreaterThan(2);
    });
  });
}

test.describe('reduced motion: the hero', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the home page shows its poster, has no video and fetches none', async ({ page }) => {
    const media: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'media' || /\.(mp4|webm|ogv|mov|m3u8)(\?|$)/i.test(request.url()))
        media.push(request.url());
    });
    await openPage(page, '/');
    // The home page reads the hero setting after hydration; give it the time to ask for a video.
    await page.waitForLoadState('networkidle');
    const hero = page.locator('main section').first();
    const poster = hero.locator('img').first();
    await expect(poster).toBeVisible();
    expect(await poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    await expect(page.locator('video')).toHaveCount(0);
    expect(media, 'media requests').toEqual([]);
  });
});
