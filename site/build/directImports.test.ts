// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { indexExports, rewriteStatement } from './directImports';

describe('imports from the modules that define the names', () => {
  it("reads an index's values, with their names where they are defined; types and side effects are left", () => {
    const exports = indexExports(
      "import './styles';\nexport { Button, type ButtonProps, buttonSizes as sizes } from './primitives/Button/Button';\nexport type { Theme } from './theme';\n",
    );
    expect([...exports]).toEqual([
      ['Button', { from: './primitives/Button/Button', name: 'Button' }],
      ['sizes', { from: './primitives/Button/Button', name: 'buttonSizes' }],
    ]);
  });

  it('refuses an index that re-exports everything of a module', () => {
    expect(() => indexExports("export * from './all';")).toThrow(/name each export/);
  });

  it('groups the names by module, keeps aliases, and leaves unknown names on the index', () => {
    const known = new Map([
      ['HeaderBar', { from: '/ui/Header/HeaderBar.tsx', name: 'HeaderBar' }],
      ['headerParts', { from: '/ui/Header/HeaderBar.tsx', name: 'parts' }],
      ['Link', { from: '/ui/Link/Link.tsx', name: 'Link' }],
    ]);
    expect(
      rewriteStatement(
        'import',
        [
          { imported: 'HeaderBar', local: 'Bar' },
          { imported: 'Link', local: 'Link' },
          { imported: 'headerParts', local: 'headerParts' },
          { imported: 'Unknown', local: 'Unknown' },
        ],
        '@brand/ui',
        (name) => known.get(name),
      ),
    ).toBe(
      'import { HeaderBar as Bar, parts as headerParts } from "/ui/Header/HeaderBar.tsx"; import { Link } from "/ui/Link/Link.tsx"; import { Unknown } from "@brand/ui";',
    );
    expect(
      rewriteStatement('export', [{ imported: 'Link', local: 'Link' }], '@brand/ui', (n) => known.get(n)),
    ).toBe('export { Link } from "/ui/Link/Link.tsx";');
  });
});
