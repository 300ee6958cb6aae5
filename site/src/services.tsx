/**
 * The composition root: which adapter serves each port (src/ports), as the build's configuration says
 * (src/config.ts). Supabase serves settings and sign-in when configured, else their "not configured"
 * ports; EmailJS sends enquiries, or the same client posts to the local outbox. Nothing is loaded here:
 * each adapter's module, and through it its library, loads on the first call (`once`).
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { emailJsConfig, enquiryRecipient, type SupabaseConfig, supabaseConfig } from './config';
import { once } from './once';
import { type Auth, unconfiguredAuth } from './ports/auth';
import { type Enquiries, EnquiryError, limitedEnquiries } from './ports/enquiries';
import { type SiteSettings, unavailableSettings } from './ports/settings';

/** The ports the pages talk through; the app passes the configured adapters, tests pass fakes. */
export type Services = { settings: SiteSettings; enquiries: Enquiries; auth: Auth };

const lazySettings = (config: SupabaseConfig): SiteSettings => {
  const adapter = once(() => import('./adapters/supabaseSettings').then((m) => m.supabaseSettings(config)));
  return {
    heroVideoUrl: () => adapter().then((settings) => settings.heroVideoUrl()),
    saveHeroVideoUrl: (url) => adapter().then((settings) => settings.saveHeroVideoUrl(url)),
  };
};

const lazyAuth = (config: SupabaseConfig): Auth => {
  const adapter = once(() => import('./adapters/supabaseAuth').then((m) => m.supabaseAuth(config)));
  return {
    configured: true,
    subscribe: (listener) => {
      let unsubscribe: (() => void) | undefined;
      let done = false;
      adapter().then(
        (auth) => {
          if (!done) unsubscribe = auth.subscribe(listener);
        },
        (error: unknown) => {
          console.error('The sign-in service could not be loaded.', error);
          if (!done) listener(null, 'recovered');
        },
      );
      return () => {
        done = true;
        unsubscribe?.();
      };
    },
    getRole: (userId) => adapter().then((auth) => auth.getRole(userId)),
    signIn: (email, password) => adapter().then((auth) => auth.signIn(email, password)),
    signOut: () => adapter().then((auth) => auth.signOut()),
  };
};

const enquiriesAdapter = once(() =>
  import('./adapters/emailJsEnquiries').then((m) => m.emailJsEnquiries(emailJsConfig, enquiryRecipient)),
);

/** The adapters the build's configuration asks for. */
const configured: Services = {
  settings: supabaseConfig ? lazySettings(supabaseConfig) : unavailableSettings,
  auth: supabaseConfig ? lazyAuth(supabaseConfig) : unconfiguredAuth,
  enquiries: limitedEnquiries({
    // Offline, the adapter's code could not even load: say so rather than "failed".
    send: async (values) => {
      if (!navigator.onLine) throw new EnquiryError('offline', values);
      return (await enquiriesAdapter()).send(values);
    },
  }),
};

const ServicesContext = createContext<Services>(configured);

/** Gives the pages the services: the configured ones, with any of `services` in their place (tests). */
export function ServicesProvider({
  services,
  children,
}: {
  services?: Partial<Services> | undefined;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ ...configured, ...services }), [services]);
  return <ServicesContext value={value}>{children}</ServicesContext>;
}

/** The services of the nearest provider (the configured ones without one). */
export const useServices = (): Services => useContext(ServicesContext);
