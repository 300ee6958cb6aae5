import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { supabaseAuth } from '../backend/auth';
import { emailJsEnquiries } from '../backend/enquiries';
import { supabaseSettings } from '../backend/settings';
import { emailJsConfig, enquiryRecipient, supabaseConfig } from '../config';
import { type Auth, unconfiguredAuth } from './auth';
import { type Enquiries, limitedEnquiries } from './enquiries';
import { type SessionState, useSession as useSessionOf } from './session';
import { type SiteSettings, safeMediaUrl, unavailableSettings } from './settings';

/** The ports the pages talk through; the app passes the configured adapters, tests pass fakes. */
export type Services = { settings: SiteSettings; enquiries: Enquiries; auth: Auth };

/**
 * The adapters the build's configuration asks for (src/config.ts): Supabase for settings and sign-in
 * when configured, else their "not configured" ports; EmailJS for enquiries, or the local outbox.
 * Nothing is loaded here: each adapter fetches its library on first use.
 */
const configured: Services = {
  settings: supabaseConfig ? supabaseSettings(supabaseConfig) : unavailableSettings,
  auth: supabaseConfig ? supabaseAuth(supabaseConfig) : unconfiguredAuth,
  enquiries: limitedEnquiries(emailJsEnquiries(emailJsConfig, enquiryRecipient)),
};

const ServicesContext = createContext<Services>(configured);

export function ServicesProvider({
  services,
  children,
}: {
  services?: Partial<Services>;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ ...configured, ...services }), [services]);
  return <ServicesContext value={value}>{children}</ServicesContext>;
}

export const useServices = () => useContext(ServicesContext);

/** The signed-in session (SPEC §4), following every change; starts the auth service on first use. */
export const useSession = (): SessionState => useSessionOf(useServices().auth);

/**
 * The hero video's address from the site settings, read after the page is on screen (never during
 * prerendering). A failed read or a value that is not an http(s) URL means no video.
 */
export const useHeroVideoUrl = (): string | null => {
  const { settings } = useServices();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    settings.heroVideoUrl().then(
      (value) => {
        if (live) setUrl(safeMediaUrl(value));
      },
      (error: unknown) => console.warn('Site settings could not be read; the hero shows no video.', error),
    );
    return () => {
      live = false;
    };
  }, [settings]);
  return url;
};
