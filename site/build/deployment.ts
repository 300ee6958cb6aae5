/**
 * Which backend a build talks to (docs/adr/0034): with `VITE_SUPABASE_*` the hosted project; without, the
 * local backend that `pnpm dev` and `pnpm start` serve on the site's own origin. A static host has no local
 * backend, so a build for deployment — its `VITE_SITE_URL` a real public address — must name the hosted
 * project, or every enquiry sent from it would be lost.
 */

/** Host names that are never a deployment: this machine, and the names reserved for examples and tests. */
const notDeployed = [
  /^localhost$/,
  /\.localhost$/,
  /^127(\.\d{1,3}){3}$/,
  /^\[::1\]$/,
  // RFC 2606 / 6761, and the example domain of .env.example and the docs.
  /(^|\.)example(\.(com|net|org|ch))?$/,
  /\.(test|invalid)$/,
];

/** Whether the site's address is a real public one, i.e. the build is meant to be deployed. */
export const isDeploymentAddress = (siteUrl: string): boolean => {
  const host = new URL(siteUrl).hostname.toLowerCase();
  return !notDeployed.some((pattern) => pattern.test(host));
};

/** The build-stopping problem of a deployment without Supabase, or null. */
export const missingHostedBackend = (siteUrl: string, supabase: object | null): string | null =>
  supabase || !isDeploymentAddress(siteUrl)
    ? null
    : 'VITE_SITE_URL is a public address, so this build is for deployment, but VITE_SUPABASE_URL and ' +
      'VITE_SUPABASE_ANON_KEY are not set: enquiries and staff sign-in need the hosted Supabase project (a ' +
      'static host has no local backend, and enquiries sent from it would be lost). Set them like: ' +
      'VITE_SUPABASE_URL=https://abcdefghijklmnop.supabase.co VITE_SUPABASE_ANON_KEY=sb_publishable_… ' +
      '(Project Settings → API Keys), or leave VITE_SITE_URL unset for a local build.';
