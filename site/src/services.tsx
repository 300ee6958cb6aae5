/**
 * The composition root: which adapter serves each port (src/ports). Settings, sign-in, roles, enquiries
 * and the inbox all talk to Supabase — the hosted project when the build names one, else the local
 * backend on the site's own origin (src/config.ts `supabaseApi`) — with the same code. EmailJS, when
 * configured, notifies the sales mailbox of each stored enquiry. Each adapter's module, and through it its
 * library, loads on the first call (`once`), except the settings' reader, which every home visit needs.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { supabaseSettings } from './adapters/supabaseSettings';
import { emailJsConfig, enquiryRecipient, supabaseApi } from './config';
import { once } from './once';
import type { Auth } from './ports/auth';
import { type Enquiries, EnquiryError, limitedEnquiries } from './ports/enquiries';
import type { Inbox } from './ports/inbox';
import type { SiteSettings } from './ports/settings';

/** The ports the pages talk through; the app passes the configured adapters, tests pass fakes. */
export type Services = { settings: SiteSettings; enquiries: Enquiries; auth: Auth; inbox: Inbox };

// The settings' reader comes with the app (well under 1 KB): every home visit reads the hero video's address
// at once, so a separate chunk would be a second round trip. Saving still fetches supabase-js on first use.
const settingsAdapter = once(async () => supabaseSettings(supabaseApi()));
const authAdapter = once(() => import('./adapters/supabaseAuth').then((m) => m.supabaseAuth(supabaseApi())));
const inboxAdapter = once(() =>
  import('./adapters/supabaseInbox').then((m) => m.supabaseInbox(supabaseApi())),
);
const enquiriesAdapter = once(async () => {
  const { supabaseEnquiries } = await import('./adapters/supabaseEnquiries');
  const notify = emailJsConfig
    ? (await import('./adapters/emailJsNotify')).emailJsNotify(emailJsConfig, enquiryRecipient)
    : null;
  return supabaseEnquiries(supabaseApi, notify);
});

const settings: SiteSettings = {
  heroVideoUrl: () => settingsAdapter().then((adapter) => adapter.heroVideoUrl()),
  saveHeroVideoUrl: (url) => settingsAdapter().then((adapter) => adapter.saveHeroVideoUrl(url)),
};

const auth: Auth = {
  subscribe: (listener) => {
    let unsubscribe: (() => void) | undefined;
    let done = false;
    authAdapter().then(
      (adapter) => {
        if (!done) unsubscribe = adapter.subscribe(listener);
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
  getRole: (userId) => authAdapter().then((adapter) => adapter.getRole(userId)),
  signIn: (email, password) => authAdapter().then((adapter) => adapter.signIn(email, password)),
  signOut: () => authAdapter().then((adapter) => adapter.signOut()),
};

const inbox: Inbox = {
  list: () => inboxAdapter().then((adapter) => adapter.list()),
  setStatus: (id, status) => inboxAdapter().then((adapter) => adapter.setStatus(id, status)),
};

/** The adapters, behind the browser's own send limit for enquiries. */
const configured: Services = {
  settings,
  auth,
  inbox,
  enquiries: limitedEnquiries({
    // Offline, the adapter's own chunk could not arrive either: the visitor is told they are offline.
    send: (values, context) =>
      navigator.onLine
        ? enquiriesAdapter().then((adapter) => adapter.send(values, context))
        : Promise.reject(new EnquiryError('offline', values)),
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
