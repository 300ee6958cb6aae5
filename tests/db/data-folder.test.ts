/**
 * Neither `pnpm dev` nor `pnpm start` serves the local backend's folder (its database and the secret that
 * signs every session). The dev server would: Vite serves any file under the repository root through
 * `/@fs/…`, which is why the plugin denies the folder. Both servers run here with the site's real
 * vite.config.ts and a data folder inside the repository, where it lives by default. Run: pnpm test:db
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createServer, type PreviewServer, preview, type ViteDevServer } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const site = join(root, 'site');
/** Inside the repository (ignored by git), as the default `.local-supabase/` is. */
const work = join(root, 'test-results/data-folder');
const devData = join(work, 'dev/.local-supabase');
const previewData = join(work, 'preview/.local-supabase');
const distName = 'dist-data-folder-test';
const dist = join(site, distName);

/** Status and body of a GET, the path sent exactly as written (no normalisation by a client). */
const get = (origin: string, path: string): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const url = new URL(origin);
    request({ host: url.hostname, port: url.port, path, headers: { Host: url.host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });

/** The ways a path into the folder can be spelled to a Vite server. */
const spellings = (folder: string, file: string) => {
  const path = `${folder}/${file}`;
  const up = `${folder}/../${folder.split('/').at(-1)}/${file}`;
  return [
    `/@fs${path}`,
    `/@fs${path}?raw`,
    `/@fs${path}?import&raw`,
    `/@fs${path}?url`,
    `/@fs${up}`,
    `/@fs${path.replaceAll('.', '%2e')}`,
    `/@fs${path.replaceAll('/', '%2f')}`,
    `/@fs/${path}`,
    `/${file}`,
    `/../${path.slice(root.length)}`,
    `/..%2f..%2f${path.slice(root.length)}`,
    `/%2e%2e/${path.slice(root.length)}`,
  ];
};

let dev: ViteDevServer;
let devHttp: Server;
let devOrigin: string;
let previewServer: PreviewServer;
let previewOrigin: string;
let secrets: string[];

before(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  for (const name of ['index.html', '404.html'])
    writeFileSync(join(dist, name), `<!doctype html><title>${name}</title>`);

  process.env.LOCAL_SUPABASE_DIR = devData;
  dev = await createServer({
    configFile: join(site, 'vite.config.ts'),
    root: site,
    logLevel: 'silent',
    server: { middlewareMode: true },
  });
  devHttp = createHttpServer(dev.middlewares);
  await new Promise<void>((resolve) => devHttp.listen(0, '127.0.0.1', resolve));
  devOrigin = `http://localhost:${(devHttp.address() as AddressInfo).port}`;

  process.env.LOCAL_SUPABASE_DIR = previewData;
  process.env.SITE_DIST = distName;
  previewServer = await preview({
    configFile: join(site, 'vite.config.ts'),
    root: site,
    logLevel: 'silent',
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  previewOrigin = `http://localhost:${(previewServer.httpServer.address() as AddressInfo).port}`;
  // The backends have made their folders: the secrets are there to be stolen.
  await get(devOrigin, '/rest/v1/site_settings');
  await get(previewOrigin, '/rest/v1/site_settings');
  secrets = [devData, previewData].map((folder) => readFileSync(join(folder, 'jwt-secret'), 'utf8').trim());
});

after(async () => {
  devHttp?.close();
  await dev?.close();
  await previewServer?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe('the local backend folder is served by neither server', () => {
  test('the dev server serves files of the repository through /@fs/ (so the next test can fail)', async () => {
    const readme = await get(devOrigin, `/@fs${root}README.md?raw`);
    assert.equal(readme.status, 200);
  });

  test('pnpm dev refuses the secret and the database, however the path is spelled', async () => {
    for (const file of ['jwt-secret', 'pgdata/PG_VERSION', 'lock']) {
      const content = readFileSync(join(devData, file), 'utf8').trim();
      for (const path of spellings(devData, file)) {
        // 403 (denied), 404, or the site's own page (the dev server's fallback for unknown addresses).
        const { status, body } = await get(devOrigin, path);
        assert.ok([200, 400, 403, 404].includes(status), `${path}: ${status}`);
        assert.notEqual(body.trim(), content, `${path} served ${file}`);
        assert.ok(!body.includes(`${JSON.stringify(content)}`), `${path} served ${file} as a module`);
        for (const secret of secrets) assert.ok(!body.includes(secret), `${path} served the secret`);
      }
    }
  });

  test("pnpm dev still refuses Vite's own list (.env files, keys)", async () => {
    assert.equal((await get(devOrigin, `/@fs${root}.env.example`)).status, 403);
  });

  test('pnpm start serves only the build: the folder is out of reach', async () => {
    for (const file of ['jwt-secret', 'pgdata/PG_VERSION'])
      for (const path of spellings(previewData, file)) {
        const { status, body } = await get(previewOrigin, path);
        assert.notEqual(status, 200, `${path} answered 200`);
        for (const secret of secrets) assert.ok(!body.includes(secret), `${path} served the secret`);
      }
  });
});
