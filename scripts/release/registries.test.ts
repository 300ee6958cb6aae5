import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allowedRegistry, credentialsKey, withoutCredentials } from './registries.ts';

const own = 'https://npm.brand.example/';
const refusal = (address: string) => {
  const answer = allowedRegistry(address, own);
  return 'refused' in answer ? answer.refused : undefined;
};
const allowed = (address: string) => {
  const answer = allowedRegistry(address, own);
  return 'registry' in answer ? answer.registry : undefined;
};

describe('allowedRegistry: only the package’s own registry, or one on this machine (issue 32)', () => {
  it('refuses the public registry in any spelling, naming both addresses', () => {
    for (const address of [
      'https://registry.npmjs.org/',
      'https://registry.npmjs.org./',
      'https://REGISTRY.NPMJS.ORG/',
      'http://registry.npmjs.org',
      'https://registry.npmjs.org:443/',
      'https://%72egistry.npmjs.org/',
      'https://registry\u3002npmjs\u3002org/',
      'https://registry.npmjs.com/',
    ]) {
      const refused = refusal(address);
      expect(refused, address).toMatch(/^BRAND_REGISTRY is https?:\/\/registry\.npmjs\.(org|com)\//);
      expect(refused, address).toContain('publishConfig.registry: https://npm.brand.example/');
    }
  });

  it('refuses the mirrors a deny-list missed, and any other registry', () => {
    for (const address of [
      'https://registry.npmjs.cf/',
      'https://mirrors.cloud.tencent.com/npm/',
      'https://mirrors.huaweicloud.com/repository/npm/',
      'https://repo.huaweicloud.com/repository/npm/',
      'https://mirrors.ustc.edu.cn/npm/',
      'https://registry.npmmirror.com/',
      'https://registry.yarnpkg.com/',
      'https://npm.pkg.github.com/',
      'https://npm.brand.example.evil.example/',
      'https://evil.example/npm.brand.example/',
      'http://npm.brand.example/', // the company registry over plain http
      'https://npm.brand.example:8443/',
      'https://npm.brand.example/other/',
    ])
      expect(refusal(address), address).toMatch(/not the registry of packages\/ui\/package\.json/);
  });

  it('refuses IP addresses that are not this machine, however they are written', () => {
    for (const address of [
      'https://104.16.0.35/', // a public IPv4 (registry.npmjs.org's network)
      'http://1745879075/', // the same written as one decimal number
      'http://0x68100023/', // … and as hex
      'https://[2606:4700::6810:23]/',
      'http://[::ffff:127.0.0.1]/', // IPv4-mapped: not on the loopback list
      'http://0.0.0.0:4873/',
      'http://10.0.0.5:4873/',
      'http://localhost.evil.example/',
      // Names that begin like loopback but are someone's DNS: a check of the host's start lets them in.
      'http://127.0.0.1.evil.example/',
      'http://127.0.0.1.nip.io/',
    ])
      expect(refusal(address), address).toMatch(/not the registry of packages\/ui\/package\.json/);
  });

  it('allows the package’s own registry in its spellings, in one spelling', () => {
    for (const address of [
      'https://npm.brand.example/',
      'https://npm.brand.example',
      'HTTPS://NPM.Brand.Example./',
      'https://npm.brand.example:443/',
    ])
      expect(allowed(address), address).toBe('https://npm.brand.example/');
  });

  it('allows a registry on this machine (the tests), as the URL parser reads the host', () => {
    expect(allowed('http://127.0.0.1:4873')).toBe('http://127.0.0.1:4873/');
    expect(allowed('http://127.0.0.1:4873/no-such-registry')).toBe('http://127.0.0.1:4873/no-such-registry/');
    expect(allowed('http://localhost:4873/')).toBe('http://localhost:4873/');
    expect(allowed('http://[::1]:4873/')).toBe('http://[::1]:4873/');
    expect(allowed('http://[0:0:0:0:0:0:0:1]:4873/')).toBe('http://[::1]:4873/');
    expect(allowed('http://2130706433/'), 'decimal 127.0.0.1').toBe('http://127.0.0.1/');
    expect(allowed('http://0x7f.1/'), 'hex 127.0.0.1').toBe('http://127.0.0.1/');
    expect(allowed('http://127.3.4.5/')).toBe('http://127.3.4.5/');
    expect(allowed('http://127.1/'), 'short 127.0.0.1').toBe('http://127.0.0.1/');
    expect(allowed('http://[::1]/')).toBe('http://[::1]/');
  });

  it('refuses credentials, a query, another scheme or no URL at all', () => {
    expect(refusal('https://token:x@npm.brand.example/')).toMatch(/carries credentials/);
    expect(refusal('https://npm.brand.example/?x=1')).toMatch(/query or a fragment/);
    expect(refusal('file:///tmp/registry/')).toMatch(/not an http\(s\) address/);
    expect(refusal('npm.brand.example')).toMatch(/is not a URL/);
  });

  it('is checked against the real publishConfig.registry of @brand/ui', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../packages/ui/package.json', import.meta.url), 'utf8'),
    );
    expect(manifest.publishConfig.registry).toBe(own);
  });
});

describe('withoutCredentials (issue 32: the token reached pnpm, Lingui, tsup, publint …)', () => {
  it('removes the token and npm credentials in any spelling, and keeps the rest', () => {
    const env = withoutCredentials({
      BRAND_REGISTRY_TOKEN: 'secret',
      NODE_AUTH_TOKEN: 'secret',
      NPM_TOKEN: 'secret',
      NPM_CONFIG__AUTH: 'secret',
      npm_config__auth: 'secret',
      npm_config__authToken: 'secret',
      'npm_config_//npm.brand.example/:_authToken': 'secret',
      'NPM_CONFIG_//npm.brand.example/:_AUTH': 'secret',
      'npm_config_//npm.brand.example/:_password': 'secret',
      'npm_config_//npm.brand.example/:keyfile': 'secret',
      PATH: '/usr/bin',
      BRAND_REGISTRY: 'https://npm.brand.example/',
      npm_config_registry: 'https://npm.brand.example/',
      npm_execpath: '/usr/bin/pnpm',
    });
    expect(env).toEqual({
      PATH: '/usr/bin',
      BRAND_REGISTRY: 'https://npm.brand.example/',
      npm_config_registry: 'https://npm.brand.example/',
      npm_execpath: '/usr/bin/pnpm',
    });
  });
});

describe('credentialsKey', () => {
  it("is npm's key for the registry's token", () => {
    expect(credentialsKey('http://127.0.0.1:4873/')).toBe('//127.0.0.1:4873/');
    expect(credentialsKey('https://npm.brand.example/npm/private')).toBe('//npm.brand.example/npm/private/');
  });
});
