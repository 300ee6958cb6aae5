/**
 * How `pnpm staff:add|list|remove` reaches a database that a running `pnpm dev` or `pnpm start` holds
 * (PGlite is one process per folder): a Unix socket in the data folder (a named pipe on Windows), which
 * only the folder's owner can open. One JSON request per connection, one JSON answer. Passwords never
 * cross it: the staff command sends the scrypt hash.
 */
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { AccountError, addStaff, listStaff, removeStaff, type StaffAccount } from './accounts.ts';

export type ControlRequest =
  | { op: 'add'; email: string; passwordHash: string; admin: boolean }
  | { op: 'list' }
  | { op: 'remove'; email: string };

export type ControlAnswer = { ok: true; accounts: StaffAccount[] } | { ok: false; error: string };

/** Carries out one request against the database. */
export const perform = async (db: PGlite, request: ControlRequest): Promise<ControlAnswer> => {
  try {
    if (request.op === 'add') return { ok: true, accounts: [await addStaff(db, request)] };
    if (request.op === 'remove') {
      await removeStaff(db, request.email);
      return { ok: true, accounts: [] };
    }
    if (request.op === 'list') return { ok: true, accounts: await listStaff(db) };
    return { ok: false, error: 'Unknown request.' };
  } catch (error) {
    const known = error instanceof AccountError || (error as Error).name === 'ValiError';
    return {
      ok: false,
      error: known ? (error as Error).message : 'The request failed; see the server output.',
    };
  }
};

/** Listens on `socket`; returns the function that stops listening. */
export const startControl = async (
  socket: string,
  db: PGlite,
  log: (line: string) => void,
): Promise<() => Promise<void>> => {
  if (process.platform !== 'win32') rmSync(socket, { force: true });
  const server = createServer((connection) => {
    let text = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 16_384) connection.destroy();
      if (!text.includes('\n')) return;
      let request: ControlRequest;
      try {
        request = JSON.parse(text.slice(0, text.indexOf('\n')));
      } catch {
        connection.end(`${JSON.stringify({ ok: false, error: 'Not JSON.' })}\n`);
        return;
      }
      perform(db, request).then((answer) => {
        if (answer.ok && request.op !== 'list')
          log(`staff account ${request.op === 'add' ? 'added' : 'removed'}: ${request.email}`);
        connection.end(`${JSON.stringify(answer)}\n`);
      });
    });
    connection.on('error', () => connection.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  if (process.platform !== 'win32') chmodSync(socket, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      if (process.platform !== 'win32') rmSync(socket, { force: true });
    });
};

/** Sends a request to a running backend; null when none listens on `socket`. */
export const askRunningBackend = (socket: string, request: ControlRequest): Promise<ControlAnswer | null> =>
  new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let text = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on('data', (chunk: string) => {
      text += chunk;
    });
    connection.on('end', () => {
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new Error('The running backend gave no answer.'));
      }
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
