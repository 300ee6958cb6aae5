import { expect, test } from '@playwright/test';
import { openStory, stories } from './stories';

/**
 * On a phone, no story is wider than the screen: a sideways-scrolling page is the first thing a visitor
 * notices. Runs once per story in the brand-mobile project, interaction stories included.
 */
for (const story of stories) {
  test(`${story.title} › ${story.name} fits a phone's width`, async ({ page }) => {
    await openStory(page, story, 'brand');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, 'page width on a phone').toBeLessThanOrEqual(innerWidth);
  });
}
