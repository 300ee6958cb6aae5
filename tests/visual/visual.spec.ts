import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string; tags?: string[] };

/**
 * Every story, screenshotted once its play function has finished (so interaction stories show their end
 * state: an open drawer, a validation message, a toast). A story tagged `no-visual` is left out.
 * Interaction stories carry `@interaction` in their title: they run in one project (brand, desktop),
 * static stories in all four (see playwright.config.ts).
 */
const stories = Object.values(
  (
    JSON.parse(readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    }
  ).entries,
).filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'));

const settled = ['finished', 'completed', 'errored', 'aborted'];

for (const story of stories) {
  test(`${story.title} › ${story.name}${story.tags?.includes('play-fn') ? ' @interaction' : ''}`, async ({
    page,
  }, testInfo) => {
    const theme = testInfo.project.name.startsWith('partner') ? 'partner' : 'brand';
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
    await page.waitForFunction(
      (phases) =>
        phases.includes(
          (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__
            ?.currentRender?.phase ?? '',
        ),
      settled,
    );
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
