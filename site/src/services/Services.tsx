import { company } from '@brand/content';
import type { ContactValues } from '@brand/ui';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { type Auth, unconfiguredAuth } from './auth';
import { type Enquiries, mailtoEnquiries } from './enquiries';
import { type SiteSettings, safeMediaUrl, unavailableSettings } from './settings';

/** The ports the pages talk through; the app passes the configured adapters, tests pass fakes. */
export type Services = { settings: SiteSettings; enquiries: Enquiries; auth: Auth };

const defaults: Services = {
  settings: unavailableSettings,
  enquiries: mailtoEnquiries(company.email),
  auth: unconfiguredAuth,
};

const ServicesContext = createContext<Services>(defaults);

export function ServicesProvider({
  services,
  children,
}: {
  services?: Partial<Services>;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ ...defaults, ...services }), [services]);
  return <ServicesContext value={value}>{children}</ServicesContext>;
}

export const useServices = () => useContext(ServicesContext);

/** Sends the contact form's values through the configured enquiries port. */
export const useEnquiry = (): ((values: ContactValues) => Promise<void>) => {
  const { enquiries } = useServices();
  return enquiries.send;
};

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
