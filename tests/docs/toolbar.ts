import { readFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import { catalogs } from '../../.storybook/i18n.ts';

/**
 * Does every example of a docs page follow the toolbar? A story drawn in a frame of its own (a dialog, a
 * popover, a toast, an open list, the `Frame` block) is a preview of its own: given no globals it rendered
 * in English and the brand theme whatever the toolbar said, and its channel switched the page itself back
 * to English (issue 36, findings 1 and 3). Checked on each docs page, in each language and theme the docs
 * step opens it in:
 *
 * - the text of every frame, and of the stories the page draws inline, holds no English the catalogs translate
 *   (a text of the library's or the stories' English catalog whose translation in the page's language
 *   differs): "Request samples" in a German frame, "Choose an option" under a German label;
 * - no frame is painted in the other theme's colours: a colour of the brand palette that the partner
 *   palette does not have, on a partner page (and the other way round).
 */

type Messages = Record<string, unknown>;

/** A message's text when it is one plain string (no placeholder), as Lingui compiles it. */
const plain = (compiled: unknown): string | undefined =>
  Array.isArray(compiled) && compiled.length === 1 && typeof compiled[0] === 'string'
    ? compiled[0]
    : typeof compiled === 'string'
      ? compiled
      : undefined;

/** A text worth telling apart: with a word of four letters or more ("Close", not "OK" or "3 m"). */
const wordy = /\p{L}{4,}/u;

/** The English texts that read otherwise in `locale`, in the catalogs Storybook loads (.storybook/i18n.ts). */
export const englishOf = (locale: keyof typeof catalogs): Set<string> => {
  const english: Messages = Object.assign({}, ...catalogs.en);
  const translated: Messages = Object.assign({}, ...catalogs[locale]);
  const found = new Set<string>();
  for (const [id, compiled] of Object.entries(english)) {
    const text = plain(compiled);
    const other = plain(translated[id]);
    if (text && other && text.trim() !== other.trim() && wordy.test(text)) found.add(text.trim());
  }
  return found;
};

/** The palettes' colours as the browser computes them (`rgb(36, 86, 52)`), from the built tokens files. */
const palette = (theme: 'brand' | 'partner'): Set<string> => {
  const tokens = JSON.parse(
    readFileSync(
      new URL(`../../storybook-static/design-tokens/${theme}.tokens.json`, import.meta.url),
      'utf8',
    ),
  ) as { palette: Record<string, { $value: string }> };
  return new Set(
    Object.values(tokens.palette).map(({ $value }) => {
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt($value.slice(at, at + 2), 16));
      return `rgb(${r}, ${g}, ${b})`;
    }),
  );
};

/** The colours of `theme`'s palette that the other theme's palette does not have. */
export const onlyIn = (theme: 'brand' | 'partner'): Set<string> => {
  const other = palette(theme === 'brand' ? 'partner' : 'brand');
  return new Set([...palette(theme)].filter((colour) => !other.has(colour)));
};

/** What one document shows: its visible texts, and the colours its visible elements are painted in. */
type Seen = { texts: string[]; colours: string[] };

/**
 * Reads a document's visible text nodes (one space for each run of white space) and painted colours (text,
 * background, the borders that are drawn), under the elements `scope` finds (the whole body by default).
 */
const look = (scope: string | null): Seen => {
  const roots = scope ? [...document.querySelectorAll<HTMLElement>(scope)] : [document.body];
  const texts = new Set<string>();
  const colours = new Set<string>();
  const visible = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text) {
        const parent = node.parentElement;
        const text = node.data.replace(/\s+/g, ' ').trim();
        if (text && parent && !parent.closest('script, style, title, figcaption') && visible(parent))
          texts.add(text);
      } else if (node instanceof Element && visible(node)) {
        const style = getComputedStyle(node);
        colours.add(style.color);
        colours.add(style.backgroundColor);
        if (Number.parseFloat(style.borderTopWidth) > 0) colours.add(style.borderTopColor);
      }
    }
  }
  return { texts: [...texts], colours: [...colours] };
};

/** A framed story's render has ended (or the frame is no story: a phone frame the page renders into). */
const storyEnded = () => {
  const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
    .__STORYBOOK_PREVIEW__;
  if (!preview) return document.readyState === 'complete';
  const phase = preview.currentRender?.phase;
  return phase === 'finished' || phase === 'completed' || phase === 'errored' || phase === 'aborted';
};

/** A frame's name in a finding: its story's id, or its title. */
const frameName = async (frame: Frame) =>
  new URL(frame.url(), 'http://x/').searchParams.get('id') ??
  (await frame.frameElement().then((element) => element.getAttribute('title')));

/**
 * What on the docs page open in `page` does not follow the toolbar's `locale` and `theme`: each English
 * text the catalogs translate, each colour of the other theme, with the frame or example it is in.
 */
export async function toolbarFaults(
  page: Page,
  locale: keyof typeof catalogs,
  theme: 'brand' | 'partner',
): Promise<string[]> {
  const english = locale === 'en' ? new Set<string>() : englishOf(locale);
  const foreign = onlyIn(theme === 'brand' ? 'partner' : 'brand');
  const faults: string[] = [];
  const judge = (where: string, { texts, colours }: Seen, withTexts: boolean, withColours: boolean) => {
    if (withTexts)
      for (const text of texts) if (english.has(text)) faults.push(`${where}: "${text}" in English`);
    if (withColours)
      for (const colour of colours)
        if (foreign.has(colour)) faults.push(`${where}: painted ${colour}, a colour of the other theme`);
  };
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || frame.isDetached()) continue;
    // Bounded: a frame whose story never ends is the docs step's other checks' to report.
    await frame.waitForFunction(storyEnded, undefined, { timeout: 30_000 }).catch(() => undefined);
    const seen = await frame.evaluate(look, null).catch(() => undefined);
    // A story's own preview follows the toolbar or nothing does. A frame the page renders into (a
    // `PhoneFrame`: a phone-wide example of the guide, or one language of five on purpose) holds the
    // guide's own content, whose words are not this check's yet (see `the page` below): its colours only.
    const story = new URL(frame.url(), 'http://x/').searchParams.has('id');
    if (seen) judge(`frame ${await frameName(frame)}`, seen, story, true);
  }
  // The page's own stories, drawn inline: the library's strings in them came out English while the story
  // around them translated (finding 3). Their colours are the docs page's surroundings' too: text only.
  // (The blocks' examples written into a guide, `Stage`, `Anatomy`, do/don't, a `PhoneFrame`, are the
  // guide's content and not checked here yet: several still hold English written into the MDX, issue 36 §2.)
  judge('the page', await page.evaluate(look, '.docs-story'), true, false);
  return faults;
}
