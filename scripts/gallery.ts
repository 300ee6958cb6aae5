/**
 * `node scripts/gallery.ts` (after `pnpm build-storybook`, inside a network namespace): the pictures of
 * the landing page's gallery. Each component's chosen story (packages/ui/src/docs/gallery.ts) is opened in
 * the built Storybook at 1280×720 in every language and theme, framed on what it shows and saved reduced
 * to 480×270 as `.storybook/static/gallery/<story>.<locale>.<theme>.jpg` (`galleryPicture`), so the
 * gallery follows the toolbar's language and theme (Gallery.tsx shows the one chosen). Run it again when a
 * component's look changes.
 *
 * The frame: the box of everything the story draws (text, fields, filled or bordered boxes, pictures),
 * with a margin, widened to 16:9 and at least `narrowest` wide. A button or a badge drawn on the whole
 * 1280 px window was a thin strip in a corner of an empty tile (designer review, finding 4); framed, it
 * fills a third of the tile or more. A section wider than the frame keeps the whole window.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from 'playwright';
import { gallery, galleryLocales, galleryPicture, galleryThemes } from '../packages/ui/src/docs/gallery.ts';
import { chromiumLaunchOptions } from './browser.ts';

const root = join(import.meta.dirname, '..');
const site = join(root, 'storybook-static');
const out = join(root, '.storybook/static/gallery');
const port = 6198;
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  try {
    const body = readFileSync(join(site, path === '/' ? 'index.html' : path));
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404);
    response.end();
  }
}).listen(port, '127.0.0.1');

mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
const viewport = { width: 1280, height: 720 };
const tile = { width: 480, height: 270 };
/** The narrowest frame, in CSS pixels: a small component is drawn at most this much larger (480 / 560). */
const narrowest = 560;
const margin = 32;
const page = await browser.newPage({ viewport, reducedMotion: 'reduce' });
// The framed part, drawn again at the tile's size: Chromium scales it down smoothly.
const reducer = await browser.newPage({ viewport: tile });

/** The box of what the story draws, in CSS pixels of the window (null when it draws nothing). */
const drawn = () =>
  page.evaluate(() => {
    let box: { left: number; top: number; right: number; bottom: number } | null = null;
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1 || !element.checkVisibility({ opacityProperty: true })) continue;
      const style = getComputedStyle(element);
      const text = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      const painted =
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        Number.parseFloat(style.borderTopWidth) > 0 ||
        style.boxShadow !== 'none' ||
        ['IMG', 'svg', 'INPUT', 'TEXTAREA', 'BUTTON', 'VIDEO', 'CANVAS'].includes(element.tagName);
      if (!text && !painted) continue;
      // A band across the whole window (the story's page, a states grid's row) is no part of the component:
      // what it holds is measured on its own.
      // (90 %: a padded story's root is the window less its padding.)
      if (rect.width >= innerWidth * 0.9 && !text) continue;
      box = box
        ? {
            left: Math.min(box.left, rect.left),
            top: Math.min(box.top, rect.top),
            right: Math.max(box.right, rect.right),
            bottom: Math.max(box.bottom, rect.bottom),
          }
        : { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    }
    return box;
  });

/** The 16:9 part of the window that shows `box` with a margin, at least `narrowest` wide. */
const frameOf = (box: { left: number; top: number; right: number; bottom: number } | null) => {
  if (!box) return { x: 0, y: 0, ...viewport };
  const ratio = tile.width / tile.height;
  const needed = Math.max(box.right - box.left + 2 * margin, (box.bottom - box.top + 2 * margin) * ratio);
  const width = Math.min(viewport.width, Math.max(narrowest, needed));
  const height = width / ratio;
  const centre = { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
  // Centred on what is drawn, inside the window; a part taller than the frame shows its top.
  const x = Math.min(Math.max(0, centre.x - width / 2), viewport.width - width);
  const y = Math.min(
    Math.max(0, Math.min(centre.y - height / 2, box.top - margin)),
    viewport.height - height,
  );
  return { x, y, width, height };
};

for (const { picture } of gallery.flatMap((group) => group.items)) {
  for (const locale of galleryLocales) {
    for (const theme of galleryThemes) {
      await page.goto(
        `http://127.0.0.1:${port}/iframe.html?id=${picture}&viewMode=story&globals=a11y.manual:!true;theme:${theme};locale:${locale}`,
      );
      await page.waitForFunction((id) => {
        const render = (
          window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
        ).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === id && ['finished', 'completed', 'errored'].includes(render.phase ?? '');
      }, picture);
      await page.evaluate(() => document.fonts.ready);
      // What is smaller than the window is moved to its centre (a transform: the layout stays), so its
      // frame is centred on it rather than held at the window's top left corner.
      const box = await drawn();
      if (box && box.right - box.left < viewport.width && box.bottom - box.top < viewport.height) {
        const dx = viewport.width / 2 - (box.left + box.right) / 2;
        const dy = viewport.height / 2 - (box.top + box.bottom) / 2;
        await page.evaluate(
          ([x, y]) => {
            document.body.style.transform = `translate(${x}px, ${y}px)`;
          },
          [dx, dy],
        );
        Object.assign(box, {
          left: box.left + dx,
          right: box.right + dx,
          top: box.top + dy,
          bottom: box.bottom + dy,
        });
      }
      const clip = frameOf(box);
      const png = await page.screenshot({ clip, type: 'png' });
      await reducer.setContent(
        `<body style="margin:0"><img src="data:image/png;base64,${png.toString('base64')}" style="display:block;width:${tile.width}px;height:${tile.height}px"></body>`,
      );
      await reducer.evaluate(() => document.images[0]?.decode());
      const file = galleryPicture(picture, locale, theme);
      await reducer.screenshot({ path: join(out, file), type: 'jpeg', quality: 72 });
      console.info(`gallery/${file}`);
    }
  }
}
await browser.close();
server.close();
