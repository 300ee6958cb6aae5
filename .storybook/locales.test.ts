/**
 * Every interaction story (a story with a play function: what Storybook tags `play-fn`) in German, French,
 * Italian in the partner theme, and Spanish: the `storybook-locales` project of the stories step. The
 * `storybook` project runs every story in English; this file replays the ones that act, where a language
 * breaks (text that is searched, lengths that wrap), in the other four (docs/adr/0042).
 *
 * One file, one page, one module graph for the four languages: as four Vitest projects of Storybook's
 * plugin (one generated test file per story file), each language paid again for a browser, a Vite server
 * and 43 test files' set-up, about a minute of the step's eight on a two-core machine (docs/adr/0051).
 * The stories run as the plugin runs them: composed with the project's annotations (.storybook/preview.tsx,
 * the a11y addon) and the language's globals, in the story's viewport, then `run()`: render, play, axe.
 */
import { composeStories, type composeStory } from '@storybook/react-vite';
import { describe, test } from 'vitest';
import { page } from 'vitest/browser';

type Run = { locale: string; theme: 'brand' | 'partner'; axe: boolean };

/** axe where it adds to the English run: the partner theme's colours. */
const runs: Run[] = [
  { locale: 'de', theme: 'brand', axe: false },
  { locale: 'fr', theme: 'brand', axe: false },
  { locale: 'it', theme: 'partner', axe: true },
  { locale: 'es', theme: 'brand', axe: false },
];

const modules = import.meta.glob<Parameters<typeof composeStories>[0]>('../packages/*/src/**/*.stories.tsx', {
  eager: true,
});

type Composed = ReturnType<typeof composeStory>;

/** The page size Storybook's test run gives a story: its viewport global, else 1200 × 900. */
const viewportOf = ({ parameters, globals }: Composed) => {
  const options: Record<string, { styles?: { width?: string; height?: string } }> =
    parameters.viewport?.options ?? {};
  const chosen = globals.viewport?.value ? options[globals.viewport.value]?.styles : undefined;
  const px = (value: string | undefined, fallback: number) =>
    value && /^\d+px$/.test(value) ? Number.parseInt(value, 10) : fallback;
  return { width: px(chosen?.width, 1200), height: px(chosen?.height, 900) };
};

for (const { locale, theme, axe } of runs)
  describe(`${locale} · ${theme}`, () => {
    for (const module of Object.values(modules)) {
      const composed = composeStories(module, {
        // `a11y.manual` leaves axe out of the languages that would only repeat the English findings.
        initialGlobals: { locale, theme, ...(axe ? {} : { a11y: { manual: true } }) },
      });
      const stories = (Object.entries(composed) as [string, Composed][]).filter(
        ([, story]) => story.play !== undefined && !story.tags.includes('skip'),
      );
      if (!stories.length) continue;
      describe(module.default?.title ?? '', () => {
        for (const [name, story] of stories)
          test(story.storyName ?? name, async () => {
            const { width, height } = viewportOf(story);
            await page.viewport(width, height);
            await story.run();
          });
      });
    }
  });
