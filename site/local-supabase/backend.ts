/**
 * The local backend: starts the database in its folder (migrating it and purging old enquiries), opens the
 * control socket for the staff command, and answers `/auth/v1/…` and `/rest/v1/…` as a connect
 * middleware — mounted by `pnpm dev` and `pnpm start` on the site's own origin (plugin.ts), or by its own
 * server on a loopback port (serve.ts). Only requests from this machine naming a loopback host are
 * answered; everything else under those paths gets 403, and other paths go to `next`.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { handleAuth } from './auth.ts';
import { createClientLimit, submitsPerClient } from './clientLimit.ts';
import { apiKeyRefusal, type Backend } from './context.ts';
import { startControl } from './control.ts';
import { openDatabase, purgeEnquiries } from './database.ts';
import { acquireLock, dataPaths, ensureDataDir, readOrCreateSecret } from './dataDir.ts';
import { fromThisMachine, sendJson } from './http.ts';
import { type Catalog, handleRest, readCatalog } from './rest.ts';
import { createSignInLimits } from './throttle.ts';

/** The paths the backend answers; everything else belongs to the site. */
export const backendPath = /^\/(auth|rest)\/v1(\/|$)/;

export type LocalBackendOptions = {
  /** The data folder (dataDir.ts); without one the database lives in memory and nothing is kept. */
  dir?: string;
  /** One line in the terminal (prefixed by the caller). */
  log?: (line: string) => void;
  /** The clock (milliseconds); tests move it. */
  now?: () => number;
  /**
   * CORS for a backend on an origin of its own (serve.ts): the one site origin allowed to call it, or a
   * test of the caller's origin (the bench allows its loopback site, whatever port it takes).
   */
  allowOrigin?: string | ((origin: string) => boolean);
  /** The signing secret of a backend in memory (tests); one in a folder keeps its own. */
  secret?: Buffer;
  /**
   * Opens the database once this settles (the dev and preview servers: once they listen), so the
   * database's start — seconds of WebAssembly on one thread — never holds up the site's first page.
   */
  startWhen?: Promise<unknown>;
};

export type LocalBackend = {
  /** Answers the backend's paths, passes the rest to `next`. Waits until the database is ready. */
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  /** Resolves once the database is open, migrated and purged (rejects if it could not start). */
  ready: Promise<{ db: PGlite; staff: number; purged: number; applied: string[] }>;
  /** Closes the control socket and the database, and gives the folder back. */
  close: () => Promise<void>;
};

const corsHeaders = (origin: string) => ({
  'Access-Control-Allow-Origin': origin,
  'Access-Control-Allow-Headers':
    'apikey, authorization, content-type, accept, accept-profile, content-profile, prefer, range, x-client-info, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, OPTIONS',
  'Access-Control-Expose-Headers': 'content-range, retry-after, x-supabase-api-version',
  'Access-Control-Max-Age': '600',
  Vary: 'Origin',
});

/**
 * Starts the backend. The folder is taken at once (a second process on the same folder fails here, with
 * a message naming the holder); the database opens in the background, and requests wait for it.
 */
export const startLocalBackend = ({
  dir,
  log = console.info,
  now = Date.now,
  allowOrigin,
  secret: givenSecret,
  startWhen,
}: LocalBackendOptions = {}): LocalBackend => {
  const paths = dir ? dataPaths(dir) : null;
  if (paths) ensureDataDir(paths.dir);
  const release = paths ? acquireLock(paths.lock) : () => {};
  let stopControl: (() => Promise<void>) | undefined;
  const starting = (async () => {
    await startWhen;
    const secret = paths ? readOrCreateSecret(paths.secret) : (givenSecret ?? randomBytes(64));
    const { db, applied } = await openDatabase(paths?.database);
    const purged = await purgeEnquiries(db);
    const backend: Backend = {
      db,
      secret,
      now,
      log,
      signIns: createSignInLimits(now),
      submits: createClientLimit({ ...submitsPerClient, now }),
    };
    const catalog: Catalog = await readCatalog(backend);
    if (paths) stopControl = await startControl(paths.socket, db, log);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from auth.users');
    return { backend, catalog, db, staff: rows[0]?.n ?? 0, purged, applied };
  })();
  starting.catch(() => release());

  const handle = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const { backend, catalog } = await starting;
    const refusal = apiKeyRefusal(req);
    if (refusal) return sendJson(res, refusal.status, refusal.body);
    if (url.pathname.startsWith('/auth/')) return handleAuth(backend, req, res, url);
    return handleRest(backend, catalog, req, res, url);
  };

  return {
    middleware: (req, res, next) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (!backendPath.test(url.pathname)) return next();
      if (!fromThisMachine(req))
        return sendJson(res, 403, { message: 'The local backend answers only this machine, at localhost.' });
      if (allowOrigin) {
        const origin = req.headers.origin ?? '';
        const allowed = typeof allowOrigin === 'string' ? allowOrigin : allowOrigin(origin) ? origin : '';
        if (allowed)
          for (const [name, value] of Object.entries(corsHeaders(allowed))) res.setHeader(name, value);
        if (req.method === 'OPTIONS') return sendJson(res, 204);
      }
      handle(req, res, url).catch((error: unknown) => {
        log(`error: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent)
          sendJson(res, 500, {
            code: 'XX000',
            details: null,
            hint: null,
            message: 'The local backend failed.',
          });
      });
    },
    ready: starting.then(({ db, staff, purged, applied }) => ({ db, staff, purged, applied })),
    close: async () => {
      try {
        const { db } = await starting;
        await stopControl?.();
        await db.close();
      } catch {
        // It never started: nothing to close.
      } finally {
        release();
      }
    },
  };
};
