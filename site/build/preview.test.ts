// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiate, staticHost } from './staticHost.ts';

const root = mkdtempSync(join(tmpdir(), 'compress-'));
const dist = join(root, 'dist');
const page = (title: string) =>
  `<!doctype html><title>${title}</title>${'<p>brushes and brooms</p>'.repeat(80)}`;
const files: Record<string, string | Buffer> = {
  'index.html': page('home'),
  'de/about.html': page('Über uns'),
  '404.html': page('Oops! Page not found'),
  'assets/app.js': `export const words = ${JSON.stringify('wooden handles '.repeat(400))};\n`,
  'assets/data.json': JSON.stringify({ brushes: 'AAAA;'.repeat(500) }),
  'assets/app.js.map': JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;'.repeat(500) }),
  '.vite/manifest.json': '{}',
  _headers: '/*\n  X-Frame-Options: DENY\n',
  'nginx-headers.conf': 'add_header X-Frame-Options "DENY" always;\n',
  'assets/tiny.txt': 'small',
  'assets/photo.png': randomBytes(4096),
};

const write = (name: string, content: string | Buffer) => {
  mkdirSync(dirname(join(dist, name)), { recursive: true });
  writeFileSync(join(dist, name), content);
};

let server: PreviewServer;
let port = 0;

