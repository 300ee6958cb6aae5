// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  deployHeaderFiles,
  headersFileText,
  inlineScriptHashes,
  inlineScripts,
  nginxHeadersText,
  parseHeadersFile,
  policyHeaders,
  runtimeStyles,
  securityHeaders,
} from './headers';
import { scriptHash } from './inlineScripts';

const unconfigured = { siteUrl: 'http://localhost:4321', supabase: null, emailjs: null, videoHosts: [] };
const configured = {
  siteUrl: 'https://www.example.ch',
  supabase: { url: 'https://abc.supabase.co', anonKey: 'sb_publishable_abc' },
  emailjs: { publicKey: 'pk', serviceId: 'service_a', templateId: 'template_a' },
  videoHosts: ['https://media.example.ch', 'https://videos.example.ch:8443'],
};
const hashes = ["'sha256-b'", "'sha256-a'"];
/** Header rules as a build writes them: the policy everywhere, a year of caching under /assets/. */
const rules = [
  {
    path: '/*',
    headers: [['Content-Security-Policy', "default-src 'self'; upgrade-insecure-requests"]] as const,
  },
  { path: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] as const },
].map((rule) => ({ ...rule, headers: [...rule.headers] }));

/** A policy as a map of directive → sources. */
const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('the Content-Security-Policy', () => {
  it('of a build without services: its own origin for everything, the inline scripts by hash', () => {
    const policy = directives(contentSecurityPolicy({ config: unconfigured, scriptHashes: hashes }));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    // Enquiries, sign-in and settings go to the local backend on the site's own origin; without video
    // hosts, a video can only come from there too.
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('media-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    for (const [name, value] of [
      ['object-src', "'none'"],
      ['frame-ancestors', "'none'"],
      ['base-uri', "'self'"],
      ['form-action', "'self'"],
      ['worker-src', "'none'"],
    ])
      expect(policy.get(name ?? ''), name).toEqual([value]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('of a build with Supabase, EmailJS and video hosts: exactly their origins, videos from those hosts only', () => {
    const policy = directives(contentSecurityPolicy({ config: configured, scriptHashes: hashes }));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'https://api.emailjs.com',
    ]);
    // Never any https address: a compromised admin account must not make every visitor fetch from its host.
    expect(policy.get('media-src')).toEqual([
      "'self'",
      'https://media.example.ch',
      'https://videos.example.ch:8443',
    ]);
    const supabaseOnly = {
      ...configured,
      emailjs: null,
      supabase: { url: 'http://127.0.0.1:54321', anonKey: 'x' },
    };
    expect(
      directives(contentSecurityPolicy({ config: supabaseOnly, scriptHashes: [] })).get('connect-src'),
    ).toEqual(["'self'", 'http://127.0.0.1:54321']);
  });

  it('never allows inline scripts or styles wholesale, nor eval', () => {
    for (const config of [unconfigured, configured]) {
      const policy = directives(contentSecurityPolicy({ config, scriptHashes: hashes }));
      for (const name of ['default-src', 'script-src', 'style-src'])
        expect(policy.get(name), name).not.toEqual(
          expect.arrayContaining([expect.stringMatching(/unsafe|\*|data:|https:$/)]),
        );
    }
  });

  it("allows react-aria's run-time style sheets by hash, as found in the installed react-aria", () => {
    const policy = directives(contentSecurityPolicy({ config: unconfigured, scriptHashes: [] }));
    expect(policy.get('style-src')).toEqual(["'self'", ...runtimeStyles.map(scriptHash)]);
    // The texts usePress and usePreventScroll give their <style> elements (template literals, trimmed).
    const require = createRequire(createRequire(import.meta.url).resolve('react-aria-components'));
    const reactAria = join(dirname(require.resolve('react-aria')), '..', 'private');
    const styleText = (file: string, constants: Record<string, string>) => {
      const source = readFileSync(join(reactAria, file), 'utf8');
      const literal = /style\.textContent = `([^`]*)`\.trim\(\)/.exec(source)?.[1];
      if (literal === undefined) throw new Error(`no style text in react-aria's ${file}`);
      return literal.replace(/\$\{[^}]*var\$(\w+)\}/g, (_, name: string) => constants[name] ?? '?').trim();
    };
    const usePress = readFileSync(join(reactAria, 'interactions/usePress.mjs'), 'utf8');
    const attribute = /var\$PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(usePress)?.[1] ?? '';
    expect([
      styleText('interactions/usePress.mjs', { PRESSABLE_ATTRIBUTE: attribute }),
      styleText('overlays/usePreventScroll.mjs', {}),
    ]).toEqual(runtimeStyles);
  });

  it('asks the deployed https site to upgrade insecure requests, never the local preview', () => {
    const input = { config: configured, scriptHashes: [] };
    expect(contentSecurityPolicy(input, { upgradeInsecureRequests: true })).toMatch(
      /; upgrade-insecure-requests$/,
    );
    expect(contentSecurityPolicy(input)).not.toContain('upgrade-insecure-requests');
  });
});

