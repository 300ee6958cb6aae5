/**
 * The local backend's one folder: the database, the secret tokens are signed with, a lock held by the
 * process that serves it, and the control socket the staff command talks through. By default
 * `.local-supabase/` at the repository root (ignored by git, refused by `pnpm dev` and never under what
 * `pnpm start` serves); `LOCAL_SUPABASE_DIR` moves it. Created readable by its owner only.
 */

import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root. */
export const repoRoot = resolve(import.meta.dirname, '../..');

/** The folder when `LOCAL_SUPABASE_DIR` is not set. */
export const defaultDataDir = join(repoRoot, '.local-supabase');

/** The data folder for this environment, as an absolute path. */
export const dataDirFrom = (env: NodeJS.ProcessEnv = process.env): string =>
  resolve(repoRoot, env.LOCAL_SUPABASE_DIR?.trim() || defaultDataDir);

/** The names of the files in a data folder, whatever folder it is. */
export const dataFileNames = {
  database: 'pgdata',
  secret: 'jwt-secret',
  lock: 'lock',
  socket: 'control.sock',
} as const;

/** Where the staff command finds a running backend: a socket in the folder, or named after it. */
const socketPath = (dir: string) => {
  const name = `brand-local-supabase-${createHash('sha256').update(dir).digest('hex').slice(0, 16)}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\${name}`;
  // A Unix socket's path may not pass about 100 bytes: a deep folder's socket goes to the temporary folder.
  const inside = join(dir, dataFileNames.socket);
  return Buffer.byteLength(inside) <= 100 ? inside : join(tmpdir(), `${name}.sock`);
};

/** The files in the data folder. */
export const dataPaths = (dir: string) => ({
  dir,
  database: join(dir, dataFileNames.database),
  secret: join(dir, dataFileNames.secret),
  lock: join(dir, dataFileNames.lock),
  socket: socketPath(dir),
});

/** Creates the folder (owner only) if need be. */
export const ensureDataDir = (dir: string): void => {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
};

/**
 * The secret access tokens are signed with: 64 random bytes made on the first start and kept in the
 * folder (owner-readable only). Deleting it signs everyone out.
 */
export const readOrCreateSecret = (path: string): Buffer => {
  try {
    const secret = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url');
    if (secret.length >= 32) return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(64);
  writeFileSync(path, `${secret.toString('base64url')}\n`, { mode: 0o600 });
  return secret;
};

/** The pid of a running process holding the lock, or null. */
export const lockHolder = (lock: string): number | null => {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is running.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? Number(readFileSync(lock, 'utf8')) : null;
  }
};

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

/**
 * Takes the folder for this process (one PGlite per folder: two processes would corrupt it). A lock left
 * by a process that has ended is taken over. Returns the release function.
 */
export const acquireLock = (lock: string): (() => void) => {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lock, 'wx', 0o600);
      writeFileSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (lockHolder(lock) === process.pid) rmSync(lock, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(lock);
      if (holder !== null)
        throw new DataDirBusyError(
          `The local backend's folder ${lock.replace(/[\\/]lock$/, '')} is in use by process ${holder} ` +
            '(another `pnpm dev` or `pnpm start`?). Stop it, or give this one its own folder with LOCAL_SUPABASE_DIR.',
        );
      rmSync(lock, { force: true });
    }
  }
  throw new DataDirBusyError(`Could not take the lock ${lock}.`);
};
