/**
 * The bundle budgets of a built site: for every public page of the build (each indexable page of its
 * sitemap, and the sign-in page, in every language), what its first load fetches — module script,
 * modulepreloads, stylesheets and their static imports (`firstLoadFiles`), gzip-sized at level 9 as a
 * host compresses them — and the fonts its CSS makes it load; and what a visit that only reads loads in
 * all (the first load and the app's start: `<meta name="app-modules">`), its JavaScript and its number
 * of scripts; against `budgets.json`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles } from '../../site/build/firstLoad.ts';
import { bundleBudgets, kb } from './budgets.ts';

/** What an asset is counted as. */
export type AssetKind = 'js' | 'css' | 'font';

/** A file of a page's first load and the bytes it costs: gzip for JS and CSS, as served for fonts. */
export type Asset = { kind: AssetKind; file: string; bytes: number };

export type Totals = Record<'js' | 'css' | 'fonts', number>;

/** A visit: the JavaScript (gzip bytes) and the number of scripts of the first load and the app's start. */
export type Visit = { js: number; scripts: number };

/** One page checked: its files, totals, budgets (bytes) and what it breaks. */
export type PageBundle = {
  /** Its address (`/de/contact`). */
  path: string;
  /** Its canonical route, which names its budgets (`/contact`). */
  route: string;
  /** Its language (`<html lang>`). */
  lang: string;
  assets: Asset[];
  totals: Totals;
  /** Everything a visit that only reads loads (`visit.js` includes `totals.js`). */
  visit: Visit;
  budgets: Totals & { visitJs: number; visitScripts: number };
  /** One line per budget broken (`JS 190.2 KB > 80 KB`). */
  breaches: string[];
};

/** The file a page's address is prerendered to. */
export const htmlFileOf = (path: string): string => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

const decodeXml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The languages' home pages (`/`, `/de` …): the sitemap's addresses that are `/` or `/xx`. */
const homesOf = (paths: string[]) => paths.filter((path) => path === '/' || /^\/[a-z]{2}$/.test(path));

/**
 * The pages a build's budgets cover: every address of its sitemap (the indexable pages in every
 * language) and the sign-in page of each language (public, though not indexed). `/admin` is staff-only.
 */
export const budgetedPages = (dist: string): string[] => {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const indexable = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc = '']) => new URL(decodeXml(loc)).pathname,
  );
  if (!indexable.length) throw new Error(`${join(dist, 'sitemap.xml')} lists no page`);
  const login = homesOf(indexable).map((home) => (home === '/' ? '/login' : `${home}/login`));
  return [...indexable, ...login.filter((path) => existsSync(join(dist, htmlFileOf(path))))];
};

/** The canonical route of an address: its language's prefix removed (`/de/contact` → `/contact`). */
export const routeOf = (path: string, homes: readonly string[]): string => {
  const home = homes.find((prefix) => prefix !== '/' && (path === prefix || path.startsWith(`${prefix}/`)));
  return home ? path.slice(home.length) || '/' : path;
};

/** An @font-face rule: its woff2 file, the face it is part of and the code points it covers (null: all). */
export type FontFace = { file: string; face: string; ranges: [number, number][] | null };

/** `U+0-FF, U+131, U+1F??` → ranges; `?` stands for any hex digit. */
export const parseUnicodeRange = (value: string): [number, number][] =>
  value.split(',').map((part) => {
    const [from = '0', to] = part.trim().replace(/^u\+/i, '').split('-');
    if (from.includes('?'))
      return [Number.parseInt(from.replace(/\?/g, '0'), 16), Number.parseInt(from.replace(/\?/g, 'F'), 16)];
    return [Number.parseInt(from, 16), Number.parseInt(to ?? from, 16)];
  });

