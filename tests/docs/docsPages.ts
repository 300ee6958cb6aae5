import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { StoryEntry } from '../visual/stories.ts';
import { looksLikeRawMarkdown } from './markdown.ts';

/** Every docs page of the built Storybook: the MDX pages and each component's page. */
export const docsPages = Object.values(
  (
    JSON.parse(readFileSync(new URL('../../storybook-static/index.json', import.meta.url), 'utf8')) as {
      entries: Record<string, StoryEntry>;
    }
  ).entries,
).filter((entry) => entry.type === 'docs');

/** The window widths a reader opens the docs in: a laptop's and a wide monitor's (issue 36). */
export const docsWidths = [1200, 1920] as const;

/**
 * The languages each project (theme × width) opens every page in: every language in each theme at
 * 1,200 px, where the column is narrowest (French and German, the longest words, in both themes), and one
 * more run of each theme at 1,920 px. Every language in every combination was 630 page views, too many
 * for the suite (figures in ADR 0063).
 */
const languagesOf: Record<string, readonly string[]> = {
  'brand-1200': ['en', 'de', 'fr', 'it'],
  'partner-1200': ['en', 'de', 'fr', 'es'],
  'brand-1920': ['de'],
  'partner-1920': ['en'],
};
export const languagesAt = (theme: string, width: number) => languagesOf[`${theme}-${width}`] ?? [];

/** What a project of playwright.config.ts sets in its `use`. */
export type DocsOptions = { theme: 'brand' | 'partner' };

/** What the page's Storybook channel told while the docs page rendered (filled by `watchChannel`). */
export type ChannelReport = {
  /** Render errors, failed play functions and errors thrown while one played, as messages. */
  errors: string[];
  /** The last phase of each example's render, by story id (Storybook renders each example of a docs page itself). */
  phases: Record<string, string>;
  /** Whether Storybook said the docs page has rendered. */
  rendered: boolean;
  /** When the channel last said anything (performance.now()). */
  lastEvent: number;
};

/**
 * Listens to the preview's channel from its first moment: an init script catches the channel as Storybook
 * puts it on `window`. In docs mode the story renders of the page's examples report on that channel alone
 * (`__STORYBOOK_PREVIEW__.currentRender` is the page's render, which has no play phases), and a play
 * function that throws inside a docs page shows nothing on it: its error is only this event.
 */
export const watchChannel = (page: Page) =>
  page.addInitScript(() => {
    type Channel = { on: (event: string, listener: (payload: never) => void) => void };
    const report: ChannelReport = { errors: [], phases: {}, rendered: false, lastEvent: 0 };
    (window as unknown as { __docsReport: ChannelReport }).__docsReport = report;
    const heard = () => {
      report.lastEvent = performance.now();
    };
    // A `Frame` block's iframe is a preview of its own whose channel posts to this window: its events
    // arrive here as `message` events from another window, handled synchronously (so `window.event` is the
    // message). Its errors count (a failed play function inside a frame); its story renders are not the
    // examples of this page, and their phases are that frame's own.
    const fromFrame = () => {
      const event = window.event;
      return event instanceof MessageEvent && event.source !== null && event.source !== window;
    };
    const hook = (channel: Channel) => {
      const failed =
        (what: string) => (payload: { message?: string; title?: string; description?: string }) => {
          heard();
          report.errors.push(
            `${what}${fromFrame() ? ' (in a frame)' : ''}: ${payload.message ?? payload.title ?? ''} ${payload.description ?? ''}`.trim(),
          );
        };
      channel.on('playFunctionThrewException', failed('a play function threw'));
      channel.on('storyThrewException', failed('a story threw'));
      channel.on('storyErrored', failed('a story errored'));
      channel.on('unhandledErrorsWhilePlaying', (errors: { message?: string }[]) => {
        heard();
        for (const error of errors)
          report.errors.push(`an error while a play function ran: ${error.message}`);
      });
      channel.on('storyRenderPhaseChanged', (change: { newPhase: string; storyId: string }) => {
        if (fromFrame()) return;
        heard();
        // By story: a render that a later render of the same example replaces (the page re-rendered on a
        // globals update) stops where it was, without an `aborted`; the latest render is what is on screen.
        report.phases[change.storyId] = change.newPhase;
      });
      channel.on('docsRendered', () => {
        if (fromFrame()) return;
        heard();
        report.rendered = true;
      });
    };
    let current: Channel | undefined;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => current,
      set: (next: Channel) => {
        if (next && next !== current) hook(next);
        current = next;
      },
    });
  });

