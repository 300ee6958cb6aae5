// The designers' inventory of drawings (packages/content/src/media/inventory.ts) against the folder and the
// sections that use them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { illustrations } from '../packages/content/src/media/inventory.ts';

const media = join(import.meta.dirname, '..', 'packages', 'content', 'src', 'media');
const sections = join(media, '..', 'sections');

/** Which section modules import each drawing, read from their import lines. */
const importers = () => {
  const found = new Map<string, string[]>();
  for (const file of readdirSync(sections).filter(
    (name) => name.endsWith('.ts') && !name.includes('.test.'),
  )) {
    const code = readFileSync(join(sections, file), 'utf8');
    for (const [, svg] of code.matchAll(/from '\.\.\/media\/([\w-]+\.svg)'/g))
      found.set(svg as string, [...(found.get(svg as string) ?? []), file.replace(/\.ts$/, '')]);
  }
  return found;
};

describe('the illustration inventory', () => {
  it('lists every drawing of the folder once, and nothing else', () => {
    const files = readdirSync(media)
      .filter((name) => name.endsWith('.svg'))
      .sort();
    expect(illustrations.map((item) => item.file).sort()).toEqual(files);
  });

  it('gives each drawing its own size, as its SVG declares it', () => {
    for (const { file, size } of illustrations) {
      const svg = readFileSync(join(media, file), 'utf8');
      const [, width, height] = svg.match(/<svg[^>]*\swidth="(\d+)"[^>]*\sheight="(\d+)"/) ?? [];
      expect([Number(width), Number(height)], file).toEqual([...size]);
    }
  });

  it('names the sections that use each drawing, as their imports say', () => {
    const used = importers();
    for (const { file, usedIn } of illustrations)
      expect([...usedIn].sort(), file).toEqual((used.get(file) ?? []).sort());
  });
});
