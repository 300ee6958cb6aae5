/**
 * Neither `pnpm dev` nor `pnpm start` serves the local backend's folder (its database and the secret that
 * signs every session), nor any other folder where a backend keeps its data: the dev server would, as Vite
 * serves any file under the repository root through `/@fs/…`, which is why the config denies them all
 * (plugin.ts, `devServerDeny`). Neither answers another origin (no CORS), so no other page on
 * `localhost` reads what they serve. Both servers run here with the site's real vite.config.ts and data
 * folders inside the repository, where they live by default. Run: pnpm test:db
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createServer, type PreviewServer, preview, type ViteDevServer } from 'vite';
import { localAnonKey } from '../../site/src/configShape.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const site = join(root, 'site');
/** Inside the repository (ignored by git), as the default `.local-supabase/` is. */
const work = join(root, 'test-results/data-folder');
/** Beside the repository's other folders, under a name no rule but the folder's own denies. */
const probe = join(root, 'dist-data-folder-probe');
const devData = join(probe, 'in-use');
const previewData = join(work, 'preview/.local-supabase');
/** What another backend's folders hold, each under a name only one rule of the deny list covers. */
const planted = randomBytes(24).toString('base64url');
const others = [
  'test-results/data-folder/suite/data.txt',
  'bench-results/data-folder-test/data.txt',
  'dist-data-folder-probe/other/.local-supabase/data.txt',
  'dist-data-folder-probe/elsewhere/jwt-secret',
  'dist-data-folder-probe/elsewhere/pgdata/PG_VERSION',
  'dist-data-folder-probe/elsewhere/control.sock',
  'dist-data-folder-probe/elsewhere/.envrc',
].map((path) => join(root, path));
const distName = 'dist-data-folder-test';
const dist = join(site, distName);

/** Status, headers and body of a request, the path sent exactly as written (no normalisation by a client). */
const get = (
  origin: string,
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> =>
  new Promise((resolve, reject) => {
    const url = new URL(origin);
    request(
      { host: url.hostname, port: url.port, path, method, headers: { Host: url.host, ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    )
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
    `/@fs${path}?import`,
    `/@fs${path}?url`,
    `/@id${path}?raw`,
    `/@id/@fs${path}?raw`,
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
/**
 * What the dev backend's files hold, each a token found nowhere else: a body holding one served the file,
 * in whatever form (raw, or wrapped as a module: `export default "17\n"` hid PG_VERSION's "17" from a
 * comparison with the trimmed content).
 */
let contents: Record<string, string>;

before(async () => {
  rmSync(work, { recursive: true, force: true });
  rmSync(probe, { recursive: true, force: true });
  for (const file of others) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${planted}\n`);
  }
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
  // PG_VERSION is read when the database opens and the lock when another process wants the folder:
  // neither again while the test runs, so each now holds a token of its own (the folder goes after).
  contents = { 'jwt-secret': secrets[0] ?? '' };
  for (const file of ['pgdata/PG_VERSION', 'lock']) {
    contents[file] = randomBytes(24).toString('base64url');
    writeFileSync(join(devData, file), `${contents[file]}\n`);
  }
});

after(async () => {
  devHttp?.close();
  await dev?.close();
  await previewServer?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
  rmSync(probe, { recursive: true, force: true });
  rmSync(join(root, 'bench-results/data-folder-test'), { recursive: true, force: true });
  // The folder made for the test goes too; one with the bench's results stays.
  if (!readdirSync(join(root, 'bench-results')).length) rmdirSync(join(root, 'bench-results'));
});

describe('the local backend folder is served by neither server', () => {
  test('the dev server serves files of the repository through /@fs/ (so the next test can fail)', async () => {
    const readme = await get(devOrigin, `/@fs${root}README.md?raw`);
    assert.equal(readme.status, 200);
  });

  test('pnpm dev refuses the secret and the database, however the path is spelled', async () => {
    for (const [file, content] of Object.entries(contents)) {
      assert.ok(content.length >= 32, `${file} holds a token`);
      for (const path of spellings(devData, file)) {
        // 403 (denied), 404, or the site's own page (the dev server's fallback for unknown addresses).
        const { status, body } = await get(devOrigin, path);
        assert.ok([200, 400, 403, 404].includes(status), `${path}: ${status}`);
        assert.ok(!body.includes(content), `${path} served ${file}`);
        for (const secret of secrets) assert.ok(!body.includes(secret), `${path} served the secret`);
      }
    }
  });

  test("pnpm dev refuses every other backend's folder too: the default's, the suites', the bench's, any database or secret", async () => {
    const served = new Set<string>();
    for (const file of [...others, join(previewData, 'jwt-secret')]) {
      const relativePath = file.slice(root.length);
      const folder = dirname(file);
      const name = file.slice(folder.length + 1);
      for (const path of [...spellings(folder, name), `/${relativePath}`]) {
        const { body } = await get(devOrigin, path);
        if (body.includes(planted) || secrets.some((secret) => body.includes(secret)))
          served.add(relativePath);
      }
    }
    assert.deepEqual([...served], []);
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

describe('no other origin reads either server', () => {
  const stranger = { Origin: 'http://localhost:9999' };
  const probes = (origin: string) => [
    get(origin, '/rest/v1/site_settings?select=setting_value', {
      headers: { ...stranger, apikey: localAnonKey },
    }),
    get(origin, '/auth/v1/token?grant_type=password', {
      method: 'OPTIONS',
      headers: {
        ...stranger,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey',
      },
    }),
    get(origin, '/rest/v1/rpc/submit_enquiry', {
      method: 'OPTIONS',
      headers: {
        ...stranger,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey',
      },
    }),
    get(origin, '/', { headers: stranger }),
  ];

  test('pnpm dev answers a page on another localhost port with no Access-Control-Allow-Origin', async () => {
    for (const answer of await Promise.all([
      ...probes(devOrigin),
      get(devOrigin, `/@fs${root}README.md?raw`, { headers: stranger }),
    ]))
      assert.equal(answer.headers['access-control-allow-origin'], undefined);
  });

  test('pnpm start answers a page on another localhost port with no Access-Control-Allow-Origin', async () => {
    for (const answer of await Promise.all(probes(previewOrigin)))
      assert.equal(answer.headers['access-control-allow-origin'], undefined);
  });

  test("the site's own page still reads its backend (same origin needs no CORS)", async () => {
    for (const origin of [devOrigin, previewOrigin]) {
      const { status, body } = await get(origin, '/rest/v1/site_settings?select=setting_value', {
        headers: { Origin: origin, apikey: localAnonKey },
      });
      assert.equal(status, 200, origin);
      assert.ok(Array.isArray(JSON.parse(body)), origin);
    }
  });
});
