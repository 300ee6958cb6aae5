import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Makes `pnpm start` (vite preview) answer like the static hosts the build is made for: `/de/about` is
 * served from `de/about.html`, `/about/` is redirected to `/about` (one URL per page), and an address
 * with no file gets 404.html with status 404 instead of the home page (`appType: 'mpa'`: no SPA fallback).
 */
export const staticHost = (): Plugin => ({
  name: 'brand-static-host',
  configurePreviewServer(server) {
    const dist = join(server.config.root, server.config.build.outDir);
    server.middlewares.use((req, res, next) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        res.statusCode = 301;
        res.setHeader('Location', `${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`);
        res.end();
        return;
      }
      const page = url.pathname === '/' ? '/index.html' : `${url.pathname}.html`;
      if (!url.pathname.includes('.') && existsSync(join(dist, page))) req.url = `${page}${url.search}`;
      next();
    });
    return () => {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(join(dist, '404.html')));
      });
    };
  },
});