/**
 * The example renders of a report that have not ended, with their phase; `framed` are the stories drawn in
 * a `Frame` block (a preview of their own, whose phase events can reach this page's channel as if its own:
 * their failures arrive as errors, "(in a frame)").
 */
export const unsettled = (report: ChannelReport, framed: readonly string[] = []) =>
  Object.entries(report.phases)
    .filter(([render, phase]) => !framed.includes(render) && !settledPhases.includes(phase))
    .map(([render, phase]) => `${render}: ${phase}`);

/** The stories a docs page draws in `Frame` blocks, by id. */
export const framedStories = (page: Page) =>
  page
    .locator('[data-docs-block$=" frame"] iframe')
    .evaluateAll((frames) =>
      frames.map(
        (frame) => new URL((frame as HTMLIFrameElement).src, location.href).searchParams.get('id') ?? '',
      ),
    );

/** The phases a story render ends in. */
export const settledPhases = ['finished', 'errored', 'aborted'];

/**
 * Waits until the docs page has rendered (or shown Storybook's error display), every example's render
 * (and play function) has ended, the channel has been quiet for a moment (an example mounted late starts
 * its render), and the fonts and pictures are in.
 */
export const settle = async (page: Page) => {
  // Bounded: an example whose render never ends is reported by the test (`unsettled`), not a time-out.
  // An example ends after the a11y addon's axe run (`completing`); on a loaded machine Select's States and
  // Long content were still there after 45 s (once in CI, 1 run in 40 here), so the ceiling is 75 s.
  await page
    .waitForFunction(
      (phases) => {
        if (document.body.classList.contains('sb-show-errordisplay')) return true;
        const report = (window as unknown as { __docsReport?: ChannelReport }).__docsReport;
        if (!report?.rendered || performance.now() - report.lastEvent < 750) return false;
        // A `Frame` block's story is not an example of this page (its failures arrive as errors).
        const framed = new Set(
          [...document.querySelectorAll<HTMLIFrameElement>('[data-docs-block$=" frame"] iframe')].map(
            (frame) => new URL(frame.src, location.href).searchParams.get('id'),
          ),
        );
        return Object.entries(report.phases).every(
          ([story, phase]) => framed.has(story) || phases.includes(phase),
        );
      },
      settledPhases,
      { polling: 250, timeout: 75_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  // Pictures finish (a 404 is a failed response, caught by the test's listener): loaded or failed alike;
  // a lazy one below the fold is never asked for.
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  );
};

/**
 * One tab of the built Storybook's preview per worker, which loads a fresh document for every docs page.
 * Switching the page inside a loaded preview (as Storybook's manager does) spilled into the next page: the
 * previous page's example renders reported on its channel (a language menu's render `preparing` on the
 * SkipLink's page) and renders of the new page stopped at `completing` or `playing` (Badge, Drawer, Image,
 * Spinner, Toast): what a reader who opens the page never sees (ADR 0063).
 */
export class DocsTab {
  constructor(readonly page: Page) {}

  /** Shows a docs page in a language and theme and waits until it has settled (`settle`). */
  async open(id: string, locale: string, theme: string) {
    // The a11y addon's axe run is switched off (`a11y.manual`), as in the visual step.
    await this.page.goto(
      `/iframe.html?viewMode=docs&id=${id}&globals=locale:${locale};theme:${theme};a11y.manual:!true`,
    );
    await settle(this.page);
  }

  /** What the channel told since the page was opened. */
  report() {
    return this.page.evaluate(() => (window as unknown as { __docsReport: ChannelReport }).__docsReport);
  }
}

/** What was wider than its frame: the page itself, or a block of it. */
export type Overflow = { what: string; scrollWidth: number; clientWidth: number };

/**
 * Content wider than its frame: the document (the page scrolls sideways), a story's canvas or a docs
 * block (`data-docs-block`) whose content runs past its box, or one that reaches past the page's column.
 * Code blocks and Storybook's tables that scroll on purpose are neither; the token tables are blocks (a
 * table that scrolled in its own box hid the type scale's largest sample, issue 36).
 */
export const overflows = (page: Page) =>
  page.evaluate(() => {
    const found: { what: string; scrollWidth: number; clientWidth: number }[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      found.push({ what: 'the page', scrollWidth: root.scrollWidth, clientWidth: root.clientWidth });
    const column = document.querySelector('.sbdocs-content')?.getBoundingClientRect();
    const name = (element: Element) => {
      const block = element.getAttribute('data-docs-block');
      const heading = [...document.querySelectorAll('.sbdocs-content h2, .sbdocs-content h3')]
        .filter((h) => h.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
        .at(-1)?.textContent;
      const story = element.closest('[id^="story--"]')?.id;
      return `${block ?? 'story canvas'}${story ? ` ${story}` : ''} under "${heading ?? 'the title'}"`;
    };
    for (const element of document.querySelectorAll('.docs-story, [data-docs-block]')) {
      const box = element.getBoundingClientRect();
      // 1 px of slack: sub-pixel widths round either way.
      if (element.scrollWidth > element.clientWidth + 1)
        found.push({
          what: name(element),
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        });
      else if (column && box.right > column.right + 1)
        found.push({
          what: `${name(element)} (past the column)`,
          scrollWidth: Math.round(box.right - column.left),
          clientWidth: Math.round(column.width),
        });
    }
    return found;
  });

/** The docs page's paragraphs that are raw Markdown, by their first 80 characters. */
export const rawMarkdown = async (page: Page): Promise<string[]> =>
  (
    await page
      .locator('.sbdocs-content p')
      .evaluateAll((paragraphs) => paragraphs.map((p) => p.textContent ?? ''))
  )
    .filter(looksLikeRawMarkdown)
    .map((text) => text.slice(0, 80));

/**
 * The examples a guide writes itself (an anatomy, a states grid, a do/don't pair, a stage), not its
 * stories' canvases (the stories step compares those, docs/adr/0066) nor their captions (docs prose,
 * English on purpose). Their text must follow the language toolbar as a story's does (issue 36 §2).
 */
const writtenExamples = [
  '[data-docs-block="anatomy"]',
  '[data-docs-block="do"]',
  '[data-docs-block="dont"]',
  '[data-docs-block="stage"]',
  '[data-docs-block="states grid"] > figure > :first-child',
].join(', ');

/**
 * The text a person sees in the examples a guide writes itself (`writtenExamples`), as the stories step
 * reads a story (`readSegments` in packages/ui/src/stories/storyText.ts, which runs in the story's own
 * document and cannot be sent to the page): each visible text node and each text field's value and
 * placeholder, leaving out text marked, inside the example, as in another language (`lang`) or
 * `translate="no"`.
 */
export const exampleText = (page: Page): Promise<string[]> =>
  page.evaluate((selector) => {
    const pageLanguage = document.documentElement.lang.split('-')[0];
    const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
    // Storybook marks its docs column `lang="en"` (the prose): only a mark inside the example counts.
    const foreign = (element: Element, root: Element) => {
      const marked = element.closest('[lang], [translate="no"]');
      if (!marked || !root.contains(marked)) return false;
      if (marked.getAttribute('translate') === 'no') return true;
      const lang = marked.getAttribute('lang') ?? '';
      return lang !== '' && lang.split('-')[0] !== pageLanguage;
    };
    const visible = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const segments: string[] = [];
    const roots = [...document.querySelectorAll(selector)].filter((root) => !root.closest('.docs-story'));
    // A phone frame's example is drawn in an `<iframe>` of its own (stories/PhoneFrame.tsx): its body is
    // read too, as part of the example (issue 36: Hero's and Footer's "Don't" stayed English there).
    const read = (root: Element) => {
      const walker = root.ownerDocument.createTreeWalker(
        root,
        NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT,
      );
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeName === 'IFRAME') {
          const body = (node as HTMLIFrameElement).contentDocument?.body;
          if (body) read(body);
        } else if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          const text = normalize((node as Text).data);
          if (text && parent && !parent.closest('script, style, title, desc, textarea'))
            if (visible(parent) && !foreign(parent, root)) segments.push(text);
        } else if (node.nodeName === 'INPUT' || node.nodeName === 'TEXTAREA') {
          // By name: a field inside a phone frame belongs to the frame's window, not to this one's classes.
          const field = node as HTMLInputElement | HTMLTextAreaElement;
          if (!visible(field) || foreign(field, root)) continue;
          if (field.nodeName === 'TEXTAREA' || ['text', 'email', 'search', ''].includes(field.type)) {
            if (field.value) segments.push(normalize(field.value));
            if (field.placeholder) segments.push(normalize(field.placeholder));
          }
        }
      }
    };
    for (const root of roots) read(root);
    return segments;
  }, writtenExamples);
