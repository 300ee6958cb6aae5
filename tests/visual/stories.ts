import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export type StoryEntry = { id: string; type: 'story' | 'docs'; title: string; name: string; tags?: string[] };

/** Every story of the built Storybook, except those tagged `no-visual`. */
export const stories = Object.values(
  (
    JSON.parse(readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8')) as {
      entries: Record<string, StoryEntry>;
    }
  ).entries,
).filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'));

/** Whether Storybook's `play-fn` tag marks the story as an interaction story. */
export const isInteraction = (story: StoryEntry) => Boolean(story.tags?.includes('play-fn'));

const settled = ['finished', 'completed', 'errored', 'aborted'];
type PreviewWindow = { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } };

/** Opens a story in a theme with reduced motion and waits until its play function and fonts are done. */
export const openStory = async (page: Page, story: StoryEntry, theme: 'brand' | 'partner') => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
  await page.waitForFunction(
    (phases) => phases.includes((window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase ?? ''),
    settled,
  );
  await page.evaluate(() => document.fonts.ready);
};
