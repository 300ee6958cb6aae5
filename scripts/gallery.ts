/**
 * `node scripts/gallery.ts` (after `pnpm build-storybook`, inside a network namespace): the pictures of
 * the landing page's gallery. Each component's chosen story (packages/ui/src/docs/gallery.ts) is opened in
 * the built Storybook at 1280×720 in each theme, and saved reduced to 480×270 as
 * `.storybook/static/gallery/<story>.jpg` (brand) and `<story>.partner.jpg`, so the gallery follows the
 * toolbar's theme (Gallery.tsx shows the one of the theme chosen). Run it again when a component's look
 * changes.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from 'playwright';
import { gallery } from '../packages/ui/src/docs/gallery.ts';
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
// 1280 × 720 CSS pixels drawn into 480 × 270 image pixels.
const page = await browser.newPage({
  viewport: { width: 1280, height: 720 },
  deviceScaleFactor: 0.375,
  reducedMotion: 'reduce',
});
for (const { picture } of gallery.flatMap((group) => group.items)) {
  for (const theme of ['brand', 'partner'] as const) {
    await page.goto(
      `http://127.0.0.1:${port}/iframe.html?id=${picture}&viewMode=story&globals=a11y.manual:!true;theme:${theme}`,
    );
    await page.waitForFunction((id) => {
      const render = (
        window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
      ).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && ['finished', 'completed', 'errored'].includes(render.phase ?? '');
    }, picture);
    await page.evaluate(() => document.fonts.ready);
    const file = `${picture}${theme === 'brand' ? '' : `.${theme}`}.jpg`;
    await page.screenshot({ path: join(out, file), type: 'jpeg', quality: 72 });
    console.info(`gallery/${file}`);
  }
}
await browser.close();
server.close();
