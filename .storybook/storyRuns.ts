/**
 * What the stories step (project `storybook-locales`) runs: every story in English and the brand theme
 * (render, play function, axe), then every interaction story (a story with a play function: what
 * Storybook tags `play-fn`) again in German, French, Italian in the partner theme, and Spanish, where a
 * language breaks (text that is searched, lengths that wrap) (docs/adr/0042).
 *
 * Two test files share the runs, one tab each, so that both cores work: first-tab.test.ts and
 * second-tab.test.ts (docs/adr/0055). Each is one page and one module graph for its languages: as Vitest
 * projects of Storybook's plugin (one generated test file per story file), each run paid again for 43 test
 * files' set-up in the browser, about a third of the English run's time on a two-core machine
 * (docs/adr/0051). The stories run as the plugin runs them: composed with the project's annotations
 * (.storybook/preview.tsx, the a11y addon) and the language's globals, in the story's viewport, then
 * `run()`: render, play, axe. The plugin's own project (`storybook`, one test file per story file) is what
 * Storybook's test panel runs.
 *
 * Beside the runs, every story is rendered once more in English and in German, without its play function
 * and without axe, and the texts compared (`describeTextRun`, in the first tab): a story
 * whose German still shows English fails (docs/adr/0066).
 */
import { composeStories, composeStory } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { englishLeft, readSegments } from '../packages/ui/src/stories/storyText.ts';
import { sameTextOf } from './sameText.ts';

/**
 * `tab`: the test file, and so the browser tab, that runs it (first-tab.test.ts, second-tab.test.ts). Split
 * by time: English alone took 57 s against the other four's 113 s; with Spanish beside English, the first
 * tab takes 73 s and the second 84 s (docs/adr/0055).
 */
type Run = {
  locale: string;
  theme: 'brand' | 'partner';
  axe: boolean;
  every: boolean;
  tab: 1 | 2;
  /** Only these files' stories (by title), for a run that checks one thing. */
  titles?: readonly string[];
};

/**
 * English: every story, with axe. The other languages: the interaction stories (`every: false`), with axe
 * where it adds to the English run: the partner theme's colours.
 */
const runs: Run[] = [
  { locale: 'en', theme: 'brand', axe: true, every: true, tab: 1 },
  { locale: 'de', theme: 'brand', axe: false, every: false, tab: 2 },
  { locale: 'fr', theme: 'brand', axe: false, every: false, tab: 2 },
  { locale: 'it', theme: 'partner', axe: true, every: false, tab: 2 },
  { locale: 'es', theme: 'brand', axe: false, every: false, tab: 1 },
  // The toolbar's "Deutsch (Deutschland)" passes `de-DE` to the components: the language menus must show
  // Deutsch (issue 36: they showed English and their play functions failed). Only the stories that read it.
  {
    locale: 'de-DE',
    theme: 'partner',
    axe: false,
    every: false,
    tab: 1,
    titles: ['Primitives/LanguageMenu', 'Sections/Header'],
  },
];

const modules = import.meta.glob<Parameters<typeof composeStories>[0]>(
  '../packages/*/src/**/*.stories.{ts,tsx}',
  {
    eager: true,
  },
);

type Composed = ReturnType<typeof composeStory>;
type StoryModule = Parameters<typeof composeStories>[0];

/** The stories Storybook's plugin tests: tagged `test` (all, unless `!test`), not `skip`. */
const tested = (story: Composed) => story.tags.includes('test') && !story.tags.includes('skip');

/** The page size Storybook's test run gives a story: its viewport global, else 1200 × 900. */
const viewportOf = ({ parameters, globals }: Composed) => {
  const options: Record<string, { styles?: { width?: string; height?: string } }> =
    parameters.viewport?.options ?? {};
  const chosen = globals.viewport?.value ? options[globals.viewport.value]?.styles : undefined;
  const px = (value: string | undefined, fallback: number) =>
    value && /^\d+px$/.test(value) ? Number.parseInt(value, 10) : fallback;
  return { width: px(chosen?.width, 1200), height: px(chosen?.height, 900) };
};

/** Declares the tests of one tab's runs: a `describe` per language, then per story file. */
export const describeRuns = (tab: Run['tab']) => {
  for (const { locale, theme, axe, every, titles } of runs.filter((run) => run.tab === tab))
    describe(`${locale} · ${theme}`, () => {
      for (const module of Object.values(modules)) {
        if (titles && !titles.includes(module.default?.title ?? '')) continue;
        const composed = composeStories(module, {
          // `a11y.manual` leaves axe out of the languages that would only repeat the English findings; the
          // plugin's own tests set it the same way.
          initialGlobals: { locale, theme, a11y: { manual: !axe } },
        });
        const stories = (Object.entries(composed) as [string, Composed][]).filter(
          // As Storybook's plugin chooses: stories tagged `test` (all, unless `!test`), not `skip`.
          ([, story]) => (every || story.play !== undefined) && tested(story),
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
};

/**
 * One story rendered without its play function and without axe, in `locale`, in its viewport: the text a
 * person sees in the whole document (portalled layers too), as segments.
 */
const renderedText = async (module: StoryModule, name: string, locale: string): Promise<string[]> => {
  const annotations = (module as Record<string, unknown>)[name] as Parameters<typeof composeStory>[0];
  const meta = module.default as Parameters<typeof composeStory>[1];
  const story = composeStory(
    { ...annotations, play: undefined },
    { ...meta, play: undefined },
    { initialGlobals: { locale, theme: 'brand', a11y: { manual: true } } },
    name,
  );
  const { width, height } = viewportOf(story);
  await page.viewport(width, height);
  await story.run();
  // What the story sends on mount (a states view's forms) answers within a few frames.
  for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
  return readSegments(document.body);
};

/**
 * Declares the English–German text comparison (docs/adr/0066): a test per story, every story; a story whose
 * German render still shows English fails, naming what was left (`englishLeft`). It runs in the first tab,
 * the lighter one: split over both, the second tab (three languages) finished last and later.
 */
export const describeTextRun = () =>
  describe('en → de · text', () => {
    for (const module of Object.values(modules)) {
      const stories = (Object.entries(composeStories(module)) as [string, Composed][]).filter(([, story]) =>
        tested(story),
      );
      if (!stories.length) continue;
      describe(module.default?.title ?? '', () => {
        for (const [name, story] of stories)
          test(story.storyName ?? name, async () => {
            const english = await renderedText(module, name, 'en');
            const german = await renderedText(module, name, 'de');
            const same = sameTextOf(story.id);
            if (same.all) return;
            expect(englishLeft(english, german, same.phrases), story.id).toEqual([]);
          });
      });
    }
  });
