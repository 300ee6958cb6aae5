// @vitest-environment node
/**
 * Every `.env` file Vite reads (`.env`, `.env.local`, `.env.[mode]`, `.env.[mode].local`, from the
 * repository root: vite.config.ts `envDir`) may hold an account's values: git ignores all of them, only
 * `.env.example` (no values) is tracked.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** Whether git would ignore a file at the repository's root (whether or not it exists). */
const ignored = (file: string): boolean => {
  const run = spawnSync('git', ['check-ignore', '--no-index', '--quiet', file], { cwd: root });
  if (run.status === 128) throw new Error(`git check-ignore failed: ${run.stderr}`);
  return run.status === 0;
};

describe('the environment files', () => {
  it('are ignored by git, whatever the mode: the ones Vite reads for production included', () => {
    const modes = ['production', 'development', 'test', 'staging'];
    const files = ['.env', '.env.local', ...modes.flatMap((mode) => [`.env.${mode}`, `.env.${mode}.local`])];
    expect(files.filter((file) => !ignored(file))).toEqual([]);
  });

  it('keep the example, which names the variables and holds no value, tracked', () => {
    expect(ignored('.env.example')).toBe(false);
  });
});
