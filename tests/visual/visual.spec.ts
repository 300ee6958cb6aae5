import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string; tags?: string[] };

/**
 * Stories with a play function are left out: they end mid-interaction (focus rings, open menus) and are
 * covered by the story tests. Dedicated static stories show those states for the eye.
 */
const stories = Object.values(
  (
    JSON.parse(readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    }
  ).entries,
).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('play-fn') && !entry.tags?.includes('no-visual'),
);

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ page }, testInfo) => {
    const theme = testInfo.project.name.startsWith('partner') ? 'partner' : 'brand';
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
    await page.locator('body.sb-show-main').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
