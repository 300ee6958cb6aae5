// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  budgetedPages,
  bundleBreaches,
  checkBundles,
  fontFaces,
  formatBundles,
  neededFonts,
  pageCharacters,
  parseUnicodeRange,
  routeOf,
} from './bundles.ts';

const latinRange = 'U+0000-00FF, U+0131, U+0152-0153, U+2000-206F';
const latinExtRange = 'U+0100-02BA, U+1E00-1E9F';
const css = `
@font-face{font-family:Serif;font-style:normal;font-weight:100 900;src:url(/assets/serif-ext.woff2)format("woff2");unicode-range:${latinExtRange}}
@font-face{font-family:Serif;font-style:normal;font-weight:100 900;src:url(/assets/serif-latin.woff2)format("woff2");unicode-range:${latinRange}}
@font-face{font-family:"Sans";font-display:swap;src:url("/assets/sans.woff2") format("woff2")}
body{color:red}`;

describe('fonts a page loads', () => {
  it('reads unicode ranges, wildcards included', () => {
    expect(parseUnicodeRange('U+0-FF, U+131, U+1F??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x1f00, 0x1fff],
    ]);
  });

  it('reads the woff2 faces of a stylesheet in order', () => {
    expect(fontFaces(css).map(({ file, ranges }) => [file, ranges?.length ?? null])).toEqual([
      ['assets/serif-ext.woff2', 2],
      ['assets/serif-latin.woff2', 4],
      ['assets/sans.woff2', null],
    ]);
  });

  it('collects the characters of the body, not of the head or scripts', () => {
    const chars = pageCharacters(
      '<html><head><title>ő</title></head><body><h1>Bürsten &amp; B&#x153;uf</h1><script>"ł"</script><input placeholder="Zoë"></body></html>',
    );
    expect(chars.has('ü'.codePointAt(0) ?? 0)).toBe(true);
    expect(chars.has(0x153)).toBe(true);
    expect(chars.has('ë'.codePointAt(0) ?? 0)).toBe(true);
    expect(chars.has('&'.codePointAt(0) ?? 0)).toBe(true);
    expect(chars.has('ő'.codePointAt(0) ?? 0)).toBe(false);
    expect(chars.has('ł'.codePointAt(0) ?? 0)).toBe(false);
  });

  it('counts the last declared face that covers a character: œ is Latin, ő is Latin Extended', () => {
    const faces = fontFaces(css);
    expect(neededFonts(faces, pageCharacters('<body>cœur</body>'))).toEqual([
      'assets/sans.woff2',
      'assets/serif-latin.woff2',
    ]);
    expect(neededFonts(faces, pageCharacters('<body>Győr</body>'))).toEqual([
      'assets/sans.woff2',
      'assets/serif-ext.woff2',
      'assets/serif-latin.woff2',
    ]);
  });
});

describe('routes', () => {
  it('removes the language prefix', () => {
    const homes = ['/', '/de', '/fr'];
    expect(routeOf('/de/contact', homes)).toBe('/contact');
    expect(routeOf('/de', homes)).toBe('/');
    expect(routeOf('/contact', homes)).toBe('/contact');
    expect(routeOf('/design', homes)).toBe('/design');
  });
});

