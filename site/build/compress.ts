import { statSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

/** The encodings served, in the server's order of preference. */
const encodings = ['br', 'gzip'] as const;
export type Encoding = (typeof encodings)[number];

/** Text worth compressing: html, js, css, svg, json (and source maps), xml, txt, web manifests. */
const textType = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/i;
const textExtension = /\.(html|m?js|css|svg|json|map|xml|txt|webmanifest)$/i;

/** Smaller bodies gain nothing (a few bytes saved, the encoding's own overhead added). */
const minBytes = 1024;

/**
 * Bodies up to this size are compressed as a static host that precompresses would (brotli 11, gzip 9);
 * larger ones (source maps) with a quicker brotli setting, so the first request of one does not stall.
 */
const maxBestBytes = 512 * 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressBody = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: body.length > maxBestBytes ? 5 : 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 9 });

/** The encoding to answer an `Accept-Encoding` header with (q-values honoured), or null for identity. */
export const negotiate = (accept: string): Encoding | null => {
  const quality = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    quality.set(name === 'x-gzip' ? 'gzip' : name, q === undefined ? 1 : Number(q));
  }
  return encodings.find((encoding) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0) ?? null;
};

/** Compressed bodies of the build's files, by file; a file written since (new mtime or size) is redone. */
export type CompressCache = Map<string, { mtimeMs: number; size: number; bodies: Map<Encoding, Buffer> }>;

/** The build's file a response was read from (sirv's Last-Modified and Content-Length prove it), if any. */
const servedFile = (dist: string, req: IncomingMessage, res: ServerResponse) => {
  if (res.statusCode !== 200) return undefined;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return undefined;
  }
  const file = join(dist, pathname);
  if (relative(dist, file).startsWith('..')) return undefined;
  try {
    const stats = statSync(file);
    const proven =
      stats.isFile() &&
      res.getHeader('Last-Modified') === stats.mtime.toUTCString() &&
      Number(res.getHeader('Content-Length')) === stats.size;
    return proven ? { file, mtimeMs: stats.mtimeMs, size: stats.size } : undefined;
  } catch {
    return undefined;
  }
};

