import { company } from '@brand/content';
import type { EmailJsConfig, SiteConfig, SupabaseConfig } from './configShape';

/**
 * The site's configuration, checked at build time (build/env.ts: a malformed value stops the build) and
 * compiled in. Missing services degrade: no Supabase → no hero video and sign-in not configured; no
 * EmailJS → enquiries go to the local outbox that `pnpm dev` and `pnpm start` offer.
 */
const config: SiteConfig = __SITE_CONFIG__;

export type { EmailJsConfig, SupabaseConfig };

/** The site's public address: canonical links, alternates, Open Graph, the sitemap and robots.txt. */
export const siteUrl: string = config.siteUrl;

/** An absolute URL of this site for a path (`/de/about` → `https://…/de/about`). */
export const absoluteUrl = (path: string): string => new URL(path, `${siteUrl}/`).href;

/** The Supabase project (settings, sign-in, roles), or null when none is configured. */
export const supabaseConfig: SupabaseConfig | null = config.supabase;

/** The EmailJS account enquiries are sent with, or null: the local outbox. */
export const emailJsConfig: EmailJsConfig | null = config.emailjs;

/** Where enquiries are addressed: the configured recipient, else the company's own address. */
export const enquiryRecipient: string = config.enquiryRecipient ?? company.email;
