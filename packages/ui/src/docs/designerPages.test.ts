// @vitest-environment node
// Every component has a designer's page (docs/adr/0044): an MDX file in its folder with the same sections
// in the same order, so a reader always finds "When to use" and the rest in the same place.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gallery, galleryLocales, galleryPicture, galleryThemes } from './gallery';

const src = join(import.meta.dirname, '..');
const sections = [
  'When to use',
  'When not to use',
  'Anatomy',
  'Variants and states',
  'Content guidelines',
  'Accessibility',
  'Do and don',
  'Props',
];

/** The component folders: every folder of primitives/ and sections/. */
const folders = ['primitives', 'sections'].flatMap((group) =>
  readdirSync(join(src, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(group, entry.name)),
);

describe('designer pages', () => {
  it('finds the components', () => {
    expect(folders.length).toBeGreaterThan(35);
  });

  for (const folder of folders) {
    it(`${folder} has an MDX page with the sections in order`, () => {
      const pages = readdirSync(join(src, folder)).filter((file) => file.endsWith('.mdx'));
      expect(pages, `${folder} has no .mdx page`).not.toEqual([]);
      const text = pages.map((file) => readFileSync(join(src, folder, file), 'utf8')).join('\n');
      const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? '');
      const found = sections.map((section) => headings.findIndex((heading) => heading.startsWith(section)));
      expect(found, `${folder}: ${headings.join(' / ')}`).not.toContain(-1);
      expect(found, `${folder}: sections out of order`).toEqual([...found].sort((a, b) => a - b));
    });
  }

  it('reads the folders it checks', () => {
    expect(existsSync(join(src, 'primitives/Button/Button.mdx'))).toBe(true);
  });
});

// Regression (issue 36): the gallery named two pictures `node scripts/gallery.ts` had never written, and the
// landing page showed two broken thumbnails. Each tile's picture must be a file in the gallery folder.
describe('gallery', () => {
  const folder = join(src, '../../../.storybook/static/gallery');
  for (const { name, picture } of gallery.flatMap((group) => group.items))
    it(`${name}'s pictures (every language, both themes) are in .storybook/static/gallery`, () => {
      // The gallery follows the toolbar's language and theme (issue 36 §4): a picture for each of both.
      for (const locale of galleryLocales)
        for (const theme of galleryThemes) {
          const file = galleryPicture(picture, locale, theme);
          expect(existsSync(join(folder, file)), file).toBe(true);
        }
    });
});
