import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './browser.ts';
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
await page.goto(`http://127.0.0.1:6199/iframe.html?id=${process.argv[2]}&viewMode=story&globals=locale:fr`);
await page.waitForTimeout(2500);
console.log(await page.evaluate(() => {
  const out: string[] = [`doc ${document.documentElement.scrollWidth}`];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > 392 && r.width > 0) out.push(`${el.tagName}.${(el.className || '').toString().slice(0, 40)} w=${Math.round(r.width)} right=${Math.round(r.right)}`);
  }
  return out.slice(0, 15).join('\n');
}));
await browser.close();
