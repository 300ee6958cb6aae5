/** The shape of the checked environment: build/env.ts produces it, src/config.ts reads it. */

/** EmailJS's API, where enquiries go when an account is configured (and the only origin the CSP adds for it). */
export const emailJsOrigin = 'https://api.emailjs.com';

/** The local backend's public key (site/local-supabase/publicKey.ts), for the site's default config. */
export { localAnonKey } from '../local-supabase/publicKey.ts';

/** Supabase project: its API origin and its public (anon / publishable) key. */
export type SupabaseConfig = { url: string; anonKey: string };

/** EmailJS account: the public key and the service and template an enquiry is sent with. */
export type EmailJsConfig = { publicKey: string; serviceId: string; templateId: string };

export type SiteConfig = {
  /** The site's public address without a trailing slash. */
  siteUrl: string;
  /**
   * Whether search engines are invited: only a build for the public address (`isDeploymentUrl`). A
   * local build (no `VITE_SITE_URL`, localhost, an example domain) is noindex, without canonical links,
   * alternates or `og:url`, and its robots.txt disallows everything (docs/adr/0060).
   */
  indexable: boolean;
  /** The hosted project; null: the local backend that `pnpm dev` / `pnpm start` serve on the site's origin. */
  supabase: SupabaseConfig | null;
  /** null: stored enquiries are not notified by e-mail. */
  emailjs: EmailJsConfig | null;
  /** The address enquiries are sent to (the template's `to_email`); null: the company's own address. */
  enquiryRecipient: string | null;
  /**
   * The https origins the hero video may come from besides the site's own (`VITE_VIDEO_HOSTS`), sorted:
   * the CSP's `media-src`, the check of the admin editor and of the hero, and the privacy notice all read
   * this list (docs/adr/0060). Empty: only videos on the site's own origin.
   */
  videoHosts: string[];
};
