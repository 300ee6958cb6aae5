/** The shape of the checked environment: build/env.ts produces it, src/config.ts reads it. */

/** EmailJS's API, where enquiries go when an account is configured (and the only origin the CSP adds for it). */
export const emailJsOrigin = 'https://api.emailjs.com';

/** Supabase project: its API origin and its public (anon / publishable) key. */
export type SupabaseConfig = { url: string; anonKey: string };

/** EmailJS account: the public key and the service and template an enquiry is sent with. */
export type EmailJsConfig = { publicKey: string; serviceId: string; templateId: string };

export type SiteConfig = {
  /** The site's public address without a trailing slash. */
  siteUrl: string;
  /** null: settings unavailable (no video) and sign-in not configured. */
  supabase: SupabaseConfig | null;
  /** null: enquiries go to the local outbox of `pnpm dev` / `pnpm start`. */
  emailjs: EmailJsConfig | null;
  /** The address enquiries are sent to (the template's `to_email`); null: the company's own address. */
  enquiryRecipient: string | null;
};
