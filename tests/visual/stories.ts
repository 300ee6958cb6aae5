import { readFileSync } from 'node:fs';
import { test as base, type Page } from '@playwright/test';

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

export type Theme = 'brand' | 'partner';

const settled = ['finished', 'completed', 'errored', 'aborted'];
type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, ...args: unknown[]) => void };
};

/**
 * One tab of the built Storybook's preview (`iframe.html`) per worker, which shows one story after the
 * other. Loading the preview costs seconds (its whole bundle is fetched, parsed and run); switching the
 * story inside it, as Storybook's manager does, costs a fraction of that.
 *
 * A story is switched in place only when both it and the story on screen are static (no play function):
 * a static story only renders, and Storybook unmounts it (portals included) when the next one comes. An
 * interaction story, and any story after one, gets a fresh document instead, as if it were the first of
 * a new browser: a play function leaves document-level state behind (keyboard or pointer modality, focus,
 * scroll, layers outside React) and may itself depend on a clean start. A fresh document also starts with
 * empty storage (an init script clears it), as a new browser context would.
 */
export class StoryTab {
  /** Whether the tab shows a static story whose test passed, so the next static story can replace it. */
  private reusable = false;
  private shown: StoryEntry | undefined;

  constructor(
    readonly page: Page,
    private readonly theme: Theme,
  ) {}

  /** Shows a story and waits until its play function (if any) and fonts are done. */
  async open(story: StoryEntry) {
    const inPlace = this.reusable && !isInteraction(story) && (await this.switchTo(story.id));
    this.reusable = false;
    this.shown = story;
    if (!inPlace) {
      // The a11y addon's axe run is switched off (`a11y.manual`): the stories step runs axe on every story.
      await this.page.goto(
        `/iframe.html?id=${story.id}&viewMode=story&globals=theme:${this.theme};a11y.manual:!true`,
      );
    }
    await this.page.waitForFunction(
      ([phases, id]) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === id && phases.includes(render.phase ?? '');
      },
      [settled, story.id] as const,
    );
    await this.page.evaluate(() => document.fonts.ready);
  }

  /** At the end of a test: only a static story that passed is left for the next static story to replace. */
  testEnded(passed: boolean) {
    this.reusable = passed && this.shown !== undefined && !isInteraction(this.shown);
  }

  /** Asks the loaded preview to render another story, if the story on screen has finished. */
  private switchTo(id: string) {
    return this.page.evaluate((storyId) => {
      const preview = window as PreviewWindow;
      const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel || preview.__STORYBOOK_PREVIEW__?.currentRender?.phase !== 'finished') return false;
      // A fresh document starts at the top with nothing focused; so does the next story here.
      window.scrollTo(0, 0);
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      return true;
    }, id);
  }
}

/** What a project of playwright.config.ts checks, set in its `use`. */
export type VisualOptions = {
  /** The theme every story is shown in (Storybook's `theme` global). */
  theme: Theme;
  /**
   * Whether interaction stories are screenshotted too. Elsewhere they get no screenshot: brand-mobile opens
   * them for the phone-width check only, the partner projects leave them out (`grepInvert`).
   */
  screenshotInteractions: boolean;
  /** Whether every story is checked to be no wider than the screen (on a phone-sized project). */
  checkPhoneWidth: boolean;
};

/**
 * Playwright's `test` with `storyTab`: the worker's tab of the Storybook preview, in a browser context
 * made once per worker from the project's device settings (so the HTTP cache is shared too), with
 * reduced motion and the locale a test context would have.
 */
export const test = base.extend<
  { storyTab: StoryTab; screenshotInteractions: boolean; checkPhoneWidth: boolean },
  { theme: Theme; workerTab: StoryTab }
>({
  theme: ['brand', { option: true, scope: 'worker' }],
  screenshotInteractions: [false, { option: true }],
  checkPhoneWidth: [false, { option: true }],
  workerTab: [
    async ({ browser, theme }, use, workerInfo) => {
      const { viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } =
        workerInfo.project.use;
      const context = await browser.newContext({
        viewport,
        screen,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL,
        locale: 'en-US',
        colorScheme: 'light',
        reducedMotion: 'reduce',
      });
      await context.addInitScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await use(new StoryTab(await context.newPage(), theme));
      await context.close();
    },
    { scope: 'worker' },
  ],
  storyTab: async ({ workerTab }, use, testInfo) => {
    await use(workerTab);
    workerTab.testEnded(testInfo.status === 'passed');
  },
});
