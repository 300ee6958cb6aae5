import { expect } from '@playwright/test';
import { isInteraction, stories, test } from './stories';

/**
 * Every story, once its play function has finished (so interaction stories show their end state: an open
 * drawer, a validation message, a toast), in the projects of playwright.config.ts:
 *
 * - screenshotted against tests/visual/baselines/<project>/<story id>.png: static stories in all four
 *   projects, interaction stories (`@interaction` in their title) in brand-desktop only;
 * - on a phone (brand-mobile, interaction stories included), checked to be no wider than the screen: a
 *   sideways-scrolling page is the first thing a visitor notices.
 *
 * Each worker keeps one tab of the preview and shows one story after the other (see `StoryTab`). Static
 * stories are declared first, so that a worker's run of static stories switches in place without a reload.
 */
const staticFirst = [...stories].sort((a, b) => Number(isInteraction(a)) - Number(isInteraction(b)));

for (const story of staticFirst) {
  test(`${story.title} › ${story.name}${isInteraction(story) ? ' @interaction' : ''}`, async ({
    storyTab,
    screenshotInteractions,
    checkPhoneWidth,
  }) => {
    const { page } = storyTab;
    await storyTab.open(story);
    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    if (checkPhoneWidth) {
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect.soft(scrollWidth, 'page width on a phone').toBeLessThanOrEqual(innerWidth);
    }
    if (!isInteraction(story) || screenshotInteractions) {
      await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
    }
  });
}
