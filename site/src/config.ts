import { company } from '@brand/content/company.ts';
import { type EmailJsConfig, localAnonKey, type SiteConfig, type SupabaseConfig } from './configShape';

/**
 * The site's configuration, checked at build time (build/env.ts: a malformed value stops the build) and
 * compiled in. Without a Supabase project the site talks to the local backend that `pnpm dev` and
 * `pnpm start` serve on its own origin (site/local-supabase), with the same client code; without EmailJS
 * nobody is notified of an enquiry by e-mail (it is stored all the same).
 */
const config: SiteConfig = __SITE_CONFIG__;

export type { EmailJsConfig, SupabaseConfig };

/** The site's public address: canonical links, alternates, Open Graph, the sitemap and robots.txt. */
export const siteUrl: string = config.siteUrl;

/**
 * Whether search engines are invited (a build for the public address): a local build is noindex and links
 * no canonical address, alternate or `og:url`, which would point at localhost (docs/adr/0060).
 */
export const siteIndexable: boolean = config.indexable;

/** The https origins the hero video may come from besides the site's own (`VITE_VIDEO_HOSTS`). */
export const videoHosts: readonly string[] = config.videoHosts;

/**
 * Every origin the hero video may come from: the site's own and `videoHosts`, as the CSP's `media-src`
 * allows them. In the browser only (it reads the page's origin).
 */
export const videoOrigins = (): string[] => [window.location.origin, ...videoHosts];

/** An absolute URL of this site for a path (`/de/about` → `https://…/de/about`). */
export const absoluteUrl = (path: string): string => new URL(path, `${siteUrl}/`).href;

/** The hosted Supabase project, or null: the local backend on the site's own origin. */
export const supabaseConfig: SupabaseConfig | null = config.supabase;

/** The local backend's address, made once: every adapter shares one supabase-js client (one per config). */
let localApi: SupabaseConfig | undefined;

/**
 * The Supabase API the site talks to (settings, sign-in, roles, enquiries): the hosted project, or the
 * local backend at the page's own origin with its public key. In the browser only (it reads the origin).
 */
export const supabaseApi = (): SupabaseConfig => {
  if (supabaseConfig) return supabaseConfig;
  localApi ??= { url: window.location.origin, anonKey: localAnonKey };
  return localApi;
};

/** The EmailJS account that notifies the sales mailbox of each stored enquiry, or null: no e-mail. */
export const emailJsConfig: EmailJsConfig | null = config.emailjs;

/** Where enquiries are addressed: the configured recipient, else the company's own address. */
export const enquiryRecipient: string = config.enquiryRecipient ?? company.email;
