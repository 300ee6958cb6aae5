// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandTokens } from './brandTokens';
import { type DesignToken, type DesignTokenGroup, designTokens } from './designTokens';
import { partnerTokens } from './partnerTokens';
import type { ThemeTokens } from './tokens';

/** The files Storybook offers for download (Theme › Tokens); `pnpm design-tokens` writes them. */
const dir = join(import.meta.dirname, '../../../../.storybook/static/design-tokens');
const themes = { brand: brandTokens, partner: partnerTokens } satisfies Record<string, ThemeTokens>;

/** Every token's path and value in a tree of tokens. */
const leaves = (group: DesignTokenGroup, path: string[] = []): [string, DesignToken][] =>
  Object.entries(group).flatMap(([name, node]) =>
    '$value' in node
      ? [[[...path, name].join('.'), node as DesignToken]]
      : leaves(node as DesignTokenGroup, [...path, name]),
  );

/** Every value's path in a theme object. */
const paths = (node: Record<string, unknown>, path: string[] = []): string[] =>
  Object.entries(node).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null
      ? paths(value as Record<string, unknown>, [...path, name])
      : [[...path, name].join('.')],
  );

describe('the design tokens a designer downloads', () => {
  for (const [name, theme] of Object.entries(themes)) {
    const tokens = designTokens(theme);

    it(`hold every token of the ${name} theme, and nothing else`, () => {
      expect(leaves(tokens).map(([path]) => path)).toEqual(
        paths(theme as unknown as Record<string, unknown>),
      );
    });

    it(`keep the ${name} theme's semantic colours as aliases of its palette, each resolvable`, () => {
      const all = new Map(leaves(tokens));
      const accent = all.get('color.accent');
      expect(accent?.$value).toMatch(/^\{palette\.\w+\}$/);
      for (const [path, token] of all) {
        for (const [, reference] of String(token.$value).matchAll(/\{([\w.]+)\}/g))
          expect(all.has(reference ?? ''), `${path} → ${reference}`).toBe(true);
        if (path.startsWith('palette.')) expect(token, path).toMatchObject({ $type: 'color' });
      }
    });

    it(`are the files Storybook offers for the ${name} theme (after a change: pnpm design-tokens)`, () => {
      const file = join(dir, `${name}.tokens.json`);
      const expected = `${JSON.stringify(tokens, null, 2)}\n`;
      if (process.env.UPDATE_DESIGN_TOKENS) writeFileSync(file, expected);
      expect(readFileSync(file, 'utf8'), `${file}: run \`pnpm design-tokens\``).toBe(expected);
    });
  }

  it('fail when a token is missing from a file (planted)', () => {
    const tokens = designTokens(brandTokens);
    const planted = { ...tokens, palette: { ...(tokens.palette as DesignTokenGroup) } };
    delete (planted.palette as DesignTokenGroup).primary700;
    expect(leaves(planted).map(([path]) => path)).not.toEqual(
      paths(brandTokens as unknown as Record<string, unknown>),
    );
  });
});
