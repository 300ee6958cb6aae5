/**
 * The static server of the visual tests: `node scripts/static-server.ts DIR PORT` serves DIR (the built
 * Storybook) on 127.0.0.1 with sirv. `/x` serves `x.html` or `x/index.html`; dotfiles, folders and
 * anything else answer 404; a malformed percent-escape answers 400.
 *
 * sirv lists the folder's files once, at start-up, so nothing outside it is reachable by `..` or an
 * escaped slash. That list follows symlinks, though: the symlinks that lead out of the folder are found
 * here at the same moment, and requests that would reach them answer 404. (A dangling symlink stops the
 * start: sirv's listing fails on it, naming it.)
 */
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import sirv from 'sirv';

/** What sirv tries for `/x` with `extensions: ['html']`, in its order: x, x/index, x.html, x/index.html. */
const candidates = (path: string) => {
  const uri = path.endsWith('/') ? path.slice(0, -1) : path;
  return ['', '.html'].flatMap((extension) =>
    uri ? [uri + extension, `${uri}/index${extension}`] : [`/index${extension}`],
  );
};

/** The URL paths (`/a/b`, as sirv keys its list) of the symlinks under `root` (a real path) that lead out of it. */
const escapingLinks = (root: string): string[] => {
  const found: string[] = [];
  const walk = (dir: string, url: string) => {
    for (const name of readdirSync(dir)) {
      const abs = join(dir, name);
      const path = `${url}/${name}`.normalize();
      if (lstatSync(abs).isSymbolicLink()) {
        let real = '';
        try {
          real = realpathSync(abs);
        } catch {
          // Dangling: refused like a link that leads outside (sirv will not start anyway).
        }
        if (real !== root && !real.startsWith(root + sep)) {
          found.push(path);
          continue;
        }
      }
      // sirv's list descends into linked folders too, so this walk does.
      if (statSync(abs).isDirectory()) walk(abs, path);
    }
  };
  walk(root, '');
  return found;
};

const answer = (res: ServerResponse, status: number, text: string) => {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
  res.end(text);
};

/** A server (not yet listening) for the files in `dir`, as they are when it is made. */
export const staticServer = (dir: string): Server => {
  const root = realpathSync(resolve(dir));
  const blocked = escapingLinks(root);
  const leadsOut = (path: string) => blocked.some((link) => path === link || path.startsWith(`${link}/`));
  const serve = sirv(root, {
    dev: false,
    dotfiles: false,
    extensions: ['html'],
    onNoMatch: (_req, res) => answer(res, 404, 'Not found'),
  });
  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return answer(res, 405, 'Method Not Allowed');
    }
    // The path as sirv reads it: up to `?` or `#`, decoded by decodeURI when it holds a `%`.
    let path = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    try {
      path = decodeURI(path);
    } catch {
      return answer(res, 400, 'Bad Request: malformed percent-escape');
    }
    if (candidates(path).some(leadsOut)) return answer(res, 404, 'Not found');
    serve(req, res);
  });
};

if (import.meta.main) {
  const [dir = '.', port = '6107'] = process.argv.slice(2);
  staticServer(dir).listen(Number(port), '127.0.0.1', () =>
    console.info(`serving ${resolve(dir)} at http://127.0.0.1:${port}/`),
  );
}
