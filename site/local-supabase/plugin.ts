/**
 * The Vite plugin that puts the local backend on the site's own origin: `pnpm dev` and `pnpm start`
 * answer `/auth/v1/…` and `/rest/v1/…` from it when the build has no Supabase project configured. Its
 * folders are kept from the dev server by `devServerDeny`; the preview server serves only the build's
 * folder. Neither answers CORS (vite.config.ts): the site calls the backend on its own origin.
 */
import { relative } from 'node:path';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { type LocalBackend, startLocalBackend } from './backend.ts';
import { dataFileNames, dataPaths } from './dataDir.ts';

/**
 * Vite's own `server.fs.deny` (vite/src/node/config.ts): a list given in the config replaces it, so it
 * is repeated here (tests/db/data-folder.test.ts checks it still holds).
 */
const viteDeny = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**'];

/** Globs for the folder and everything in it, as Vite matches absolute paths (forward slashes). */
const denyFolder = (dir: string) => {
  const path = dir.replaceAll('\\', '/');
  return [path, `${path}/**`];
};

/**
 * What `pnpm dev` must never serve (Vite serves any file under the repository root through `/@fs/…`,
 * `?raw`, `?url`, `/@id/…`): Vite's own list, every environment file, and every place a local backend's
 * data can be — not only the folder in use (`dir`, `LOCAL_SUPABASE_DIR`) but any other one: the default
 * `.local-supabase/`, any folder holding a database (`pgdata/`), a signing secret or a control socket,
 * and the folders where the test suites and the bench start backends of their own (`test-results/`,
 * `bench-results/`). A name without a slash matches at any depth.
 * Set by vite.config.ts whether or not the local backend runs: its folders exist either way.
 */
export const devServerDeny = (dir: string): string[] => [
  ...viteDeny,
  '.env*',
  '**/.local-supabase',
  '**/.local-supabase/**',
  dataFileNames.database,
  `**/${dataFileNames.database}/**`,
  dataFileNames.secret,
  dataFileNames.socket,
  'brand-local-supabase-*',
  '**/test-results/**',
  '**/bench-results/**',
  ...denyFolder(dir),
  ...denyFolder(dataPaths(dir).socket),
];

export const localSupabase = (dir: string): Plugin => {
  let backend: LocalBackend | undefined;
  const start = (server: ViteDevServer | PreviewServer) => {
    const logger = server.config.logger;
    const { httpServer } = server;
    backend = startLocalBackend({
      dir,
      log: (line) => logger.info(`local backend: ${line}`),
      // Pages first: the database opens once the server listens (requests to the backend wait for it).
      startWhen: httpServer ? new Promise((listening) => httpServer.once('listening', listening)) : undefined,
    });
    const shown = relative(process.cwd(), dir) || dir;
    backend.ready.then(
      ({ staff, purged, applied }) => {
        if (applied.length) logger.info(`local backend: ${applied.length} migration(s) applied in ${shown}`);
        if (purged) logger.info(`local backend: ${purged} enquiry(ies) older than 12 months deleted`);
        logger.info(
          staff
            ? `local backend: Supabase stand-in at /auth/v1 and /rest/v1, ${staff} staff account(s) (pnpm staff:list)`
            : 'local backend: no staff account yet — add the first with: pnpm staff:add you@example.com --admin',
        );
      },
      (error: unknown) =>
        logger.error(`local backend: could not start (${error instanceof Error ? error.message : error})`),
    );
    server.middlewares.use(backend.middleware);
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
    const onSignal = (signal: (typeof signals)[number]) => {
      // Closed cleanly, so the database is consistent and the folder free for the next start.
      void Promise.resolve(stop()).finally(() =>
        process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1)),
      );
    };
    const stop = () => {
      for (const signal of signals) process.off(signal, onSignal);
      return backend?.close();
    };
    server.httpServer?.once('close', stop);
    for (const signal of signals) process.once(signal, onSignal);
  };
  return {
    name: 'brand-local-supabase',
    configureServer: start,
    configurePreviewServer: start,
    // A dev server's `close()` (a restart after a config change, or middleware mode) awaits this, so the
    // folder is free before the next backend takes it.
    closeBundle: () => backend?.close(),
  };
};
