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

/**
 * Whether a story's picture is another story's already: everywhere (`same-picture`: a check whose end state
 * another story shows, pixel for pixel), or on a phone (`no-phone-visual`: the Header's one language view,
 * whose bar on a phone holds no language menu either). Such a story gets no screenshot there; it is still
 * opened, its play function must finish and it is checked for its width on a phone.
 */
export const samePicture = (story: StoryEntry, onPhone: boolean) =>
  Boolean(story.tags?.includes('same-picture') || (onPhone && story.tags?.includes('no-phone-visual')));

/** Whether Storybook's `play-fn` tag marks the story as an interaction story. */
export const isInteraction = (story: StoryEntry) => Boolean(story.tags?.includes('play-fn'));

export type Theme = 'brand' | 'partner';

const settled = ['finished', 'completed', 'errored', 'aborted'];

/** The preview's `mobile` viewport option (`.storybook/preview.tsx`), for the stories made for a phone. */
const phoneViewport = { width: 390, height: 844 };

/** A project at most this wide is a phone already (Pixel 7: 412), and shows phone stories at its own size. */
export const widestPhone = 480;
type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: { storyGlobals?: { viewport?: { value?: string } } };
    };
  };
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
  /** The project's own viewport, while a phone story has the tab at phone size. */
  private projectViewport: { width: number; height: number } | undefined;

  constructor(
    readonly page: Page,
    private readonly theme: Theme,
  ) {}

  /**
   * Shows a story and waits until its play function (if any) and fonts are done; returns the render's
   * last phase (`errored` when the play function threw). A story made for a phone (Storybook's `viewport`
   * global set to `mobile`, which only the manager applies) is shown at the phone size of the preview's
   * viewport options in every project, so that its play function and its screenshot see the phone layout.
   */
  async open(story: StoryEntry): Promise<string | undefined> {
    if (this.projectViewport) {
      await this.page.setViewportSize(this.projectViewport);
      this.projectViewport = undefined;
      this.reusable = false;
    }
    const inPlace = this.reusable && !isInteraction(story) && (await this.switchTo(story.id));
    this.reusable = false;
    this.shown = story;
    if (!inPlace) await this.load(story);
    let phase = await this.settle(story);
    const size = this.page.viewportSize();
    if (size && size.width > widestPhone && (await this.wantsPhone())) {
      this.projectViewport = size;
      await this.page.setViewportSize(phoneViewport);
      await this.load(story);
      phase = await this.settle(story);
    }
    return phase;
  }

  private load(story: StoryEntry) {
    // The a11y addon's axe run is switched off (`a11y.manual`): the stories step runs axe on every story.
    return this.page.goto(
      `/iframe.html?id=${story.id}&viewMode=story&globals=theme:${this.theme};a11y.manual:!true`,
    );
  }

  /** Whether the story on screen was made for a phone and is shown at phone size in a wider project. */
  get atPhoneSize(): boolean {
    return this.projectViewport !== undefined;
  }

  /** Whether the story on screen asks for Storybook's `mobile` viewport. */
  private wantsPhone() {
    return this.page.evaluate(
      () =>
        (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.viewport
          ?.value === 'mobile',
    );
  }

  /** Waits until the story's render (and play function) has ended and the fonts are in; its last phase. */
  private async settle(story: StoryEntry): Promise<string | undefined> {
    await this.page.waitForFunction(
      ([phases, id]) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === id && phases.includes(render.phase ?? '');
      },
      [settled, story.id] as const,
    );
    await this.page.evaluate(() => document.fonts.ready);
    return this.page.evaluate(() => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase);
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
