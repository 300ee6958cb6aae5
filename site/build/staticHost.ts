import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { sitePath } from '../src/sitePath.ts';

/** The origin request paths are resolved against; only their path is ever used. */
const here = 'http://localhost';

/**
 * Files of a build that are for the host, not for visitors: the header configs (`_headers`,
 * `nginx-headers.conf`), anything under a dot folder (`/.vite/`) and source maps. prerender.ts keeps the
 * manifest and the maps out of the build; this refuses them anyway, as deploy/nginx.conf does.
 */
export const notForVisitors = (pathname: string): boolean => {
  const hidden = (path: string) =>
    /(^|\/)\.|\.map$|^\/(_headers|_redirects|nginx-headers\.conf)$/i.test(path);
  try {
    // Also as the file server will read it: `/%2evite/…` is `/.vite/…`.
    return hidden(pathname) || hidden(decodeURIComponent(pathname));
  } catch {
    return true; // a malformed escape names no file of the build
  }
};

/**
 * Makes `pnpm start` (vite preview) answer like the static hosts the build is made for: `/de/about` is
 * served from `de/about.html`, `/about/` is redirected to `/about` (one URL per page), and an address
 * with no file gets 404.html with status 404 instead of the home page (`appType: 'mpa'`: no SPA fallback);
 * so do the files `notForVisitors` names.
 */
export const staticHost = (): Plugin => ({
  name: 'brand-static-host',
  configurePreviewServer(server) {
    const dist = join(server.config.root, server.config.build.outDir);
    const notFound = (res: ServerResponse) => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(readFileSync(join(dist, '404.html')));
    };
    server.middlewares.use((req, res, next) => {
      // The request target is a path: `//evil.example/` is the path of that name, not a host.
      const url = new URL(`${here}${req.url?.startsWith('/') ? req.url : '/'}`);
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        // sitePath collapses leading slashes: `/.//evil.example/` → `/evil.example`, never `//evil.example`.
        const location = sitePath(`${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`, here);
        res.statusCode = location ? 301 : 400;
        if (location) res.setHeader('Location', location);
        res.end();
        return;
      }
      if (notForVisitors(url.pathname)) return notFound(res);
      const page = url.pathname === '/' ? '/index.html' : `${url.pathname}.html`;
      if (!url.pathname.includes('.') && existsSync(join(dist, page))) req.url = `${page}${url.search}`;
      next();
    });
    return () => {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        notFound(res);
      });
    };
  },
});
