import { describe, expect, it } from 'vitest';
import { credentialsKey, publicRegistry } from './registries.ts';

describe('publicRegistry (issue 23: "https://registry.npmjs.org./" passed the old guard)', () => {
  it('refuses the public npm registry in any spelling', () => {
    for (const address of [
      'https://registry.npmjs.org/',
      'https://registry.npmjs.org./',
      'https://registry.npmjs.org../',
      'https://REGISTRY.NPMJS.ORG/',
      'http://registry.npmjs.org',
      'https://registry.npmjs.org:443/',
      'https://token:x@registry.npmjs.org/',
      'https://%72egistry.npmjs.org/',
      'https://registry\u3002npmjs\u3002org/',
      'https://registry.npmjs.com/',
      'https://replicate.npmjs.org/',
    ])
      expect(publicRegistry(address), address).toMatch(/public registry/);
  });

  it('refuses the public mirrors', () => {
    for (const address of [
      'https://registry.yarnpkg.com/',
      'https://registry.npmmirror.com/',
      'https://registry.npmmirror.com./',
      'https://registry.npm.taobao.org/',
      'https://r.cnpmjs.org/',
      'https://mirrors.cloud.tencent.com/npm/',
      'https://mirrors.huaweicloud.com/repository/npm/',
    ])
      expect(publicRegistry(address), address).toBeTruthy();
  });

  it('lets the company registry, a local one and look-alike names through', () => {
    for (const address of [
      'https://npm.brand.example/',
      'http://127.0.0.1:4873/',
      'https://npm.pkg.github.com/',
      'https://registry.npmjs.org.brand.example/',
      'https://notnpmjs.org/',
      'https://mirrors.cloud.tencent.com/pypi/',
    ])
      expect(publicRegistry(address), address).toBeUndefined();
  });
});

describe('credentialsKey', () => {
  it("is npm's key for the registry's token", () => {
    expect(credentialsKey('http://127.0.0.1:4873/')).toBe('//127.0.0.1:4873/');
    expect(credentialsKey('https://npm.brand.example/npm/private')).toBe('//npm.brand.example/npm/private/');
  });
});