describe('the bundle check of a build', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bundles-'));
  const write = (name: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), content);
  };
  const parts = Array.from({ length: 14 }, (_, index) => `assets/part${index}.js`);
  const page = (lang: string, text: string, preload: string[] = [], later: string[] = []) =>
    `<!doctype html><html lang="${lang}"><head><script type="module" crossorigin src="/assets/index.js"></script>${preload
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join(
        '',
      )}<link rel="stylesheet" crossorigin href="/assets/page.css"><meta name="app-modules" content="${later
      .map((file) => `/${file}`)
      .join(' ')}"></head><body><h1>${text}</h1></body></html>`;

  beforeAll(() => {
    write(
      '.vite/manifest.json',
      JSON.stringify({
        'index.html': {
          file: 'assets/index.js',
          isEntry: true,
          imports: ['_shared.js'],
          css: ['assets/index.css'],
        },
        '_shared.js': { file: 'assets/shared.js' },
        'src/pages/Contact.tsx': {
          file: 'assets/Contact.js',
          isDynamicEntry: true,
          imports: ['_shared.js'],
        },
        'src/locales/de.ts': { file: 'assets/de.js', isDynamicEntry: true },
        '_app.js': { file: 'assets/app.js', imports: ['_shared.js'] },
        ...Object.fromEntries(parts.map((file) => [`_${file.slice(7)}`, { file }])),
      }),
    );
    // Random bytes do not compress: gzip sizes are the sizes written.
    write('assets/index.js', randomBytes(70 * 1024));
    write('assets/shared.js', randomBytes(5 * 1024));
    write('assets/Contact.js', randomBytes(20 * 1024));
    write('assets/de.js', randomBytes(1024));
    write('assets/app.js', randomBytes(40 * 1024));
    for (const file of parts) write(file, 'export {};');
    write('assets/index.css', css);
    write('assets/page.css', 'h1{color:red}');
    write('assets/serif-latin.woff2', randomBytes(30 * 1024));
    write('assets/serif-ext.woff2', randomBytes(30 * 1024));
    write('assets/sans.woff2', randomBytes(20 * 1024));
    // The home page starts 40 KB more when idle: 115 KB a visit.
    write('index.html', page('en', 'Brushes', [], ['assets/app.js']));
    write('contact.html', page('en', 'Contact', ['assets/Contact.js']));
    // The German home page starts fourteen small scripts: seventeen a visit.
    write('de.html', page('de', 'Bürsten', ['assets/de.js'], parts));
    write('de/contact.html', page('de', 'Kontakt in Győr', ['assets/Contact.js', 'assets/de.js']));
    write('login.html', page('en', 'Sign in', ['assets/Contact.js']));
    write('de/login.html', page('de', 'Anmelden', ['assets/de.js']));
    write('admin.html', page('en', 'Admin'));
    write(
      'sitemap.xml',
      `<?xml version="1.0"?><urlset>${['/', '/contact', '/de', '/de/contact']
        .map((path) => `<url><loc>https://www.example.ch${path}</loc></url>`)
        .join('')}</urlset>`,
    );
  });

  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('covers the sitemap and the sign-in page of every language, not /admin', () => {
    expect(budgetedPages(dist)).toEqual(['/', '/contact', '/de', '/de/contact', '/login', '/de/login']);
  });

  it('sizes each page against the budgets of its route, contact in every language', () => {
    const pages = checkBundles(dist);
    const of = (path: string) => pages.find((p) => p.path === path);
    expect(
      of('/')
        ?.assets.filter((a) => a.kind === 'js')
        .map((a) => a.file),
    ).toEqual(['assets/index.js', 'assets/shared.js']);
    // 75 KB of JS and 50 KB of fonts (Latin and the face without a range) on the first load; the visit
    // adds the 40 KB the app starts with.
    expect(of('/')?.totals.js).toBeLessThan(80 * 1024);
    expect(of('/')?.visit).toEqual({ js: expect.any(Number), scripts: 3 });
    expect(of('/')?.breaches).toEqual([expect.stringMatching(/^JS per visit 115\.\d KB > 110 KB$/)]);
    expect(of('/de')?.breaches).toEqual(['scripts per visit 17 > 15']);
    // A page that starts nothing when idle: its visit is its first load.
    expect(of('/contact')?.visit.js).toBe(of('/contact')?.totals.js);
    expect(of('/contact')?.route).toBe('/contact');
    expect(of('/contact')?.totals.js).toBeGreaterThan(95 * 1024);
    expect(of('/de/contact')?.budgets.js).toBe(110 * 1024);
    // Contact's 95 KB of JS is within its 110 KB; "ő" adds the Latin Extended face.
    expect(of('/de/contact')?.breaches).toEqual(['fonts 80.0 KB > 60 KB']);
    // Sign-in has a form too: its 95 KB are within the same 110 KB.
    expect(of('/login')?.budgets.js).toBe(110 * 1024);
    expect(of('/login')?.breaches).toEqual([]);
    expect(of('/de/contact')?.lang).toBe('de');
    expect(bundleBreaches(pages)).toEqual([
      expect.stringMatching(/^\/ JS per visit 115\.\d KB > 110 KB \(en\)$/),
      '/ scripts per visit 17 > 15 (de)',
      '/contact fonts 80.0 KB > 60 KB (de)',
    ]);
  });

  it('prints shared files once, then each route with its languages and totals', () => {
    const report = formatBundles(checkBundles(dist), 'dist');
    expect(report.match(/assets\/index\.js/g)).toHaveLength(1);
    expect(report).toMatch(/\/contact · en de\n {2}js {3}assets\/Contact\.js/);
    expect(report).toMatch(/de {3}assets\/de\.js 1\.0\d · assets\/serif-ext\.woff2 30\.00/);
    expect(report).toMatch(/JS .*≤ 110 KB ✓/);
    expect(report).toMatch(/visit JS +115\.\d +\d+\.\d +≤ 110 KB ✗/);
    expect(report).toMatch(/scripts +3 +17 +≤ 15 +✗/);
    expect(report).toMatch(/✗ 3 of 6 pages over their bundle budgets/);
  });
});