const descriptor = (body: string, name: string) =>
  new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`, 'i').exec(body)?.[1]?.trim() ?? '';

/** The woff2 faces declared by a stylesheet, in order. */
export const fontFaces = (css: string): FontFace[] =>
  [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].flatMap(([, body = '']) => {
    const file = /url\(\s*["']?\/?([^"')]+\.woff2)["']?\s*\)/.exec(body)?.[1];
    if (!file) return [];
    const face = ['font-family', 'font-style', 'font-weight', 'font-stretch']
      .map((name) => descriptor(body, name))
      .join('|');
    const range = descriptor(body, 'unicode-range');
    return [{ file, face, ranges: range ? parseUnicodeRange(range) : null }];
  });

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The characters a prerendered page shows: the text of its body (scripts, styles and tags removed,
 * entities decoded) and the placeholders and values of its fields.
 */
export const pageCharacters = (html: string): Set<number> => {
  const body = html.replace(/^[\s\S]*?<body[^>]*>/i, '');
  const attributes = [...body.matchAll(/\s(?:placeholder|value)="([^"]*)"/g)].map(([, value]) => value);
  const text = [
    body.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' '),
    ...attributes,
  ]
    .join(' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (/^#x/i.test(name)) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? entity;
    });
  return new Set([...text].map((char) => char.codePointAt(0) ?? 0));
};

/**
 * The font files a page may load. For each character, a browser tries the rules of a face (family,
 * style, weight) whose unicode-range holds it, the last declared first, and fetches that file when text
 * set in the face needs it: an English page gets the Latin subsets, Latin Extended only for a "ő" (the
 * French "œ" is in Latin, declared last). This is a static upper bound — every face is assumed to draw
 * every character of the page, hidden text (menus) included — missing only text that scripts add later
 * (toasts), which is not part of the first load. `pnpm bench` measures what Chromium really fetched
 * (Lighthouse's font bytes) against the same budget.
 */
export const neededFonts = (faces: readonly FontFace[], characters: ReadonlySet<number>): string[] => {
  const needed = new Set<string>();
  const groups = new Map<string, FontFace[]>();
  for (const face of faces) groups.set(face.face, [...(groups.get(face.face) ?? []), face]);
  const covers = (face: FontFace, char: number) =>
    !face.ranges || face.ranges.some(([from, to]) => char >= from && char <= to);
  for (const rules of groups.values())
    for (const char of characters) {
      const rule = rules.findLast((face) => covers(face, char));
      if (rule) needed.add(rule.file);
    }
  return [...needed].sort();
};

/** Measures files once: a build's chunks are shared by most pages. */
const sizer = (dist: string) => {
  const sizes = new Map<string, number>();
  return (file: string, kind: AssetKind): number => {
    const key = `${kind}:${file}`;
    let size = sizes.get(key);
    if (size === undefined) {
      const path = join(dist, file);
      size = kind === 'font' ? statSync(path).size : gzipSync(readFileSync(path), { level: 9 }).length;
      sizes.set(key, size);
    }
    return size;
  };
};

/** Every budgeted page of a build with its first-load files, totals and breaches. */
export const checkBundles = (dist: string): PageBundle[] => {
  const size = sizer(dist);
  const paths = budgetedPages(dist);
  const homes = homesOf(paths);
  const faces = new Map<string, FontFace[]>();
  const facesOf = (css: string) => {
    let found = faces.get(css);
    if (!found) {
      found = fontFaces(readFileSync(join(dist, css), 'utf8'));
      faces.set(css, found);
    }
    return found;
  };
  return paths.map((path) => {
    const html = readFileSync(join(dist, htmlFileOf(path)), 'utf8');
    const { js, css } = firstLoadFiles(dist, htmlFileOf(path));
    const fonts = neededFonts(css.flatMap(facesOf), pageCharacters(html));
    const assets: Asset[] = [
      ...js.map((file) => ({ kind: 'js' as const, file, bytes: size(file, 'js') })),
      ...css.map((file) => ({ kind: 'css' as const, file, bytes: size(file, 'css') })),
      ...fonts.map((file) => ({ kind: 'font' as const, file, bytes: size(file, 'font') })),
    ];
    const sum = (kind: AssetKind) =>
      assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset.bytes, 0);
    const totals: Totals = { js: sum('js'), css: sum('css'), fonts: sum('font') };
    const route = routeOf(path, homes);
    const budgets = bundleBudgets(route);
    const visitFiles = firstLoadFiles(dist, htmlFileOf(path), { idle: true }).js;
    const visit: Visit = {
      js: visitFiles.reduce((total, file) => total + size(file, 'js'), 0),
      scripts: visitFiles.length,
    };
    const breaches = [
      ...(['js', 'css', 'fonts'] as const)
        .filter((kind) => totals[kind] > budgets[kind])
        .map((kind) => `${labels[kind]} ${kb(totals[kind])} KB > ${kb(budgets[kind], 0)} KB`),
      ...(visit.js > budgets.visitJs
        ? [`JS per visit ${kb(visit.js)} KB > ${kb(budgets.visitJs, 0)} KB`]
        : []),
      ...(visit.scripts > budgets.visitScripts
        ? [`scripts per visit ${visit.scripts} > ${budgets.visitScripts}`]
        : []),
    ];
    const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? '?';
    return { path, route, lang, assets, totals, visit, budgets, breaches };
  });
};

const labels = { js: 'JS', css: 'CSS', fonts: 'fonts' } as const;

/**
 * The budgets broken, one line per route and kind, naming the languages and the range of sizes
 * (`/contact JS 154.6–156.2 KB > 110 KB (en de fr it es)`).
 */
export const bundleBreaches = (pages: readonly PageBundle[]): string[] => {
  const lines: string[] = [];
  const range = (values: number[], format: (value: number) => string) => {
    const [low, high] = [format(Math.min(...values)), format(Math.max(...values))];
    return low === high ? low : `${low}–${high}`;
  };
  for (const route of new Set(pages.map((page) => page.route))) {
    const group = pages.filter((page) => page.route === route);
    const langs = (over: PageBundle[]) => `(${over.map((page) => page.lang).join(' ')})`;
    for (const kind of ['js', 'css', 'fonts'] as const) {
      const over = group.filter((page) => page.totals[kind] > page.budgets[kind]);
      if (!over.length) continue;
      const budget = kb(Math.min(...over.map((page) => page.budgets[kind])), 0);
      lines.push(
        `${route} ${labels[kind]} ${range(
          over.map((page) => page.totals[kind]),
          (bytes) => kb(bytes),
        )} KB > ${budget} KB ${langs(over)}`,
      );
    }
    const heavy = group.filter((page) => page.visit.js > page.budgets.visitJs);
    if (heavy.length)
      lines.push(
        `${route} JS per visit ${range(
          heavy.map((page) => page.visit.js),
          (bytes) => kb(bytes),
        )} KB > ${kb(Math.min(...heavy.map((page) => page.budgets.visitJs)), 0)} KB ${langs(heavy)}`,
      );
    const many = group.filter((page) => page.visit.scripts > page.budgets.visitScripts);
    if (many.length)
      lines.push(
        `${route} scripts per visit ${range(
          many.map((page) => page.visit.scripts),
          String,
        )} > ${Math.min(...many.map((page) => page.budgets.visitScripts))} ${langs(many)}`,
      );
  }
  return lines;
};

const assetKey = (asset: Asset) => `${asset.kind} ${asset.file}`;

const common = (lists: Asset[][]): Set<string> => {
  const [first = [], ...rest] = lists;
  const keys = new Set(first.map(assetKey));
  for (const list of rest) {
    const own = new Set(list.map(assetKey));
    for (const key of keys) if (!own.has(key)) keys.delete(key);
  }
  return keys;
};

const row = (asset: Asset, width: number) =>
  `  ${asset.kind.padEnd(5)}${asset.file.padEnd(width)}${kb(asset.bytes, 2).padStart(8)} KB`;

/**
 * The report of a check: the files every page shares, once; then per route (its languages side by
 * side) the files all its languages share, each language's own files (its catalogs) on one line, and
 * the totals of every page against its budgets, ✓ or ✗.
 */
export const formatBundles = (pages: PageBundle[], dist: string): string => {
  const out: string[] = [];
  const width = Math.max(40, ...pages.flatMap((page) => page.assets.map((asset) => asset.file.length + 2)));
  const shared = common(pages.map((page) => page.assets));
  const byKey = new Map(
    pages.flatMap((page) => page.assets.map((asset) => [assetKey(asset), asset] as const)),
  );
  out.push(
    `Bundle budgets of ${dist}: ${pages.length} pages; JS and CSS gzip -9, fonts as woff2; KB = 1024 bytes`,
    '',
    `Shared by every page`,
  );
  for (const key of shared) {
    const asset = byKey.get(key);
    if (asset) out.push(row(asset, width));
  }
  const routes = [...new Set(pages.map((page) => page.route))];
  for (const route of routes) {
    const group = pages.filter((page) => page.route === route);
    const own = common(group.map((page) => page.assets));
    out.push('', `${route} · ${group.map((page) => page.lang).join(' ')}`);
    for (const key of own) {
      const asset = byKey.get(key);
      if (asset && !shared.has(key)) out.push(row(asset, width));
    }
    for (const page of group) {
      const extra = page.assets.filter((asset) => !own.has(assetKey(asset)));
      if (extra.length)
        out.push(
          `  ${page.lang.padEnd(5)}${extra.map((asset) => `${asset.file} ${kb(asset.bytes, 2)}`).join(' · ')}`,
        );
    }
    const column = (text: string) => text.padStart(8);
    out.push(`  ${'total'.padEnd(9)}${group.map((page) => column(page.lang)).join('')}${column('budget')}`);
    for (const [kind, label] of [
      ['js', 'JS'],
      ['css', 'CSS'],
      ['fonts', 'fonts'],
    ] as const) {
      const budgets = new Set(group.map((page) => page.budgets[kind]));
      const over = group.some((page) => page.totals[kind] > page.budgets[kind]);
      out.push(
        `  ${label.padEnd(9)}${group.map((page) => column(kb(page.totals[kind]))).join('')}${column(
          `≤ ${[...budgets].map((bytes) => kb(bytes, 0)).join('/')}`,
        )} KB ${over ? '✗' : '✓'}`,
      );
    }
    const visitOver = group.some((page) => page.visit.js > page.budgets.visitJs);
    out.push(
      `  ${'visit JS'.padEnd(9)}${group.map((page) => column(kb(page.visit.js))).join('')}${column(
        `≤ ${kb(group[0]?.budgets.visitJs ?? 0, 0)}`,
      )} KB ${visitOver ? '✗' : '✓'}`,
    );
    const scriptsOver = group.some((page) => page.visit.scripts > page.budgets.visitScripts);
    out.push(
      `  ${'scripts'.padEnd(9)}${group.map((page) => column(String(page.visit.scripts))).join('')}${column(
        `≤ ${group[0]?.budgets.visitScripts ?? 0}`,
      )}    ${scriptsOver ? '✗' : '✓'}`,
    );
  }
  const broken = pages.filter((page) => page.breaches.length);
  out.push('');
  if (!broken.length) out.push(`✓ all ${pages.length} pages within their bundle budgets`);
  else {
    out.push(`✗ ${broken.length} of ${pages.length} pages over their bundle budgets:`);
    for (const line of bundleBreaches(pages)) out.push(`  ${line}`);
  }
  return out.join('\n');
};
