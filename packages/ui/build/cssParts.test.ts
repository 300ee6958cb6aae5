import { describe, expect, it } from 'vitest';
import { cssParts, intoSublayer, layerNames, splitModules, stylesOf } from './cssParts';

const mark = (file: string) => `/* vanilla-extract-css-ns:${file}.vanilla.css?source=abc */\n`;
const bundle = [
  `${mark('src/theme/layers.css.ts')}@layer brand-ui;\n`,
  `${mark('src/theme/reset.css.ts')}@layer brand-ui;\n@layer brand-ui {\n  body { margin: 0; }\n}\n`,
  `${mark('src/primitives/Link/Link.css.ts')}@layer brand-ui;\n@layer brand-ui {\n  .link { color: blue; }\n}\n`,
  `${mark('src/primitives/Button/Button.css.ts')}@keyframes spin { to { rotate: 1turn; } }\n@layer brand-ui {\n  .button { color: red; }\n}\n`,
  `${mark('src/sections/Header/Header.css.ts')}@layer brand-ui {\n  .nav { color: green; }\n}\n`,
].join('\n');
const v = (file: string) => `vanilla-extract-css-ns:${file}.vanilla.css?source=abc`;
const metafile = {
  inputs: {
    'src/styles.ts': { imports: [{ path: 'src/theme/reset.css.ts' }] },
    'src/theme/reset.css.ts': {
      imports: [{ path: v('src/theme/layers.css.ts') }, { path: v('src/theme/reset.css.ts') }],
    },
    'src/primitives/Link/Link.tsx': {
      imports: [{ path: 'src/primitives/Link/Link.css.ts' }, { path: 'react' }],
    },
    'src/primitives/Link/Link.css.ts': { imports: [{ path: v('src/primitives/Link/Link.css.ts') }] },
    'src/primitives/Button/Button.tsx': {
      imports: [{ path: 'src/primitives/Link/Link.tsx' }, { path: 'src/primitives/Button/Button.css.ts' }],
    },
    'src/primitives/Button/Button.css.ts': { imports: [{ path: v('src/primitives/Button/Button.css.ts') }] },
    'src/sections/Header/Header.tsx': {
      imports: [{ path: 'src/primitives/Button/Button.tsx' }, { path: 'src/sections/Header/Header.css.ts' }],
    },
    'src/sections/Header/Header.css.ts': { imports: [{ path: v('src/sections/Header/Header.css.ts') }] },
  },
};

describe('the CSS parts', () => {
  it('cut the bundle into its style modules, in order', () => {
    expect(splitModules(bundle).map((module) => module.file)).toEqual([
      'src/theme/layers.css.ts',
      'src/theme/reset.css.ts',
      'src/primitives/Link/Link.css.ts',
      'src/primitives/Button/Button.css.ts',
      'src/sections/Header/Header.css.ts',
    ]);
  });

  it('move each module into its own sublayer, leaving keyframes where they are', () => {
    expect(intoSublayer('@layer brand-ui;\n@keyframes k {}\n@layer brand-ui {\n  .a {}\n}', 'Button')).toBe(
      '@keyframes k {}\n@layer brand-ui.Button {\n  .a {}\n}',
    );
    expect(layerNames(['src/a/Section.css.ts', 'src/b/Section.css.ts', 'src/c/Button.css.ts'])).toEqual(
      new Map([
        ['src/a/Section.css.ts', 'a-Section'],
        ['src/b/Section.css.ts', 'b-Section'],
        ['src/c/Button.css.ts', 'Button'],
      ]),
    );
  });

  it('give each component folder the styles of everything it renders', () => {
    expect(stylesOf(['src/sections/Header/Header.tsx'], metafile)).toEqual(
      new Set([
        'src/primitives/Link/Link.css.ts',
        'src/primitives/Button/Button.css.ts',
        'src/sections/Header/Header.css.ts',
      ]),
    );
    const { files, layers } = cssParts(bundle, metafile);
    expect(Object.keys(files).sort()).toEqual([
      'css/Button.css',
      'css/Header.css',
      'css/Link.css',
      'css/foundation.css',
    ]);
    expect(layers).toEqual(['reset', 'Link', 'Button', 'Header']);
    // Every part declares the whole order first, then its modules in the one-file order.
    const order = '@layer brand-ui { @layer reset, Link, Button, Header; }';
    expect(files['css/foundation.css']).toBe(`${order}\n@layer brand-ui.reset {\n  body { margin: 0; }\n}`);
    const header = files['css/Header.css'] ?? '';
    expect(header.startsWith(order)).toBe(true);
    expect(header.indexOf('.link')).toBeLessThan(header.indexOf('.button'));
    expect(header.indexOf('.button')).toBeLessThan(header.indexOf('.nav'));
    expect(header).not.toContain('body');
  });
});
