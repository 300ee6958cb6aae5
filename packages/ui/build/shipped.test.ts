import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cssTableGaps, cssTableParts, sideEffectMatches, sideEffectsGaps } from './shipped';

const pkg = mkdtempSync(join(tmpdir(), 'shipped-'));
afterAll(() => rmSync(pkg, { recursive: true, force: true }));
const write = (file: string, text = '') => {
  mkdirSync(dirname(join(pkg, file)), { recursive: true });
  writeFileSync(join(pkg, file), text);
};
for (const file of [
  'dist/index.css',
  'dist/css/foundation.css',
  'dist/css/Button.css',
  'dist/css/Teaser.css',
])
  write(file, '.a{}');
write('dist/index.js');
write('dist/primitives/Button/Button.css.js');

const readme = (parts: string) =>
  [
    '## 2. Styles',
    '',
    '| Part (`@brand/ui/css/…`) | Components |',
    '| --- | --- |',
    '| `foundation.css` | always |',
    `| ${parts} | the primitive of that name (\`Stat.css\`: \`Stat\`) |`,
    '',
    '## 3. Providers',
  ].join('\n');

describe("cssTableGaps, README §2's table against dist/css", () => {
  it('reads the parts of the first column only', () => {
    expect(cssTableParts(readme('`Button.css`, `Teaser.css`'))).toEqual([
      'foundation.css',
      'Button.css',
      'Teaser.css',
    ]);
  });

  it('passes when the table names exactly the shipped parts', () => {
    expect(cssTableGaps(readme('`Button.css`, `Teaser.css`'), join(pkg, 'dist'))).toEqual([]);
  });

  it('names a shipped part the table lacks (Teaser.css, as the partner found) and a part it invents', () => {
    expect(cssTableGaps(readme('`Button.css`, `Hero.css`'), join(pkg, 'dist'))).toEqual([
      "Hero.css is in README §2's table but not shipped",
      "Teaser.css is shipped but not in README §2's table",
    ]);
  });
});

describe('sideEffectsGaps, package.json against the shipped files', () => {
  it('reads entries as bundlers do: a bare pattern by file name anywhere, a path from the package', () => {
    expect(sideEffectMatches('*.css', 'dist/css/Button.css')).toBe(true);
    expect(sideEffectMatches('*.css', 'dist/primitives/Button/Button.css.js')).toBe(false);
    expect(sideEffectMatches('./dist/index.js', 'dist/index.js')).toBe(true);
    expect(sideEffectMatches('./dist/*.js', 'dist/primitives/Button/Button.css.js')).toBe(false);
    expect(sideEffectMatches('./dist/**/*.js', 'dist/primitives/Button/Button.css.js')).toBe(true);
  });

  it('passes the published list: the stylesheets', () => {
    expect(sideEffectsGaps({ sideEffects: ['*.css'] }, pkg)).toEqual([]);
  });

  it("names the workspace's source entries, which the package does not ship (as the partner found)", () => {
    expect(sideEffectsGaps({ sideEffects: ['*.css', '*.css.ts', './src/styles.ts'] }, pkg)).toEqual([
      'sideEffects names *.css.ts, which matches no shipped file',
      'sideEffects names ./src/styles.ts, which matches no shipped file',
    ]);
  });

  it('names a stylesheet left uncovered, and a package that says it has no side effects', () => {
    expect(sideEffectsGaps({ sideEffects: ['./dist/index.css'] }, pkg)).toEqual([
      'dist/css/Button.css is imported for its effect but sideEffects does not cover it',
      'dist/css/Teaser.css is imported for its effect but sideEffects does not cover it',
      'dist/css/foundation.css is imported for its effect but sideEffects does not cover it',
    ]);
    expect(sideEffectsGaps({ sideEffects: false }, pkg)).toHaveLength(1);
  });
});