beforeAll(async () => {
  for (const [name, content] of Object.entries(files)) write(name, content);
  server = await preview({
    configFile: false,
    root,
    logLevel: 'silent',
    appType: 'mpa',
    build: { outDir: 'dist' },
    preview: { host: '127.0.0.1', port: 0 },
    plugins: [staticHost()],
  });
  port = (server.httpServer.address() as AddressInfo).port;
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw HTTP request (fetch would decode the body and hide what was sent). */
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

const decoded = ({ headers, body }: Answer) =>
  headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body;

const file = (name: string) => readFileSync(join(dist, name));

describe('negotiate', () => {
  it('prefers brotli, honours q-values and wildcards', () => {
    expect(negotiate('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiate('gzip, deflate')).toBe('gzip');
    expect(negotiate('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiate('x-gzip')).toBe('gzip');
    expect(negotiate('*')).toBe('br');
    expect(negotiate('*;q=0, identity')).toBeNull();
    expect(negotiate('')).toBeNull();
  });
});

describe('compression of `pnpm start`', () => {
  it('serves a rewritten page (/de/about → de/about.html) in brotli, with Vary and its exact length', async () => {
    const answer = await get('/de/about', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(file('de/about.html').length / 4);
    expect(decoded(answer)).toEqual(file('de/about.html'));
  });

  it('falls back to gzip, and to identity when nothing else is accepted', async () => {
    const gzipped = await get('/assets/app.js', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipped)).toEqual(file('assets/app.js'));
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body).toEqual(file('assets/app.js'));
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    const [head, full] = await Promise.all([get('/', headers, 'HEAD'), get('/', headers)]);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'content-type', 'vary', 'etag'])
      expect(head.headers[name], name).toBe(full.headers[name]);
  });

  it('keeps the 404 status of the not-found page', async () => {
    const answer = await get('/no-such-page', { 'Accept-Encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer)).toEqual(file('404.html'));
  });

  it('answers a range with the bytes of the file itself', async () => {
    const answer = await get('/assets/app.js', { 'Accept-Encoding': 'br', Range: 'bytes=10-109' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-range']).toBe(`bytes 10-109/${file('assets/app.js').length}`);
    expect(answer.body).toEqual(file('assets/app.js').subarray(10, 110));
  });

  it('compresses JSON, leaves images and tiny texts alone', async () => {
    const json = await get('/assets/data.json', { 'Accept-Encoding': 'br' });
    expect(json.headers['content-encoding']).toBe('br');
    expect(decoded(json)).toEqual(file('assets/data.json'));
    const photo = await get('/assets/photo.png', { 'Accept-Encoding': 'br' });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
    expect(photo.body).toEqual(file('assets/photo.png'));
    const tiny = await get('/assets/tiny.txt', { 'Accept-Encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('small');
  });

  it('gives each encoding its own ETag and revalidates it', async () => {
    const first = await get('/assets/app.js', { 'Accept-Encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/-br"$/);
    const again = await get('/assets/app.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(again.status).toBe(304);
    const gzipped = await get('/assets/app.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.etag).toMatch(/-gzip"$/);
  });

  it('serves a file written since from its new content, not the cached body', async () => {
    const before = await get('/assets/app.js', { 'Accept-Encoding': 'br' });
    expect(decoded(before)).toEqual(file('assets/app.js'));
    write('assets/app.js', `export const words = ${JSON.stringify('recycled brushes '.repeat(400))};\n`);
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist, 'assets/app.js'), later, later);
    const after = await get('/assets/app.js', { 'Accept-Encoding': 'br' });
    expect(decoded(after).toString()).toContain('recycled brushes');
  });
});

describe('the preview server as a static host', () => {
  it('redirects a trailing slash to the page, never to another host', async () => {
    const cases: [string, string][] = [
      ['/de/about/', '/de/about'],
      ['/de/about/?x=1', '/de/about?x=1'],
      ['/.//evil.example/', '/evil.example'],
      ['//evil.example/', '/evil.example'],
      ['///evil.example//', '/evil.example'],
      ['/..//evil.example/', '/evil.example'],
      ['/%2e%2e//evil.example/', '/evil.example'],
      ['/\\evil.example/', '/evil.example'],
    ];
    for (const [path, location] of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(location);
    }
  });

  it('redirects a page asked for by its file name to its address, and no other file', async () => {
    const cases: [string, string][] = [
      ['/de/about.html', '/de/about'],
      ['/de/about.html?x=1', '/de/about?x=1'],
      ['/index.html', '/'],
    ];
    for (const [path, location] of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(location);
    }
    for (const path of ['/about.html', '/de/nope.html', '//evil.example/x.html'])
      expect((await get(path)).status, path).toBe(404);
    expect((await get('/404.html')).status).toBe(200);
  });

  it('answers a trailing-slash path too long to be an address of the site with its 404 page, not an empty 400', async () => {
    const answer = await get(`/de/${'x/'.repeat(1500)}`);
    expect(answer.status).toBe(404);
    expect(decoded(answer)).toEqual(file('404.html'));
  });

  it('serves a path that looks like a host as the not-found page of this site', async () => {
    const answer = await get('//evil.example');
    expect(answer.status).toBe(404);
    expect(decoded(answer)).toEqual(file('404.html'));
  });

  it('never answers a file outside the build, however its path is escaped', async () => {
    writeFileSync(join(root, 'outside.txt'), 'the backend secret '.repeat(100));
    for (const path of ['/..%2foutside.txt', '/%2e%2e%2foutside.txt', '/assets/..%2f..%2foutside.txt']) {
      const answer = await get(path, { 'Accept-Encoding': 'br' });
      expect(answer.status, path).toBe(404);
      expect(decoded(answer).toString(), path).not.toContain('secret');
    }
  });

  it("keeps the host's files from visitors: manifest, source maps, header configs", async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/assets/app.js.map',
      '/assets/app.js%2emap',
      '/_headers',
      '/nginx-headers.conf',
      '/%E0%A4%A',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(decoded(answer), path).toEqual(file('404.html'));
    }
    expect((await get('/assets/app.js')).status).toBe(200);
  });

  it('answers a path with a control character (`/about%00`, `%0d%0a`) with the 404 page, and stays up', async () => {
    for (const path of [
      '/about%00',
      '/about%00.html',
      '/assets/app.js%00',
      '/about%0d%0aSet-Cookie:%20x=1',
    ]) {
      const answer = await get(path, { 'Accept-Encoding': 'br' });
      expect(answer.status, path).toBe(404);
      expect(decoded(answer), path).toEqual(file('404.html'));
    }
    expect((await get('/assets/app.js')).status).toBe(200);
  });
});
