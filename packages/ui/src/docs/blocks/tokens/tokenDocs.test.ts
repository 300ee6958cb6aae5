import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandTokens } from '../../../theme/brandTokens';
import { resolveColour, valueAt } from './colour';
import { parseTokenDocs } from './tokenDocs';

/** Issue 23: every token documented (what it is for, its brand default, its contrast partners) in the .d.ts. */
const { tokens: docs } = parseTokenDocs(
  readFileSync(join(import.meta.dirname, '../../../theme/tokens.ts'), 'utf8'),
);

const leaves = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the JSDoc of ThemeTokens', () => {
  it('documents every token of the brand theme, and nothing else', () => {
    expect(docs.map((doc) => doc.path).sort()).toEqual(leaves(brandTokens).sort());
  });

  it.each(docs.map((doc) => [doc.path, doc]))(
    '%s says what it is for and its brand default',
    (_path, doc) => {
      expect(doc.description.length).toBeGreaterThan(3);
      const value = valueAt(brandTokens, doc.path);
      const step = /^var\(--brand-palette-(\w+)\)$/.exec(value)?.[1];
      // A semantic colour names the palette step it points at and that step's value.
      expect(doc.fallback).toBe(step ? `palette.${step} (${resolveColour(brandTokens, doc.path)})` : value);
    },
  );

  it('names contrast partners that are colours of the theme', () => {
    for (const doc of docs.filter((d) => d.contrast.length))
      for (const partner of doc.contrast)
        expect(resolveColour(brandTokens, partner), `${doc.path} → ${partner}`).toMatch(/^#/);
  });
});
