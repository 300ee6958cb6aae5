/**
 * Where `pnpm release` may publish @brand/ui, and what its commands may know. The package is proprietary:
 * it goes to the one registry its `publishConfig.registry` names (or to a registry on this machine, for
 * the tests), never elsewhere. An allow rule, not a list of public registries: such a list always misses
 * one (issue 32: `registry.npmjs.cf`, the Tencent, Huawei and USTC mirrors, an IP address). Addresses are
 * compared after the URL parser has folded their spelling (case, trailing dots, default ports, percent
 * escapes, full-width dots, and IPv4 written as one decimal or hex number).
 */

/** The host name as a resolver sees it: lower case, without the trailing dots of a fully qualified name. */
export const normalHost = (url: URL) => url.hostname.toLowerCase().replace(/\.+$/, '');

/**
 * A registry address in one spelling: scheme, normal host, port when not the default, path ending in `/`
 * (`HTTPS://NPM.Brand.Example.:443/npm` → `https://npm.brand.example/npm/`).
 */
export const normalRegistry = (url: URL): string => {
  const path = url.pathname.replace(/\/+/g, '/');
  return `${url.protocol}//${normalHost(url)}${url.port ? `:${url.port}` : ''}${path.endsWith('/') ? path : `${path}/`}`;
};

/**
 * Whether the registry is on this machine: `localhost`, 127.0.0.0/8 or `::1`, as the URL parser reads the
 * host (`http://2130706433/` and `http://0x7f.1/` are 127.0.0.1; an IPv4-mapped `::ffff:127.0.0.1` is
 * not on the list and is refused).
 */
export const isLoopback = (url: URL): boolean => {
  const host = normalHost(url);
  return host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
};

/**
 * Checks `BRAND_REGISTRY` against the package's own registry (`publishConfig.registry`): the address to
 * publish to, in its normal spelling, or why it is refused (a sentence naming both addresses).
 */
export function allowedRegistry(
  address: string,
  packageRegistry: string,
): { registry: string } | { refused: string } {
  if (!URL.canParse(address)) return { refused: `BRAND_REGISTRY (${address}) is not a URL` };
  const url = new URL(address);
  if (url.username || url.password)
    return { refused: 'BRAND_REGISTRY carries credentials; give the token as BRAND_REGISTRY_TOKEN' };
  if (url.search || url.hash)
    return { refused: `BRAND_REGISTRY (${address}) has a query or a fragment; a registry has neither` };
  if (!['https:', 'http:'].includes(url.protocol))
    return { refused: `BRAND_REGISTRY (${address}) is not an http(s) address` };
  const registry = normalRegistry(url);
  if (isLoopback(url)) return { registry };
  const own = normalRegistry(new URL(packageRegistry));
  if (registry === own) return { registry };
  return {
    refused:
      `BRAND_REGISTRY is ${registry}, not the registry of packages/ui/package.json (publishConfig.registry: ` +
      `${own}) nor one on this machine (localhost, 127.0.0.0/8, ::1)`,
  };
}

/** npm's key for a registry's credentials: `//host[:port]/path/` (a "nerf dart"). */
export const credentialsKey = (registry: string): string => {
  const url = new URL(registry);
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `//${url.host}${path}`;
};

/**
 * Whether an environment variable carries registry credentials: the release's token, the usual CI token
 * variables, and npm configuration of a token, password or certificate key in any spelling
 * (`NPM_CONFIG__AUTH`, `npm_config__authToken`, `npm_config_//host/:_authToken`, `…:_password` …).
 */
export const isCredential = (name: string): boolean =>
  ['BRAND_REGISTRY_TOKEN', 'NODE_AUTH_TOKEN', 'NPM_TOKEN'].includes(name.toUpperCase()) ||
  (/^npm_config_/i.test(name) && /(_auth|_password|keyfile|certfile|token)/i.test(name));

/**
 * The environment of the commands that build and check the package (pnpm, Lingui, tsup, esbuild, publint,
 * are-the-types-wrong): ours without any credential. Only npm's calls to the registry get the token.
 */
export const withoutCredentials = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !isCredential(name)));
