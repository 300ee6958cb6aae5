import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { isInteraction, type StoryEntry, samePicture, stories, test, widestPhone } from './stories';

/** Whether the project is a phone (its own viewport no wider than one). */
const onPhone = (info: { project: { use: { viewport?: { width: number } | null } } }) =>
  (info.project.use.viewport?.width ?? Number.POSITIVE_INFINITY) <= widestPhone;

/**
 * Whether a project screenshots a story: interaction stories only where `screenshotInteractions`, and no
 * story whose picture another story already holds. (A static phone story shown in a desktop project is
 * left out too, at run time: `storyTab.atPhoneSize`.)
 */
const screenshots = (story: StoryEntry, screenshotInteractions: boolean, phone: boolean) =>
  (screenshotInteractions || !isInteraction(story)) && !samePicture(story, phone);

/**
 * Every story, once its play function has finished (so interaction stories show their end state: an open
 * drawer, a validation message, a toast), in the projects of playwright.config.ts:
 *
 * - screenshotted against tests/visual/baselines/<project>/<story id>.png: static stories in all four
 *   projects, interaction stories (`@interaction` in their title) in brand-desktop only;
 * - on a phone (brand-mobile, interaction stories included), checked to be no wider than the screen: a
 *   sideways-scrolling page is the first thing a visitor notices;
 * - stories made for a phone (Storybook's `mobile` viewport) at phone size in every project (a static
 *   one is screenshotted by the phone projects only); every story fails when its play function threw;
 * - no screenshot of a picture another story already holds (`same-picture`, `no-phone-visual` on a phone),
 *   which the baselines guard at the end of this file keeps so.
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
    const phase = await storyTab.open(story);
    await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
    // A play function that throws leaves a half-played story; its screenshot would show a wrong state.
    expect(phase, 'the story rendered and its play function finished without an error').not.toBe('errored');
    // Regression (issue 20): the built Storybook named components by their minified names ("pe", "Ur") in
    // props tables and "Show code". The name Storybook shows must be the component's name in the source.
    const names = await page.evaluate(() => {
      type Component = { displayName?: string; name?: string; __docgenInfo?: { displayName?: string } };
      const render = (
        window as { __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { component?: Component } } } }
      ).__STORYBOOK_PREVIEW__?.currentRender;
      const component = render?.story?.component;
      return component
        ? { shown: component.displayName ?? component.name, source: component.__docgenInfo?.displayName }
        : null;
    });
    if (names?.source)
      expect(names.shown, 'the component name in props tables and Show code').toBe(names.source);
    if (checkPhoneWidth) {
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect.soft(scrollWidth, 'page width on a phone').toBeLessThanOrEqual(innerWidth);
    }
    // A static phone story shown in a desktop project would repeat the phone projects' screenshot.
    const phoneRepeat = storyTab.atPhoneSize && !isInteraction(story);
    if (screenshots(story, screenshotInteractions, onPhone(test.info())) && !phoneRepeat) {
      // A ceiling for capturing a tall page (the tokens tables) on a loaded machine.
      await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true, timeout: 30_000 });
    }
  });
}

/**
 * The baselines guard the screenshots: each one is of a story this project screenshots (a story tagged
 * `no-visual` or `same-picture`, removed or renamed leaves none behind), and no two hold the same picture —
 * a check whose end state another story already shows carries `same-picture` instead of a second
 * screenshot of it.
 */
test('each baseline of this project is a story it screenshots, and no two are the same picture', ({
  screenshotInteractions,
}, testInfo) => {
  const folder = join(testInfo.project.testDir, 'baselines', testInfo.project.name);
  const shot = new Set(
    stories
      .filter((story) => screenshots(story, screenshotInteractions, onPhone(testInfo)))
      .map((story) => `${story.id}.png`),
  );
  const files = readdirSync(folder).filter((file) => file.endsWith('.png'));
  expect(
    files.filter((file) => !shot.has(file)),
    'baselines of stories this project does not screenshot',
  ).toEqual([]);
  const byPicture = new Map<string, string[]>();
  for (const file of files) {
    const hash = createHash('sha256')
      .update(readFileSync(join(folder, file)))
      .digest('hex');
    byPicture.set(hash, [...(byPicture.get(hash) ?? []), file]);
  }
  expect(
    [...byPicture.values()].filter((same) => same.length > 1),
    'baselines that hold the same picture',
  ).toEqual([]);
});
