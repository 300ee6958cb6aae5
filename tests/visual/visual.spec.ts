import { expect, test } from '@playwright/test';
import { isInteraction, openStory, stories } from './stories';

/**
 * Every story, screenshotted once its play function has finished (so interaction stories show their end
 * state: an open drawer, a validation message, a toast). Interaction stories carry `@interaction` in
 * their title: they run in one project (brand, desktop), static stories in all four (playwright.config.ts).
 */
for (const story of stories) {
  test(`${story.title} › ${story.name}${isInteraction(story) ? ' @interaction' : ''}`, async ({
    page,
  }, testInfo) => {
    await openStory(page, story, testInfo.project.name.startsWith('partner') ? 'partner' : 'brand');
    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
