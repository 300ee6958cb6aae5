import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientComponents, guideComponentLists, isClientModule, valueExports } from './clientComponents';

const ui = join(import.meta.dirname, '..');

/** Issue 35: README §11 named whole client components as server components, and missed others. */
describe('README §11, the server and client components', () => {
  it('lists exactly the components whose module starts with "use client", and the others', () => {
    const guide = guideComponentLists(readFileSync(join(ui, 'README.md'), 'utf8'));
    expect(guide).toEqual(clientComponents(join(ui, 'src/index.ts')));
  });

  it('fails for a list that drifted (a client component listed as a server one, one left out)', () => {
    const drifted = [
      '## 11. Server and client components',
      '',
      '- **Server components** (no JavaScript of theirs): `Heading`, `FaqSection`.',
      '- **Client components**: `Button`, `Link`.',
      '',
    ].join('\n');
    const lists = guideComponentLists(drifted);
    expect(lists).toEqual({ server: ['FaqSection', 'Heading'], client: ['Button', 'Link'] });
    expect(lists).not.toEqual(clientComponents(join(ui, 'src/index.ts')));
  });

  it('reads the directive after comments, and exports with their modules', () => {
    expect(isClientModule("'use client';\nexport const a = 1;")).toBe(true);
    expect(isClientModule('// why\n/* more */\n"use client";')).toBe(true);
    expect(isClientModule("import x from 'y';\n'use client';")).toBe(false);
    expect(valueExports("export { A, type B, c as D } from './x';\nexport type { E } from './e';")).toEqual([
      { name: 'A', from: './x' },
      { name: 'D', from: './x' },
    ]);
  });
});
