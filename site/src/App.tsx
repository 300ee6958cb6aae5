import {
  aboutContent,
  contactContent,
  footerContent,
  headerContent,
  heroContent,
  languages,
  manufacturingContent,
  privateLabelContent,
  productsContent,
  sustainabilityContent,
} from '@brand/content';
import {
  AboutSection,
  ContactSection,
  FooterSection,
  HeaderSection,
  HeroSection,
  ManufacturingSection,
  PrivateLabelSection,
  ProductsSection,
  SkipLink,
  SustainabilitySection,
  ToastProvider,
  type UiLocale,
} from '@brand/ui';
import { useLingui } from '@lingui/react';

export type AppProps = {
  /** Switches the whole site to another language. */
  onLocaleChange: (locale: UiLocale) => void;
};

/**
 * The home page, composed from @brand/ui sections and @brand/content copy: hero, about, products,
 * manufacturing, sustainability, private label and the compact contact section, then the footer.
 * Routes, per-page flags and the enquiry service come with the site's own issues.
 */
export function App({ onLocaleChange }: AppProps) {
  const { i18n } = useLingui();
  const contact = contactContent(i18n);
  return (
    <ToastProvider>
      <SkipLink />
      <HeaderSection
        {...headerContent(i18n)}
        languages={languages}
        locale={i18n.locale}
        onLocaleChange={(code) => onLocaleChange(code as UiLocale)}
        currentPath="/"
      />
      <main id="main" tabIndex={-1}>
        <HeroSection {...heroContent(i18n)} />
        <AboutSection {...aboutContent(i18n)} />
        <ProductsSection {...productsContent(i18n)} />
        <ManufacturingSection {...manufacturingContent(i18n)} />
        <SustainabilitySection {...sustainabilityContent(i18n)} />
        <PrivateLabelSection {...privateLabelContent(i18n)} />
        <ContactSection
          {...contact}
          // Compact mode shows no form; until the enquiry service is wired, a send opens the mail client.
          onSubmit={async (values) => {
            window.location.href = `mailto:${contact.info.email}?subject=${encodeURIComponent(values.company)}&body=${encodeURIComponent(values.message)}`;
          }}
        />
      </main>
      <FooterSection {...footerContent(i18n)} year={new Date().getFullYear()} />
    </ToastProvider>
  );
}
