import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lockDrift, lockedPackages } from './lockfile.ts';

const lockfile = `lockfileVersion: '9.0'

importers:

  .:
    dependencies:
      '@brand/ui':
        specifier: ^0.2.0
        version: 0.2.0(react@19.3.1)
      next:
        specifier: 16.4.6
        version: 16.4.6(react@19.3.1)

packages:

  '@brand/ui@0.2.0':
    resolution: {integrity: sha512-brand020}
    engines: {node: '>=22.19.0'}

  next@16.4.6:
    resolution: {integrity: sha512-next1646}
    hasBin: true

  react@19.3.1:
    resolution: {integrity: sha512-react1931}

snapshots:

  next@16.4.6(react@19.3.1):
    dependencies:
      react: 19.3.1
`;

describe('lockedPackages', () => {
  it('reads each package of the packages section with its resolution, and nothing else', () => {
    expect(lockedPackages(lockfile)).toEqual(
      new Map([
        ['@brand/ui@0.2.0', '{integrity: sha512-brand020}'],
        ['next@16.4.6', '{integrity: sha512-next1646}'],
        ['react@19.3.1', '{integrity: sha512-react1931}'],
      ]),
    );
  });

  it('reads the microsite’s committed lockfile: every package pinned by integrity', () => {
    const committed = lockedPackages(
      readFileSync(new URL('../examples/partner-microsite/pnpm-lock.yaml', import.meta.url), 'utf8'),
    );
    expect(committed.size).toBeGreaterThan(100);
    expect([...committed.keys()]).toEqual(expect.arrayContaining(['next@16.4.6', 'react@19.3.1']));
    for (const [key, resolution] of committed) expect(resolution, key).toMatch(/^\{integrity: sha512-/);
  });
});

describe('lockDrift (the microsite installs as committed, @brand/ui aside)', () => {
  it('finds nothing when only @brand/ui changed: another tarball, another version', () => {
    const rebuilt = lockfile.replace('sha512-brand020', 'sha512-brandNEW');
    const released = rebuilt.replaceAll('@brand/ui@0.2.0', '@brand/ui@0.3.0');
    expect(lockDrift(lockfile, lockfile, '@brand/ui')).toEqual([]);
    expect(lockDrift(lockfile, rebuilt, '@brand/ui')).toEqual([]);
    expect(lockDrift(lockfile, released, '@brand/ui')).toEqual([]);
  });

  it('names any other package installed otherwise: another tarball, another version, added, removed', () => {
    expect(lockDrift(lockfile, lockfile.replace('sha512-next1646', 'sha512-evil'), '@brand/ui')).toEqual([
      'next@16.4.6 resolved to another tarball',
    ]);
    expect(lockDrift(lockfile, lockfile.replace('next@16.4.6:', 'next@16.4.7:'), '@brand/ui')).toEqual([
      'added next@16.4.7',
      'removed next@16.4.6',
    ]);
    const withoutReact = lockfile.replace(/ {2}react@19\.3\.1:\n.*\n/, '');
    expect(lockDrift(lockfile, withoutReact, '@brand/ui')).toEqual(['removed react@19.3.1']);
    expect(lockDrift(withoutReact, lockfile, '@brand/ui')).toEqual(['added react@19.3.1']);
  });
});