const addVary = (res: ServerResponse) => {
  const vary = String(res.getHeader('Vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
};

type Callback = (error?: Error | null) => void;
/** The body chunk of a `write`/`end` call as bytes (strings in their encoding, utf8 by default). */
const bytesOf = (chunk: unknown, encoding: unknown): Buffer | undefined => {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return undefined;
};

/**
 * Compresses what the later middlewares answer (sirv's files, the 404 page, the local backend) with brotli or
 * gzip, as the request's `Accept-Encoding` allows: text types only, `Vary: Accept-Encoding` on every
 * text response. The response is buffered, so GET and HEAD carry the same headers with the exact
 * compressed Content-Length; 206 (ranges: the file's own bytes), 304 and bodies that already have an
 * encoding pass unchanged. The compressed ETag gets the encoding appended (`W/"…-br"`), and a request
 * naming it is revalidated against the file's own ETag. Bodies read from a file of `dist` are cached by
 * file, mtime and size. The request's `Accept-Encoding` is hidden from later middlewares, so Vite's own
 * preview compression (gzip only, no Vary, not for HEAD) stays out.
 */
export const compressMiddleware =
  (dist: string, cache: CompressCache = new Map()): Connect.NextHandleFunction =>
  (req, res, next) => {
    const encoding = negotiate(String(req.headers['accept-encoding'] ?? ''));
    req.headers['accept-encoding'] = 'identity';
    const ifNoneMatch = req.headers['if-none-match'];
    if (encoding && ifNoneMatch) req.headers['if-none-match'] = ifNoneMatch.replaceAll(`-${encoding}"`, '"');

    // The response's own methods, which the wrappers below hand the (compressed) body to.
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
    const chunks: Buffer[] = [];
    let mode: 'pass' | 'buffer' | undefined;

    const decide = () => {
      if (mode) return mode;
      const type = String(res.getHeader('Content-Type') ?? '');
      const text = type ? textType.test(type) : textExtension.test(req.url?.split('?')[0] ?? '');
      if (text) addVary(res);
      const status = res.statusCode;
      const compress =
        encoding !== null &&
        text &&
        status >= 200 &&
        ![204, 206, 304].includes(status) &&
        !res.getHeader('Content-Encoding') &&
        !res.getHeader('Content-Range') &&
        !/no-transform/i.test(String(res.getHeader('Cache-Control') ?? ''));
      mode = compress ? 'buffer' : 'pass';
      if (mode === 'pass') writeHead(status);
      return mode;
    };

    const send = async (callback?: Callback) => {
      const body = Buffer.concat(chunks);
      const done = () => callback?.();
      // A HEAD answered without its body (sirv and the 404 page send one): its headers stay as they are.
      if (req.method === 'HEAD' && body.length === 0) {
        writeHead(res.statusCode);
        end(done);
        return;
      }
      let out: Buffer = body;
      if (encoding && body.length >= minBytes) {
        try {
          const source = servedFile(dist, req, res);
          const cached = source && cache.get(source.file);
          const fresh = cached && cached.mtimeMs === source.mtimeMs && cached.size === source.size;
          out = (fresh && cached.bodies.get(encoding)) || (await compressBody(body, encoding));
          if (source) {
            const entry = fresh ? cached : { mtimeMs: source.mtimeMs, size: source.size, bodies: new Map() };
            entry.bodies.set(encoding, out);
            cache.set(source.file, entry);
          }
          res.setHeader('Content-Encoding', encoding);
          const etag = res.getHeader('ETag');
          if (typeof etag === 'string') res.setHeader('ETag', etag.replace(/"$/, `-${encoding}"`));
        } catch {
          out = body;
        }
      }
      res.setHeader('Content-Length', out.length);
      writeHead(res.statusCode);
      end(out, done);
    };

    res.writeHead = function (
      this: ServerResponse,
      status: number,
      reason?: string | OutgoingHttpHeaders,
      headers?: OutgoingHttpHeaders,
    ) {
      res.statusCode = status;
      if (typeof reason === 'string') res.statusMessage = reason;
      const fields = typeof reason === 'object' ? reason : headers;
      for (const [name, value] of Object.entries(fields ?? {}))
        if (value !== undefined) res.setHeader(name, value);
      return this;
    } as ServerResponse['writeHead'];

    res.write = function (this: ServerResponse, ...args: unknown[]) {
      if (decide() === 'pass') return write(...args);
      const bytes = bytesOf(args[0], args[1]);
      if (bytes) chunks.push(bytes);
      const done = args.find((arg): arg is Callback => typeof arg === 'function');
      if (done) process.nextTick(done);
      return true;
    } as ServerResponse['write'];

    res.end = function (this: ServerResponse, ...args: unknown[]) {
      if (decide() === 'pass') return end(...args);
      const bytes = bytesOf(args[0], args[1]);
      if (bytes) chunks.push(bytes);
      void send(args.find((arg): arg is Callback => typeof arg === 'function'));
      return this;
    } as ServerResponse['end'];

    next();
  };

/**
 * `pnpm start` (vite preview) answers with brotli or gzip as a production host does, so the bytes
 * measured (`pnpm bench`) are the bytes visitors get. Its middleware wraps the response before the
 * others run, so whatever answers — sirv for `de/about.html` after staticHost's rewrite, the 404 page,
 * headers set by other plugins or `preview.headers` — is compressed, whatever the plugins' order.
 */
export const compressText = (): Plugin => ({
  name: 'brand-compress',
  configurePreviewServer(server) {
    server.middlewares.use(compressMiddleware(join(server.config.root, server.config.build.outDir)));
  },
});