describe('the other headers', () => {
  it('are sent with every policy', () => {
    const headers = new Map(policyHeaders({ config: unconfigured, scriptHashes: [] }));
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    const denied = headers.get('Permissions-Policy')?.split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'])
      expect(denied).toContain(`${feature}=()`);
  });
});

describe('inline scripts', () => {
  it('are the scripts without src that run; JSON-LD is data', () => {
    const html = [
      '<head><script>first()</script><script type="module" crossorigin src="/assets/index.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script data-src="x" type="module">second()\n</script></head>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['first()', 'second()\n']);
  });

  describe('of a build', () => {
    const dist = mkdtempSync(join(tmpdir(), 'headers-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));
    mkdirSync(join(dist, 'de'));
    writeFileSync(join(dist, 'index.html'), '<script>start()</script><p>home</p>');
    writeFileSync(join(dist, 'de/about.html'), '<script>start()</script><p>über</p>');
    writeFileSync(join(dist, '404.html'), '<script>notFound()</script>');
    writeFileSync(join(dist, 'robots.txt'), '<script>not html()</script>');

    it('are hashed once each, from every HTML file', () => {
      expect(inlineScriptHashes(dist)).toEqual([scriptHash('notFound()'), scriptHash('start()')].sort());
    });

    it('are allowed by the _headers and nginx files written for the build', () => {
      const files = new Map(deployHeaderFiles(dist, configured));
      const rules = parseHeadersFile(files.get('_headers') ?? '');
      const policy = new Map(rules[0]?.headers).get('Content-Security-Policy') ?? '';
      expect(directives(policy).get('script-src')).toEqual([
        "'self'",
        ...[scriptHash('notFound()'), scriptHash('start()')].sort(),
      ]);
      expect(files.get('nginx-headers.conf')).toContain(
        `add_header Content-Security-Policy "${policy}" always;`,
      );
    });
  });
});

describe('the files for static hosts', () => {
  it('_headers: a path pattern, then its headers indented, for Netlify and Cloudflare Pages', () => {
    const text = headersFileText(rules);
    expect(text).toMatch(/^# .*generated/);
    expect(text.split('\n').slice(1)).toEqual([
      '/*',
      "  Content-Security-Policy: default-src 'self'; upgrade-insecure-requests",
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ]);
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('the deployed https site gets upgrade-insecure-requests; each asset that exists is cached for good', () => {
    const [everywhere, ...assets] = parseHeadersFile(
      deployHeaderFilesText(configured, ['assets/app-abc.js', 'assets/messages/Home-de.js']),
    );
    expect(everywhere?.path).toBe('/*');
    expect(new Map(everywhere?.headers).get('Content-Security-Policy')).toMatch(
      /; upgrade-insecure-requests$/,
    );
    // By path, file by file: a pattern would cache the 404 of an address under /assets/ for a year.
    expect(assets).toEqual(
      ['/assets/app-abc.js', '/assets/messages/Home-de.js'].map((path) => ({
        path,
        headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
      })),
    );
    const [local] = parseHeadersFile(deployHeaderFilesText(unconfigured));
    expect(new Map(local?.headers).get('Content-Security-Policy')).not.toContain('upgrade-insecure-requests');
  });

  it('nginx: every header of /* with `always`, so 404 answers carry them too', () => {
    expect(nginxHeadersText(rules).split('\n').slice(2)).toEqual([
      `add_header Content-Security-Policy "default-src 'self'; upgrade-insecure-requests" always;`,
      '',
    ]);
    expect(() => nginxHeadersText([{ path: '/*', headers: [['X-Test', 'a"b']] }])).toThrow(/nginx string/);
  });
});

describe('the preview server', () => {
  /** The plugin's middleware on a build folder, and a request through it: the headers it set. */
  const preview = (dist: string) => {
    type Middleware = (
      req: { url: string },
      res: { setHeader: (name: string, value: string) => void },
      next: () => void,
    ) => void;
    let middleware: Middleware | undefined;
    const server = {
      config: { root: dist, build: { outDir: '.' }, logger: { warn: () => {} } },
      middlewares: {
        use: (fn: Middleware) => {
          middleware = fn;
        },
      },
    };
    (securityHeaders(unconfigured).configurePreviewServer as (server: unknown) => void)(server);
    return (url: string) => {
      const sent: Record<string, string> = {};
      let passed = false;
      const setHeader = (name: string, value: string) => {
        sent[name] = value;
      };
      middleware?.({ url }, { setHeader }, () => {
        passed = true;
      });
      expect(passed, 'the request goes on to the next middleware').toBe(true);
      return sent;
    };
  };

  it("sends the build's _headers, read again after a rebuild, minus upgrade-insecure-requests", () => {
    const dist = mkdtempSync(join(tmpdir(), 'headers-'));
    try {
      const write = (policy: string, time: number) => {
        writeFileSync(
          join(dist, '_headers'),
          headersFileText([
            { path: '/*', headers: [['Content-Security-Policy', `${policy}; upgrade-insecure-requests`]] },
            { path: '/assets/*', headers: [['Cache-Control', 'immutable']] },
          ]),
        );
        utimesSync(join(dist, '_headers'), time, time);
      };
      write("default-src 'self'", 1_000);
      const request = preview(dist);
      expect(request('/about')).toEqual({ 'Content-Security-Policy': "default-src 'self'" });
      expect(request('/assets/a.js?v=1')).toEqual({
        'Content-Security-Policy': "default-src 'self'",
        'Cache-Control': 'immutable',
      });
      write("default-src 'none'", 2_000);
      expect(request('/')).toEqual({ 'Content-Security-Policy': "default-src 'none'" });
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('sends them over http, without upgrade-insecure-requests, by path pattern', () => {
    const dist = mkdtempSync(join(tmpdir(), 'headers-'));
    try {
      writeFileSync(join(dist, '_headers'), headersFileText(rules));
      const request = preview(dist);
      expect(request('/de/about')).toEqual({ 'Content-Security-Policy': "default-src 'self'" });
      expect(request('/assets/index-abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
      expect(request('/about')['Cache-Control']).toBeUndefined();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('caches a file under /assets/ that exists, never the 404 of one that does not', () => {
    const dist = mkdtempSync(join(tmpdir(), 'headers-'));
    try {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'assets/app-abc.js'), 'export {};');
      for (const [file, content] of deployHeaderFiles(dist, unconfigured))
        writeFileSync(join(dist, file), content);
      const request = preview(dist);
      expect(request('/assets/app-abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
      expect(request('/assets/app-abc.js?v=1')['Cache-Control']).toBe('public, max-age=31536000, immutable');
      expect(request('/assets/app-new.js')['Cache-Control']).toBeUndefined();
      expect(request('/assets/app-new.js')['Content-Security-Policy']).toBeDefined();
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('computes the headers of a build made before _headers existed', () => {
    const dist = mkdtempSync(join(tmpdir(), 'headers-'));
    try {
      writeFileSync(join(dist, 'index.html'), '<script>start()</script>');
      const policy = directives(preview(dist)('/')['Content-Security-Policy'] ?? '');
      expect(policy.get('script-src')).toEqual(["'self'", scriptHash('start()')]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

/** The `_headers` text prerender.ts would write for a build without pages, with these asset files. */
function deployHeaderFilesText(
  config: typeof configured | typeof unconfigured,
  assets: readonly string[] = [],
): string {
  const dist = mkdtempSync(join(tmpdir(), 'headers-'));
  try {
    for (const file of assets) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), '');
    }
    return new Map(deployHeaderFiles(dist, config)).get('_headers') ?? '';
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}
