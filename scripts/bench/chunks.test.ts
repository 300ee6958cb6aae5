// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ChunkBudgets,
  checkChunks,
  chunkBreaches,
  chunkName,
  formatChunks,
  packageOf,
} from './chunks.ts';

const supabaseKey =
  '../node_modules/.pnpm/@supabase+supabase-js@2.119.0/node_modules/@supabase/supabase-js/dist/index.mjs';
const supabaseModules = [
  '../../../node_modules/.pnpm/@supabase+supabase-js@2.119.0/node_modules/@supabase/supabase-js/dist/index.mjs',
  '../../../node_modules/.pnpm/@supabase+auth-js@2.119.0/node_modules/@supabase/auth-js/dist/module/index.js',
  '../../../node_modules/.pnpm/tslib@2.8.1/node_modules/tslib/tslib.es6.mjs',
];
const drawerKey = '../packages/ui/src/sections/Header/HeaderDrawer.tsx';
const drawerModules = [
  '../../../packages/ui/src/sections/Header/HeaderDrawer.tsx',
  '../../../packages/ui/src/primitives/Drawer/Drawer.tsx',
];
const emailKey = '../node_modules/.pnpm/@emailjs+browser@4.4.1/node_modules/@emailjs/browser/es/index.js';

/** The budgets of these fixtures: 12 KB a chunk, app 28, the drawer 30, supabase-js 60 (as budgets.json). */
const budgets: ChunkBudgets = {
  jsKB: 12,
  named: { react: 70, app: 28, [drawerKey]: 30, '@supabase/supabase-js': 60, '@emailjs/browser': 3 },
  confined: ['@supabase/', '@emailjs/'],
  loaders: 'src/adapters/',
};

type Script = {
  key?: string;
  file: string;
  kb: number;
  modules?: string[];
  imports?: string[];
  dynamic?: string[];
};

/**
 * A build of the site, small: Vite's manifest and the source maps kept beside it (as prerender.ts leaves
 * them), and scripts of random bytes, which gzip does not shrink.
 */
const dists: string[] = [];
const build = (scripts: Script[]): string => {
  const dist = mkdtempSync(join(tmpdir(), 'chunks-'));
  dists.push(dist);
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  };
  const manifest: Record<string, object> = {};
  for (const { key, file, kb, modules, imports, dynamic } of scripts) {
    write(join(dist, file), randomBytes(Math.round(kb * 1024)));
    if (modules) write(join(`${dist}-meta`, `${file}.map`), JSON.stringify({ version: 3, sources: modules }));
    if (key) manifest[key] = { file, imports, dynamicImports: dynamic };
  }
  write(join(`${dist}-meta`, 'manifest.json'), JSON.stringify(manifest));
  return dist;
};
afterAll(() => {
  for (const dist of dists)
    for (const dir of [dist, `${dist}-meta`]) rmSync(dir, { recursive: true, force: true });
});

/** The site as built: app (holding the adapters, which load supabase-js), the drawer, supabase-js, EmailJS. */
const site = (drawer: Partial<Script> = {}): Script[] => [
  { key: 'index.html', file: 'assets/index-AAAAAAAA.js', kb: 2, modules: ['../../src/main.tsx'] },
  {
    key: '_app-BN1skz4S.js',
    file: 'assets/app-BN1skz4S.js',
    kb: 22,
    modules: ['../../src/entry-client.tsx', '../../src/adapters/supabase.ts'],
    dynamic: [drawerKey, supabaseKey],
  },
  { key: drawerKey, file: 'assets/HeaderDrawer-Dl6LZ5ds.js', kb: 26.5, modules: drawerModules, ...drawer },
  { key: supabaseKey, file: 'assets/dist-C0gWWwED.js', kb: 55, modules: supabaseModules },
  {
    key: 'src/adapters/emailJsNotify.ts',
    file: 'assets/emailJsNotify-CcDQnoFy.js',
    kb: 0.5,
    modules: ['../../src/adapters/emailJsNotify.ts'],
    dynamic: [emailKey],
  },
  {
    key: emailKey,
    file: 'assets/es-DwfPwwjE.js',
    kb: 1.5,
    modules: ['../../../node_modules/.pnpm/@emailjs+browser@4.4.1/node_modules/@emailjs/browser/es/index.js'],
  },
  { key: '_rolldown-runtime-XKyaHtl9.js', file: 'assets/rolldown-runtime-XKyaHtl9.js', kb: 0.4 },
  { file: 'assets/messages/Home-de.js', kb: 3 },
];

