/**
 * What a pnpm lockfile (v9) pins: each package's version and the integrity of its tarball, read from its
 * `packages:` section. The package test installs the partner microsite from its committed lockfile with
 * only @brand/ui refreshed (the tarball of this build, not of the last release) and checks with
 * `lockDrift` that everything else was installed exactly as committed.
 */

/** `name@version` → its `resolution` line, for every package in the lockfile's `packages:` section. */
export function lockedPackages(lockfile: string): Map<string, string> {
  const packages = new Map<string, string>();
  let inPackages = false;
  let current: string | undefined;
  for (const line of lockfile.split('\n')) {
    if (/^\S/.test(line)) {
      inPackages = line === 'packages:';
      current = undefined;
      continue;
    }
    if (!inPackages) continue;
    const key = /^ {2}(\S.*):$/.exec(line)?.[1];
    if (key) {
      current = key.replace(/^'(.*)'$/, '$1');
      packages.set(current, '');
      continue;
    }
    const resolution = /^ {4}resolution: (.*)$/.exec(line)?.[1];
    if (current && resolution) packages.set(current, resolution);
  }
  return packages;
}

/**
 * How `after` differs from `before` in the packages it pins, leaving out the package named `except`
 * (every version): one line per package added, removed, or resolved to another tarball. Empty when the
 * rest was installed exactly as committed.
 */
export function lockDrift(before: string, after: string, except: string): string[] {
  const mine = (key: string) => key.startsWith(`${except}@`);
  const [old, now] = [lockedPackages(before), lockedPackages(after)];
  const drift: string[] = [];
  for (const [key, resolution] of now) {
    if (mine(key)) continue;
    if (!old.has(key)) drift.push(`added ${key}`);
    else if (old.get(key) !== resolution) drift.push(`${key} resolved to another tarball`);
  }
  for (const key of old.keys()) if (!mine(key) && !now.has(key)) drift.push(`removed ${key}`);
  return drift;
}
