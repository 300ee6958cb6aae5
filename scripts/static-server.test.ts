// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticServer } from './static-server';

// A served folder `site/` beside a sibling `site-private/` whose name starts the same.
const base = mkdtempSync(join(tmpdir(), 'static-server-'));
const site = join(base, 'site');
const sibling = join(base, 'site-private');
let server: Server;
let port = 0;

beforeAll(async () => {
  mkdirSync(join(site, 'folder'), { recursive: true });
  mkdirSync(join(site, 'assets'));
  mkdirSync(sibling);
  writeFileSync(join(site, 'page.html'), '<p>page</p>');
  writeFileSync(join(site, 'index.json'), '{"v":1}');
  writeFileSync(join(site, 'folder', 'index.html'), '<p>folder</p>');
  writeFileSync(join(site, 'assets', 'app.js'), 'export {};');
  writeFileSync(join(site, '.env'), 'SECRET=1');
  writeFileSync(join(sibling, 'secret.txt'), 'secret');
  symlinkSync(join(sibling, 'secret.txt'), join(site, 'leak.txt'));
  symlinkSync(sibling, join(site, 'linked'));
  symlinkSync('/etc/passwd', join(site, 'passwd'));
  symlinkSync(join(site, 'page.html'), join(site, 'alias.html'));
  server = staticServer(site);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(base, { recursive: true, force: true });
});

/** GET with the path sent exactly as written (fetch would resolve `..` and re-encode). */
const get = (path: string, method = 'GET') =>
  new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', body }),
      );
    })
      .on('error', reject)
      .end();
  });

describe('the static server of the visual tests', () => {
  it('serves files with their content type, /x from x.html and /x/ from x/index.html', async () => {
    expect(await get('/page')).toEqual({ status: 200, type: 'text/html;charset=utf-8', body: '<p>page</p>' });
    expect(await get('/page.html?id=a--b&viewMode=story')).toMatchObject({
      status: 200,
      body: '<p>page</p>',
    });
    expect(await get('/index.json')).toEqual({ status: 200, type: 'application/json', body: '{"v":1}' });
    expect(await get('/folder/')).toMatchObject({ status: 200, body: '<p>folder</p>' });
    expect(await get('/assets/app.js')).toMatchObject({ status: 200, type: 'text/javascript' });
    expect((await get('/alias')).body).toBe('<p>page</p>');
  });

  it('answers a malformed percent-escape with 400 and keeps running', async () => {
    expect((await get('/%')).status).toBe(400);
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/page')).status).toBe(200);
  });

  it('serves nothing outside the folder: no traversal, no symlink that leads out', async () => {
    for (const path of [
      '/../site-private/secret.txt',
      '/..%2fsite-private/secret.txt',
      '/%2e%2e/site-private/secret.txt',
      '/leak.txt',
      '/linked/secret.txt',
      '/passwd',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toMatch(/secret|root:/);
    }
  });

  it('has no dotfiles, no folder listings and only GET and HEAD', async () => {
    expect((await get('/.env')).status).toBe(404);
    expect((await get('/assets/')).status).toBe(404);
    expect((await get('/nothing-here')).status).toBe(404);
    expect((await get('/page', 'POST')).status).toBe(405);
    expect((await get('/page', 'HEAD')).status).toBe(200);
  });
});
