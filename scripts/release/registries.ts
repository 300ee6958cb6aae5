/**
 * Which registries `pnpm release` may publish @brand/ui to. The package is proprietary: every public
 * registry is refused, however its address is spelled (upper case, a trailing dot, a port, credentials,
 * percent-escapes or full-width dots, which the URL parser folds), and so are the public mirrors, which
 * copy what is published to them or forward it to npm.
 */

/** Hosts (and their subdomains) of public npm registries and mirrors. */
const publicHosts = [
  'npmjs.org', // registry.npmjs.org, replicate.npmjs.org …
  'npmjs.com',
  'yarnpkg.com', // registry.yarnpkg.com
  'npmmirror.com', // registry.npmmirror.com (cnpm)
  'npm.taobao.org',
  'cnpmjs.org',
  'npm.cnpmjs.org',
  'jsdelivr.net',
  'unpkg.com',
  'skimdb.npmjs.com',
];

/** Public mirrors served under a path of a general host. */
const publicPaths = [
  { host: 'mirrors.cloud.tencent.com', path: '/npm' },
  { host: 'mirrors.huaweicloud.com', path: '/repository/npm' },
  { host: 'repo.huaweicloud.com', path: '/repository/npm' },
  { host: 'mirrors.ustc.edu.cn', path: '/npm' },
];

/** The host name as a resolver sees it: lower case, without the trailing dots of a fully qualified name. */
export const normalHost = (url: URL) => url.hostname.toLowerCase().replace(/\.+$/, '');

/** Why a registry address is public (a sentence), or `undefined` for a registry that may be used. */
export function publicRegistry(address: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  const host = normalHost(url);
  const known = publicHosts.find((name) => host === name || host.endsWith(`.${name}`));
  if (known) return `${host} is a public registry (${known})`;
  const path = url.pathname.toLowerCase().replace(/\/+/g, '/');
  const mirror = publicPaths.find(
    (entry) => host === entry.host && (path === entry.path || path.startsWith(`${entry.path}/`)),
  );
  if (mirror) return `${host}${mirror.path} is a public mirror of npm`;
  return undefined;
}

/** npm's key for a registry's credentials: `//host[:port]/path/` (a "nerf dart"). */
export const credentialsKey = (registry: string): string => {
  const url = new URL(registry);
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `//${url.host}${path}`;
};
