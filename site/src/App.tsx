import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useEffect, useReducer, useRef } from 'react';
import { Router, useLocation } from 'wouter';
import { loadI18n, peekI18n } from './i18n/catalogs';
import type { SiteLocale } from './i18n/locales';
import { localePrefix } from './i18n/paths';
import { Layout } from './Layout';
import { addressPage, type SiteRoute } from './routes';
import { type Services, ServicesProvider } from './services';
import { markAppReady } from './startup/defer';

export type AppProps = {
  /** The address to render on the server (prerendering); the browser's address otherwise. */
  ssrPath?: string;
  /** Adapters for the services; the ports' defaults (no backend) otherwise. */
  services?: Partial<Services>;
};

/**
 * The language of the address's prefix, as a loaded Lingui instance. The first render always finds its
 * catalogs loaded (main.tsx and the prerenderer load them first); when the address changes language
 * (back button), the previous language stays on screen for the moment the new catalogs take to arrive.
 */
const useAddressLanguage = (locale: SiteLocale, page: SiteRoute['module']): I18n => {
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const last = useRef<I18n | undefined>(undefined);
  const current = peekI18n(locale, page);
  useEffect(() => {
    if (!current) loadI18n(locale, page).then(loaded, (error: unknown) => console.error(error));
  }, [locale, page, current]);
  if (current) last.current = current;
  if (!last.current) throw new Error(`The ${locale} catalogs were not loaded before rendering`);
  return last.current;
};

function Localized() {
  const [address] = useLocation();
  const { locale, route } = addressPage(address);
  const i18n = useAddressLanguage(locale, route.module);
  const active = i18n.locale as SiteLocale;

  useEffect(() => {
    // The page's language, not a choice: nothing is stored for it (docs/adr/0060).
    document.documentElement.lang = active;
  }, [active]);

  // The app is on screen: the start-up's last step (src/startup/README.md).
  useEffect(() => {
    markAppReady();
  }, []);

  return (
    <I18nProvider i18n={i18n}>
      <Router base={localePrefix(locale)}>
        <Layout />
      </Router>
    </I18nProvider>
  );
}

/**
 * The site: wouter's router over the browser's address (or `ssrPath`), the language from the address
 * (English unprefixed, others under `/de`, `/fr` …), the services, and the layout with the pages.
 */
export function App({ ssrPath, services }: AppProps) {
  return (
    <Router ssrPath={ssrPath}>
      <ServicesProvider services={services}>
        <Localized />
      </ServicesProvider>
    </Router>
  );
}
