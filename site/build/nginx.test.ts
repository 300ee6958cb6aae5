// @vitest-environment node
/**
 * deploy/nginx.conf, read as nginx reads its directives: redirects name the configured server, never the
 * request's Host header; the year of caching under /assets/ goes with files that exist only; one address
 * per page (no 200 under a file's name); directives that nginx 1.22 (Debian 12) reads. Served by nginx
 * 1.22.1 by hand (issue 32): `nginx -t` passes, /about.html → 301 /about, /index(.html) → 301 /,
 * /404(.html) → 404, HTTP/2 negotiated.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const conf = readFileSync(join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');

/** The directives of the file (comments dropped), one string each, in order. */
const directives = conf
  .split('\n')
  .map((line) => line.replace(/#.*$/, '').trim())
  .join(' ')
  .split(/[;{}]/)
  .map((directive) => directive.trim().replace(/\s+/g, ' '))
  .filter(Boolean);

/** The `server { … }` blocks, each as the text between its braces. */
const servers = (() => {
  const text = conf.replace(/#.*$/gm, '');
  const blocks: string[] = [];
  for (let at = text.indexOf('server {'); at >= 0; at = text.indexOf('server {', at + 1)) {
    let depth = 0;
    for (let i = text.indexOf('{', at); i < text.length; i++) {
      if (text[i] === '{') depth++;
      if (text[i] === '}' && --depth === 0) {
        blocks.push(text.slice(at, i + 1));
        break;
      }
    }
  }
  return blocks;
})();

/** The body of `location <match> { … }` (comments dropped), or undefined. */
const location = (match: string) => {
  const text = conf.replace(/#.*$/gm, '').replace(/\s+/g, ' ');
  const start = text.indexOf(`location ${match} {`);
  return start < 0 ? undefined : text.slice(start, text.indexOf('}', start) + 1);
};

describe('deploy/nginx.conf', () => {
  it('builds no redirect from the Host header', () => {
    const redirects = directives.filter((directive) => /^(return 30[12378]|rewrite )/.test(directive));
    expect(redirects.length).toBeGreaterThan(1);
    for (const redirect of redirects) expect(redirect, redirect).not.toMatch(/\$(host|http_host)\b/);
    // The port 80 server moves to https on its own name.
    expect(directives).toContain('return 301 https://$server_name$request_uri');
  });

  it('names the configured server in the redirects nginx makes itself (a rewrite, a trailing slash)', () => {
    for (const server of servers.filter((block) => /\brewrite\b|\btry_files\b/.test(block)))
      expect(server).toMatch(/\bserver_name_in_redirect on;|\babsolute_redirect off;/);
  });

  it('caches for a year only what exists under /assets/: no `always` on the Cache-Control header', () => {
    const assets = /location \/assets\/ \{([^}]*)\}/.exec(conf.replace(/#.*$/gm, ''))?.[1] ?? '';
    expect(assets).toMatch(/add_header Cache-Control "public, max-age=31536000, immutable";/);
    expect(assets).not.toMatch(/Cache-Control[^;]*\balways\b/);
    expect(assets).toMatch(/try_files \$uri =404;/);
  });

  it('answers no page under a second address: file names move to the page, the 404 page is 404 (issue 32)', () => {
    expect(location('= /index')).toMatch(/return 301 \/\$is_args\$args;/);
    expect(location('= /index.html')).toMatch(/return 301 \/\$is_args\$args;/);
    // Every other page's file name moves to its address, keeping the query.
    expect(location('~ ^/(.+)\\.html$')).toMatch(/return 301 \/\$1\$is_args\$args;/);
    // The not-found page: error_page shows it (an internal redirect, which the exact location lets
    // through ahead of the .html redirect); by name it is not found, with its status.
    expect(directives).toContain('error_page 404 /404.html');
    expect(location('= /404.html')).toMatch(/\{ internal; \}/);
    expect(location('= /404')).toMatch(/return 404;/);
    // No server-level rewrite of .html: it would catch error_page's internal redirect to /404.html too.
    expect(directives.filter((directive) => /^rewrite .*html/.test(directive))).toEqual([]);
  });

  it('uses only what nginx 1.22 (Debian 12) reads, and says so: http2 on the listen lines', () => {
    expect(conf).toMatch(/^# nginx 1\.22 or later/m);
    expect(directives).not.toContain('http2 on'); // nginx 1.25.1+ only: `nginx -t` fails on 1.22
    const tls = directives.filter((directive) => /^listen \S*443\b/.test(directive));
    expect(tls).toEqual(['listen 443 ssl http2', 'listen [::]:443 ssl http2']);
  });
});
