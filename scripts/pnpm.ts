import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/**
 * The command line that runs pnpm: the one running this workspace (`npm_execpath`: a native binary or a
 * JS file), else the version pinned in `packageManager` through npx. Append pnpm's own arguments.
 */
export function pnpmCommand(): [string, ...string[]] {
  const execPath = process.env.npm_execpath ?? '';
  if (execPath.includes('pnpm'))
    return /\.[cm]?js$/.test(execPath) ? [process.execPath, execPath] : [execPath];
  const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
  return ['npx', '--yes', `pnpm@${pinned}`];
}
