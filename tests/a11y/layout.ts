/**
 * Measurements of how a page is laid out, run inside the page (each function is self-contained, as
 * `page.evaluate` needs): where text lines really are, and where a word was broken without a hyphen.
 */

/** A box on the screen, in CSS pixels. */
export type Box = { x: number; y: number; width: number; height: number; what: string };

/** Whether two boxes share any area (touching edges do not count). */
export const overlaps = (a: Box, b: Box, tolerance = 0.5): boolean =>
  a.x < b.x + b.width - tolerance &&
  b.x < a.x + a.width - tolerance &&
  a.y < b.y + b.height - tolerance &&
  b.y < a.y + a.height - tolerance;

/**
 * The boxes of every line of text under the elements `selector` finds (one per line fragment, from the
 * text's own glyph boxes, not the elements' boxes) and of the links and buttons among them.
 */
export function textAndControlBoxes(selector: string): Box[] {
  const boxes: Box[] = [];
  for (const root of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        if (rect.width > 0 && rect.height > 0)
          boxes.push({
            x: rect.x,
            y: rect.y,
            width: rect.width,
            height: rect.height,
            what: node.textContent.trim().slice(0, 40),
          });
    }
    for (const control of root.querySelectorAll('a, button')) {
      const rect = control.getBoundingClientRect();
      boxes.push({
        x: rect.x,
        y: rect.y,
        width: rect.width,
        height: rect.height,
        what: `control "${control.textContent?.trim()}"`,
      });
    }
  }
  return boxes;
}

/**
 * Every place under `selector` where a line ends between two letters of one word with no hyphen shown:
 * the break "Wiederaufforstun|g" a browser makes when a word is wider than its column and nothing tells
 * it where the word may break. A break at a soft hyphen (shown as a hyphen) or at a hard one is fine.
 * Words that must stay exactly as written (addresses, figures, codes: a digit, `@`, `/`) are not checked.
 */
export function wordsBrokenWithoutHyphen(selector: string): string[] {
  const letter = /\p{L}/u;
  const verbatim = /[@/\\_\d]/;
  const found: string[] = [];
  const range = document.createRange();
  const top = (node: Text, index: number) => {
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    const rects = range.getClientRects();
    return rects.length ? (rects[rects.length - 1] as DOMRect).top : Number.NaN;
  };
  for (const root of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      range.selectNodeContents(node);
      // A text on one line cannot be broken; hidden text has no boxes.
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size < 2) continue;
      // Only a word that spans two lines can be broken: its first and last letters' lines tell.
      for (const match of text.matchAll(/[\p{L}\u00AD]{2,}/gu)) {
        const start = match.index;
        const end = start + match[0].length - 1;
        if (!(Math.abs(top(node, end) - top(node, start)) > 2)) continue;
        for (let index = start; index < end; index++) {
          if (!letter.test(text[index] as string) || !letter.test(text[index + 1] as string)) continue;
          if (!(Math.abs(top(node, index + 1) - top(node, index)) > 2)) continue;
          const from = text.lastIndexOf(' ', index) + 1;
          const to = text.indexOf(' ', index + 1);
          const word = text.slice(from, to < 0 ? undefined : to).replaceAll('\u00AD', '');
          if (!verbatim.test(word)) found.push(`${word} (after "${text.slice(from, index + 1)}")`);
        }
      }
    }
  }
  return found;
}
