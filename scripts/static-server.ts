/**
 * A minimal static file server for tests: `node scripts/static-server.ts DIR PORT`.
 * Serves `DIR/path`, `DIR/path.html` or `DIR/path/index.html`, with the right content types.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.mp4': 'video/mp4',
};

const [dir = '.', port = '6107'] = process.argv.slice(2);
const base = resolve(dir);

const find = (pathname: string): string | undefined => {
  const path = normalize(join(base, decodeURIComponent(pathname)));
  if (!path.startsWith(base)) return undefined;
  for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
};

createServer((request, response) => {
  const file = find(new URL(request.url ?? '/', 'http://localhost').pathname);
  if (!file) return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}).listen(Number(port), '127.0.0.1', () => console.info(`serving ${base} at http://127.0.0.1:${port}/`));
