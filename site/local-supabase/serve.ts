/**
 * The local backend on an origin of its own, acting as a hosted Supabase project for a build made with
 * `VITE_SUPABASE_URL=http://127.0.0.1:<port>` (the services e2e suite, `pnpm bench --services`):
 *
 *   node site/local-supabase/serve.ts --port 4333 --allow-origin http://localhost:4332 [--dir <folder>]
 *
 * It listens on 127.0.0.1 only, answers CORS for the one site origin given, and keeps its data in
 * `--dir` (else LOCAL_SUPABASE_DIR or .local-supabase/; `--memory` keeps nothing). Stops on SIGINT/SIGTERM.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { startLocalBackend } from './backend.ts';
import { dataDirFrom } from './dataDir.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '54321' },
    'allow-origin': { type: 'string' },
    dir: { type: 'string' },
    memory: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
const log = (line: string) => console.info(`local backend: ${line}`);
const backend = startLocalBackend({
  dir: values.memory ? undefined : (values.dir ?? dataDirFrom()),
  log,
  allowOrigin: values['allow-origin'],
});
const server = createServer((req, res) =>
  backend.middleware(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ message: 'The local backend answers /auth/v1 and /rest/v1 only.' }));
  }),
);
const { staff } = await backend.ready;
server.listen(port, '127.0.0.1', () =>
  log(`listening at http://127.0.0.1:${port} (/auth/v1, /rest/v1), ${staff} staff account(s)`),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.close();
    void backend.close().finally(() => process.exit(0));
  });
