import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { emailJsConfig, enquiryRecipient, type SupabaseConfig, supabaseConfig } from '../config';
import { type Auth, unconfiguredAuth } from './auth';
import { type Enquiries, EnquiryError, limitedEnquiries } from './enquiries';
import { type SessionState, useSession as useSessionOf } from './session';
import { type SiteSettings, safeMediaUrl, unavailableSettings } from './settings';

/** The ports the pages talk through; the app passes the configured adapters, tests pass fakes. */
export type Services = { settings: SiteSettings; enquiries: Enquiries; auth: Auth };

/** Loads an adapter's module on first use, once; a failed load is forgotten so the next use retries. */
const onFirstUse = <T,>(load: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
};

const lazySettings = (config: SupabaseConfig): SiteSettings => {
  const adapter = onFirstUse(() => import('../backend/settings').then((m) => m.supabaseSettings(config)));
  return {
    heroVideoUrl: () => adapter().then((settings) => settings.heroVideoUrl()),
    saveHeroVideoUrl: (url) => adapter().then((settings) => settings.saveHeroVideoUrl(url)),
  };
};

const lazyAuth = (config: SupabaseConfig): Auth => {
  const adapter = onFirstUse(() => import('../backend/auth').then((m) => m.supabaseAuth(config)));
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

const enquiriesAdapter = onFirstUse(() =>
  import('../backend/enquiries').then((m) => m.emailJsEnquiries(emailJsConfig, enquiryRecipient)),
);

/**
 * The adapters the build's configuration asks for (src/config.ts): Supabase for settings and sign-in
 * when configured, else their "not configured" ports; EmailJS for enquiries, or the local outbox.
 * Nothing is loaded here: each adapter's code, and through it its library, loads on the first call.
 */
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

/** Whether the visitor asked for less: reduced motion, or Save-Data (a metered or slow connection). */
export const prefersNoVideo = (): boolean =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ||
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * The hero video's address from the site settings, read once the app has taken over the page (after the
 * load event, never during prerendering), so the poster stays the first paint and the video never delays
 * it. Under reduced motion or Save-Data it is not read at all: no video loads. A failed read or a value
 * that is not an https URL means no video.
 */
export const useHeroVideoUrl = (): string | null => {
  const { settings } = useServices();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (prefersNoVideo()) return;
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
