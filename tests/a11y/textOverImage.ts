/**
 * Contrast of text that axe cannot judge (over a picture or a gradient: its `color-contrast` check comes
 * back "incomplete"). The text is made transparent, the backdrop behind each line is screenshotted, and
 * every pixel of it is compared with the text colour (blended by the text's opacity): the lowest ratio
 * must reach 4.5:1 (3:1 for large text).
 */
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** The measured contrast of one element's text against the pixels behind it. */
export type BackdropContrast = {
  target: string;
  /** The contrast the text needs: 4.5, or 3 for large text (24px, or 18.66px bold). */
  required: number;
  /** The lowest contrast over all pixels behind the text. */
  lowest: number;
};

/** The selectors of the elements whose colour contrast axe left "incomplete". */
export const incompleteContrastTargets = (results: AxeResults): string[] =>
  results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes.map((node) => String(node.target[0])));

type Measured = {
  rects: { x: number; y: number; width: number; height: number }[];
  color: readonly [number, number, number];
  opacity: number;
  large: boolean;
};

/** Measures one element (the page is left as it was). */
export const backdropContrast = async (page: Page, target: string): Promise<BackdropContrast> => {
  const element = page.locator(target).first();
  await element.scrollIntoViewIfNeeded();
  // The picture must be there, not the colour behind it while it loads.
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.loading === 'lazy' || image.complete),
  );
  const measured = await element.evaluate((node): Measured => {
    const style = getComputedStyle(node);
    const [r = 0, g = 0, b = 0] = (style.color.match(/[\d.]+/g) ?? []).map(Number);
    let opacity = 1;
    for (let at: Element | null = node; at; at = at.parentElement)
      opacity *= Number(getComputedStyle(at).opacity);
    const size = Number.parseFloat(style.fontSize);
    const bold = Number(style.fontWeight) >= 700;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()]
      .filter((rect) => rect.width > 1 && rect.height > 1)
      // Page coordinates: a tall block (a hero's text set in the wider system fonts) may run past the
      // viewport; each line is scrolled into view below the fixed header before its screenshot.
      .map(({ x, y, width, height }) => ({ x: x + scrollX, y: y + scrollY, width, height }));
    // Through the CSSOM: the site's Content-Security-Policy refuses injected style sheets.
    for (const hidden of [node, ...node.querySelectorAll('*')])
      if (hidden instanceof HTMLElement || hidden instanceof SVGElement) {
        hidden.style.setProperty('color', 'transparent', 'important');
        hidden.style.setProperty('text-shadow', 'none', 'important');
      }
    return { rects, color: [r, g, b], opacity, large: size >= 24 || (bold && size >= 18.66) };
  });
  const shots: string[] = [];
  for (const rect of measured.rects) {
    const top = await page.evaluate((y) => {
      scrollTo({ top: Math.max(0, y - 96), behavior: 'instant' });
      return scrollY;
    }, rect.y);
    const clip = {
      x: Math.max(0, rect.x),
      y: Math.max(0, rect.y - top),
      width: Math.max(1, Math.floor(rect.width)),
      height: Math.max(1, Math.floor(rect.height)),
    };
    shots.push((await page.screenshot({ clip, scale: 'css', animations: 'disabled' })).toString('base64'));
  }
  await element.evaluate((node) => {
    for (const hidden of [node, ...node.querySelectorAll('*')])
      if (hidden instanceof HTMLElement || hidden instanceof SVGElement) {
        hidden.style.removeProperty('color');
        hidden.style.removeProperty('text-shadow');
      }
  });

  // Decoded in a blank page of the same browser: no Content-Security-Policy, no dependency.
  const scratch = await page.context().newPage();
  const lowest = await scratch.evaluate(
    async ({ shots, color, opacity }) => {
      const linear = (channel: number) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      let worst = 21;
      for (const shot of shots) {
        const bytes = Uint8Array.from(atob(shot), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
        for (let i = 0; i < data.length; i += 4) {
          const r = data[i] ?? 0;
          const g = data[i + 1] ?? 0;
          const b = data[i + 2] ?? 0;
          const text = luminance(
            opacity * color[0] + (1 - opacity) * r,
            opacity * color[1] + (1 - opacity) * g,
            opacity * color[2] + (1 - opacity) * b,
          );
          const backdrop = luminance(r, g, b);
          const ratio = (Math.max(text, backdrop) + 0.05) / (Math.min(text, backdrop) + 0.05);
          if (ratio < worst) worst = ratio;
        }
      }
      return worst;
    },
    { shots, color: measured.color, opacity: measured.opacity },
  );
  await scratch.close();
  return { target, required: measured.large ? 3 : 4.5, lowest: Math.round(lowest * 100) / 100 };
};
