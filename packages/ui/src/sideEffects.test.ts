import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const pkgDir = join(import.meta.dirname, '..');
const { sideEffects } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
  sideEffects: string[];
};

/** Whether a package-relative path (`./src/styles.ts`) matches one of package.json's sideEffects patterns. */
const listed = (path: string) =>
  sideEffects.some((pattern) =>
    pattern.startsWith('./') ? pattern === path : path.endsWith(pattern.replace(/^\*/, '')),
  );

/** Source modules that do something when imported: top-level global styles or themes, bare style imports. */
const withSideEffects = readdirSync(join(pkgDir, 'src'), { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
  .filter((file) =>
    /^(globalStyle|makeGlobalTheme|createGlobalTheme|globalFontFace)\(|^import '[^']+\.css';/m.test(
      readFileSync(join(pkgDir, 'src', file), 'utf8'),
    ),
  )
  .map((file) => `./${relative(pkgDir, join(pkgDir, 'src', file))}`);

describe('package.json sideEffects', () => {
  it('lists every module whose import has an effect, or a production build drops the theme', () => {
    expect(withSideEffects).toContain('./src/styles.ts');
    expect(withSideEffects.length).toBeGreaterThan(2);
    expect(withSideEffects.filter((file) => !listed(file))).toEqual([]);
  });
});
