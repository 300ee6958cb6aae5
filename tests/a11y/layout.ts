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

/**
 * Every layout fault of the kinds issue 37 found, on the page as it is laid out now (one string per fault,
 * naming the element, its text and the measurement):
 * - a line box of the header, a banner (`main aside`) or a row of key figures (`[data-figure]` and their labels) is
 *   narrower than the longest word it holds (the banner's text column starved to one word a line);
 * - a link or button of the header, a wordmark (`[data-wordmark]`) or a key figure takes more than one line
 *   ("À / propos", "Rhein Brush / & Wood", "27 Mi / o.+", "8– / 12 %"), or runs out of its box;
 * - a soft hyphen the build inserted sits in a heading, button, link, label or figure (they are balanced,
 *   never split), or anywhere in English (`noSoftHyphens`);
 * - a select is narrower than the text of its chosen option and cuts it without an ellipsis
 *   ("Keine bestimmte Produk|").
 * A word wider than its whole header, banner or row of figures (a 32-letter German compound on a 320 px
 * phone) breaks at its inserted hyphens; its line box must then take all the width there is.
 * Hidden elements (the closed drawer, the inline navigation on a phone, visually hidden labels) are not
 * measured.
 */
export function layoutFaults(noSoftHyphens: boolean): string[] {
  const faults: string[] = [];
  const range = document.createRange();
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true });
  };
  const name = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
  /** The line boxes the rectangles sit on: rectangles that share most of their height share a line. */
  const lineCount = (rects: Iterable<DOMRect>) => {
    const lines: { top: number; bottom: number }[] = [];
    for (const rect of rects) {
      if (rect.width < 0.5 || rect.height < 0.5) continue;
      const line = lines.find(
        (other) =>
          Math.min(other.bottom, rect.bottom) - Math.max(other.top, rect.top) >
          Math.min(other.bottom - other.top, rect.height) / 2,
      );
      if (!line) lines.push({ top: rect.top, bottom: rect.bottom });
    }
    return lines.length;
  };
  const textNodes = (root: Node) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
      if (node.data.trim() && node.parentElement && shown(node.parentElement)) nodes.push(node);
    return nodes;
  };
  const textLines = (element: Element) =>
    lineCount(
      textNodes(element).flatMap((node) => {
        range.selectNodeContents(node);
        return [...range.getClientRects()];
      }),
    );
  /** The element whose width the text's lines take: the nearest ancestor that is not inline. */
  const lineBoxOf = (node: Text) => {
    let element = node.parentElement as Element;
    while (element.parentElement && ['inline', 'contents'].includes(getComputedStyle(element).display))
      element = element.parentElement;
    return element;
  };

  const contentWidth = (element: Element) => {
    const style = getComputedStyle(element);
    return (
      element.getBoundingClientRect().width -
      Number.parseFloat(style.paddingLeft) -
      Number.parseFloat(style.paddingRight) -
      Number.parseFloat(style.borderLeftWidth) -
      Number.parseFloat(style.borderRightWidth)
    );
  };

  // Narrower than its longest word (whole, as if it had no inserted hyphens), unless the word is wider
  // than the whole header, banner or row of figures: then the line box must have all of that width.
  const scopes = document.querySelectorAll('header > *, main aside, dl:has([data-figure])');
  for (const scope of scopes) {
    const room = contentWidth(scope);
    for (const node of textNodes(scope)) {
      const box = lineBoxOf(node);
      const width = contentWidth(box);
      // A word breaks after its own hyphens ("Private-|Label-|Partner"), never at an inserted one.
      for (const match of node.data.matchAll(/[^\s-]+-?/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const word = [...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0);
        if (Math.min(word, room) > width + 1)
          faults.push(
            `${name(box)} is ${Math.round(width)} px wide, narrower than "${match[0].replaceAll('\u00AD', '')}" (${Math.round(word)} px)`,
          );
      }
    }
  }

  // On one line: the header's links and buttons, every wordmark, every key figure.
  const whole = document.querySelectorAll('header a, header button, [data-wordmark], [data-figure]');
  for (const element of whole)
    if (shown(element) && textLines(element) > 1)
      faults.push(`${name(element)} wraps onto ${textLines(element)} lines`);
  // …and stays inside its box (one line, but wider than its column).
  for (const element of document.querySelectorAll('[data-figure], header a, header button'))
    if (shown(element) && element.scrollWidth > element.clientWidth + 1)
      faults.push(`${name(element)} runs ${element.scrollWidth - element.clientWidth} px out of its box`);

  // Inserted hyphens: none in what is balanced and never split, none at all in English.
  const never = 'h1, h2, h3, h4, h5, h6, button, a, label, legend, summary, [data-wordmark], [data-figure]';
  const running = 'p, li, dd, td, blockquote, figcaption';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.data.includes('\u00AD')) continue;
    const holder = node.parentElement?.closest(`${never}, ${running}`);
    const forbidden = holder?.matches(never) || holder?.closest('[data-figure]');
    if (noSoftHyphens || forbidden)
      faults.push(`${name(holder ?? (node.parentElement as Element))} has an inserted hyphen`);
  }

  // A select shows its chosen option whole.
  const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
  for (const select of document.querySelectorAll('select')) {
    if (!shown(select)) continue;
    const style = getComputedStyle(select);
    canvas.font = style.font;
    canvas.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
    const option = (select.selectedOptions[0]?.text ?? '').trim();
    const text = canvas.measureText(option).width;
    const room =
      select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    // Cut without a sign ("Keine bestimmte Produk|"); an ellipsis at least says there is more.
    if (text > room + 1 && style.textOverflow !== 'ellipsis')
      faults.push(`the select cuts "${option}" (${Math.round(text)} px) at ${Math.round(room)} px`);
  }
  return faults;
}