describe('every script of a build has a ceiling (issue 34)', () => {
  it('names chunks so that the names survive a rebuild', () => {
    expect(chunkName('_app-BN1skz4S.js', 'assets/app-BN1skz4S.js')).toBe('app');
    expect(chunkName('_useSession-nXedRnE-.js', 'assets/useSession-nXedRnE-.js')).toBe('useSession');
    expect(chunkName(supabaseKey, 'assets/dist-C0gWWwED.js')).toBe('@supabase/supabase-js');
    expect(chunkName(drawerKey, 'assets/HeaderDrawer-Dl6LZ5ds.js')).toBe(drawerKey);
    expect(chunkName(undefined, 'assets/messages/Home-de.js')).toBe('assets/messages/Home-de.js');
    expect(packageOf(supabaseModules[1] ?? '')).toBe('@supabase/auth-js');
    expect(packageOf(drawerModules[1] ?? '')).toBe('site');
  });

  it('passes the site as it is built: supabase-js and EmailJS apart, loaded by the adapters', () => {
    const chunks = checkChunks(build(site()), budgets);
    expect(chunkBreaches(chunks)).toEqual([]);
    expect(chunks.map((chunk) => chunk.name)).toEqual(
      expect.arrayContaining([
        'app',
        drawerKey,
        '@supabase/supabase-js',
        '@emailjs/browser',
        'rolldown-runtime',
      ]),
    );
    expect(chunks).toHaveLength(8);
  });

  it("fails supabase-js pulled into the drawer's chunk (27 KB + 56 KB), naming the chunk", () => {
    const scripts = site({ kb: 83, modules: [...drawerModules, ...supabaseModules] }).filter(
      (script) => script.key !== supabaseKey,
    );
    const breaches = chunkBreaches(checkChunks(build(scripts), budgets));
    expect(breaches).toEqual([
      expect.stringMatching(
        /^\.\.\/packages\/ui\/src\/sections\/Header\/HeaderDrawer\.tsx \(assets\/HeaderDrawer-Dl6LZ5ds\.js\) 83\.0 KB > 30 KB$/,
      ),
      `${drawerKey} (assets/HeaderDrawer-Dl6LZ5ds.js) holds @supabase/ with the site's own modules: the package keeps a chunk of its own`,
    ]);
  });

  it('fails the drawer importing supabase-js statically, though each chunk is within its ceiling', () => {
    const breaches = chunkBreaches(checkChunks(build(site({ imports: [supabaseKey] })), budgets));
    expect(breaches).toEqual([
      `${drawerKey} (assets/HeaderDrawer-Dl6LZ5ds.js) imports @supabase/ (@supabase/supabase-js) statically: it loads with every use of ${drawerKey}`,
    ]);
  });

  it('fails the drawer loading EmailJS on intent: only the adapters load it', () => {
    const breaches = chunkBreaches(checkChunks(build(site({ dynamic: [emailKey] })), budgets));
    expect(breaches).toEqual([
      `${drawerKey} (assets/HeaderDrawer-Dl6LZ5ds.js) loads @emailjs/ (@emailjs/browser): only the site's adapters (src/adapters/) may`,
    ]);
  });

  it('fails a chunk over the ceiling of every chunk, a page messages file too, and one whose contents are unknown', () => {
    const scripts = [
      ...site(),
      {
        key: 'src/pages/Home.tsx',
        file: 'assets/Home-Cz7VsNvA.js',
        kb: 12.5,
        modules: ['../../src/pages/Home.tsx'],
      },
      { file: 'assets/messages/Home-fr.js', kb: 13 },
      { key: '_dist-VXhI7EsI.js', file: 'assets/dist-VXhI7EsI.js', kb: 1 },
    ];
    const chunks = checkChunks(build(scripts), budgets);
    expect(chunkBreaches(chunks)).toEqual([
      expect.stringMatching(/^src\/pages\/Home\.tsx \(assets\/Home-Cz7VsNvA\.js\) 12\.5 KB > 12 KB$/),
      'dist (assets/dist-VXhI7EsI.js) no source map: what it holds cannot be told',
      expect.stringMatching(
        /^assets\/messages\/Home-fr\.js \(assets\/messages\/Home-fr\.js\) 13\.0 KB > 12 KB$/,
      ),
    ]);
    const report = formatChunks(chunks, 'dist');
    expect(report).toMatch(/✗ src\/pages\/Home\.tsx +12\.5\d KB {2}≤ {2}12 KB/);
    expect(report).toMatch(/✓ @supabase\/supabase-js +55\.0\d KB {2}≤ {2}60 KB/);
    expect(report).toMatch(/✗ 3 chunk rules broken/);
  });
});
