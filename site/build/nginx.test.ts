// @vitest-environment node
/**
 * deploy/nginx.conf, read as nginx reads its directives: redirects name the configured server, never the
 * request's Host header; the year of caching under /assets/ goes with files that exist only.
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
});
