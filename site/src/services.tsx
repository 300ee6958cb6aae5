/**
 * The composition root: which adapter serves each port (src/ports). Settings, sign-in, roles, enquiries
 * and the inbox all talk to Supabase — the hosted project when the build names one, else the local
 * backend on the site's own origin (src/config.ts `supabaseApi`) — with the same code. EmailJS, when
 * configured, notifies the sales mailbox of each stored enquiry. Each adapter's module, and through it its
 * library, loads on the first call (`onFirstUse`), except the settings' reader, which every home visit needs.
 */
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { supabaseClient } from './adapters/supabase';
import { supabaseSettings } from './adapters/supabaseSettings';
import { emailJsConfig, enquiryRecipient, supabaseApi } from './config';
import { once } from './once';
import { type Auth, SignInError } from './ports/auth';
import { type Enquiries, limitedEnquiries } from './ports/enquiries';
import type { Inbox } from './ports/inbox';
import type { SiteSettings } from './ports/settings';

/** The ports the pages talk through; the app passes the configured adapters, tests pass fakes. */
export type Services = { settings: SiteSettings; enquiries: Enquiries; auth: Auth; inbox: Inbox };

/**
 * A port whose adapter loads on its first call (`once`; again after a failure): each method waits for the
 * adapter, then calls it. `subscribe` — the only method that answers at once — returns its unsubscribe
 * straight away and subscribes when the adapter has come, unless unsubscribed by then; an adapter that
 * cannot load tells the listener `onFailure`'s arguments, so a page waiting for a session stops waiting.
 * `loadFailure` turns an adapter that could not load into the port's own error, so a method rejects only
 * with what its port promises.
 */
export const onFirstUse = <Port extends object>(
  load: () => Promise<Port>,
  methods: readonly Exclude<keyof Port, 'subscribe'>[],
  onFailure?: Port extends { subscribe: (listener: (...args: infer A) => void) => unknown } ? A : never,
  loadFailure?: (error: unknown) => Error,
): Port => {
  const adapter = once(load);
  const loaded = loadFailure
    ? () =>
        adapter().catch((error: unknown) => {
          throw loadFailure(error);
        })
    : adapter;
  const port: Record<PropertyKey, unknown> = {};
  for (const name of methods)
    port[name] = (...args: unknown[]) =>
      loaded().then((ready) => (ready[name] as (...args: unknown[]) => unknown)(...args));
  if (onFailure)
    port.subscribe = (listener: (...args: unknown[]) => void) => {
      let unsubscribe: (() => void) | undefined;
      let done = false;
      adapter().then(
        (loaded) => {
          if (!done)
            unsubscribe = (loaded as { subscribe: (l: typeof listener) => () => void }).subscribe(listener);
        },
        (error: unknown) => {
          console.error('A service could not be loaded.', error);
          if (!done) listener(...onFailure);
        },
      );
      return () => {
        done = true;
        unsubscribe?.();
      };
    };
  return port as Port;
};

const auth = onFirstUse<Auth>(
  // The adapter's module and supabase-js's client together: the adapter subscribes on the client at once.
  () =>
    Promise.all([import('./adapters/supabaseAuth'), supabaseClient(supabaseApi())]).then(([m, client]) =>
      m.supabaseAuth(client),
    ),
  ['getRole', 'signIn', 'signOut'],
  [null, 'recovered'],
  (error) => {
    console.error('The sign-in service could not be loaded; nobody is signed in.', error);
    return new SignInError('unavailable', { cause: error });
  },
);

const inbox = onFirstUse<Inbox>(
  () => import('./adapters/supabaseInbox').then((m) => m.supabaseInbox(supabaseApi())),
  ['list', 'setStatus'],
);

const enquiries = onFirstUse<Enquiries>(async () => {
  const { supabaseEnquiries } = await import('./adapters/supabaseEnquiries');
  const notify = emailJsConfig
    ? (await import('./adapters/emailJsNotify')).emailJsNotify(emailJsConfig, enquiryRecipient)
    : null;
  return supabaseEnquiries(supabaseApi, notify);
}, ['send']);

// The settings' reader comes with the app (well under 1 KB): every home visit reads the hero video's
// address at once, so a separate chunk would be a second round trip. Saving still fetches supabase-js on
// first use. Made on first use all the same: the local backend's address is the page's origin.
const settings = onFirstUse<SiteSettings>(
  async () => supabaseSettings(supabaseApi()),
  ['heroVideoUrl', 'saveHeroVideoUrl'],
);

/** The adapters, behind the browser's own send limit for enquiries. */
const configured: Services = {
  settings,
  auth,
  inbox,
  // Offline, the adapter's own chunk cannot arrive either: the limit's wrapper tells the visitor so.
  enquiries: limitedEnquiries(enquiries),
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
