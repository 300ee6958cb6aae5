import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lookup } from 'mrmime';
import type { Plugin } from 'vite';
import { sitePath } from '../src/sitePath.ts';

/** The encodings served, in the server's order of preference. */
const encodings = ['br', 'gzip'] as const;

/** The encoding to answer an `Accept-Encoding` header with (q-values honoured), or null for identity. */
export const negotiate = (accept: string): (typeof encodings)[number] | null => {
  const quality = new Map<string, number>();
  for (const [, name = '', q] of accept.toLowerCase().matchAll(/([\w*-]+)\s*(?:;\s*q=([\d.]+))?/g))
    quality.set(name === 'x-gzip' ? 'gzip' : name, q === undefined ? 1 : Number(q));
  return encodings.find((encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0) ?? null;
};

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
};

const accepted = new WeakMap<IncomingMessage, string>();
const compressed = new Map<string, { stamp: string; body: Buffer }>();
const compress = {
  br: (raw: Buffer) => brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (raw: Buffer) => gzipSync(raw, { level: 9 }),
};

/** A text file as a precompressing host answers it (br/gzip, Vary, Content-Length, ETag per encoding); else false. */
const sendCompressed = (req: IncomingMessage, res: ServerResponse, file: string, status = 200) => {
  const type = lookup(file) ?? '';
  const text = /^text\/|javascript|json|xml/.test(type) && /^(GET|HEAD)$/.test(req.method ?? '');
  const stats = text ? statSync(file, { throwIfNoEntry: false }) : undefined;
  if (!stats?.isFile()) return false;
  res.setHeader('Vary', 'Accept-Encoding');
  const encoding = negotiate(accepted.get(req) ?? '');
  if (!encoding || stats.size < 1024 || req.headers.range) return false;
  const stamp = `${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}-${encoding}`;
  const etag = status === 200 ? { ETag: `W/"${stamp}"` } : {};
  if (etag.ETag && req.headers['if-none-match'] === etag.ETag) return res.writeHead(304, etag).end();
  const cached = compressed.get(`${file}:${encoding}`);
  const body = cached?.stamp === stamp ? cached.body : compress[encoding](readFileSync(file));
  compressed.set(`${file}:${encoding}`, { stamp, body });
  const headers = { 'Content-Type': `${type}; charset=utf-8`, 'Content-Encoding': encoding, ...etag };
  return res
    .writeHead(status, { ...headers, 'Content-Length': body.length })
    .end(req.method === 'HEAD' ? undefined : body);
};

/** `pnpm start` answers like the static hosts the build is for, so `pnpm bench` measures what visitors get (docs/adr/0086). */
export const staticHost = (): Plugin => ({
  name: 'brand-static-host',
  configurePreviewServer(server) {
    const dist = join(server.config.root, server.config.build.outDir);
    const notFound = (req: IncomingMessage, res: ServerResponse) =>
      sendCompressed(req, res, join(dist, '404.html'), 404) ||
      res
        .writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(readFileSync(join(dist, '404.html')));
    server.middlewares.use((req, res, next) => {
      accepted.set(req, String(req.headers['accept-encoding'] ?? ''));
      req.headers['accept-encoding'] = 'identity';
      const url = new URL(`http://localhost${req.url?.startsWith('/') ? req.url : '/'}`);
      // A page by its folder or file name (`/de/about/`, `/about.html`, `/de/index.html`): one address per
      // page, as hosts with pretty URLs answer; sitePath collapses leading slashes (never `//evil.example`).
      const pretty = /^(.*?)(?:\/+|(?:\/index)?\.html)$/.exec(url.pathname);
      if (url.pathname.length > 1 && pretty && url.pathname !== '/404.html') {
        const target = pretty[1] || '/';
        const location = sitePath(`${target}${url.search}`, url.origin);
        const isPage =
          url.pathname.endsWith('/') || existsSync(join(dist, `${target === '/' ? '/index' : target}.html`));
        if (location && isPage) return res.writeHead(301, { Location: location }).end();
        if (url.pathname.endsWith('/')) return notFound(req, res); // too long or not this site's: its 404 page
      }
      // Files for the host, dot paths (so every escaped `..` too), maps and control characters: 404.
      const path = decoded(url.pathname);
      if (!path || /(^|\/)\.|\.map$|^\/(_headers|_redirects|nginx-headers\.conf)$|\p{Cc}/iu.test(path))
        return notFound(req, res);
      const page = url.pathname === '/' ? '/index.html' : `${url.pathname}.html`;
      if (!url.pathname.includes('.') && existsSync(join(dist, page))) req.url = `${page}${url.search}`;
      const file = join(dist, decoded(new URL(req.url ?? '/', url).pathname) ?? '');
      if (!sendCompressed(req, res, file)) next();
    });
    return () =>
      server.middlewares.use((req, res, next) =>
        req.method === 'GET' || req.method === 'HEAD' ? notFound(req, res) : next(),
      );
  },
});
