// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The local backend stands beside the site, as a Supabase project does: it never imports from the site's
 * client code (`site/src`). The site may read the one constant it shares (publicKey.ts).
 */
const here = import.meta.dirname;
const client = resolve(here, '../src');

/** The specifiers of a file's static and dynamic imports and re-exports. */
const specifiers = (source: string) =>
  [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g)].map((m) => m[2] ?? '');

/** The imports of a file in `dir` that land in the site's client code. */
const intoClient = (source: string, dir = here) =>
  specifiers(source).filter((spec) => spec.startsWith('.') && resolve(dir, spec).startsWith(client));

describe('the local backend', () => {
  it('imports nothing from the site (site/src)', () => {
    const files = readdirSync(here).filter((name) => /\.ts$/.test(name) && !name.includes('.test.'));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((name) =>
      intoClient(readFileSync(join(here, name), 'utf8')).map((spec) => `${name}: ${spec}`),
    );
    expect(found).toEqual([]);
  });

  it('catches each way of writing such an import (planted)', () => {
    for (const planted of [
      "import { localAnonKey } from '../src/configShape.ts';",
      "import type { Inbox } from '../src/ports/inbox';",
      "export { x } from '../src/config';",
      "const m = await import('../src/address.ts');",
      "import '../src/i18n/detect';",
      'import { a } from "./../src/protocol";',
    ])
      expect(intoClient(planted), planted).toHaveLength(1);
    expect(intoClient("import { signJwt } from './jwt.ts';")).toEqual([]);
  });
});
