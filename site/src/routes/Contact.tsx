import { contactContent, faqContent } from '@brand/content';
import { ContactSection, FaqSection } from '@brand/ui';
import { useLingui } from '@lingui/react';
import { PageHead } from '../seo/PageHead';
import { faqPage } from '../seo/structuredData';
import { useEnquiry } from '../services/Services';

/**
 * `/contact`: title and description, picture, the enquiry form and the contact panel (Basel address,
 * e-mail), the cross-promotion banner, then the FAQ — where buyers look before they write — which also
 * goes into the page's structured data.
 */
export default function ContactPage() {
  const { i18n } = useLingui();
  const sendEnquiry = useEnquiry();
  const faq = faqContent(i18n);
  return (
    <>
      <PageHead page="contact" structuredData={[faqPage(faq.items, i18n.locale)]} />
      <ContactSection
        {...contactContent(i18n)}
        headingLevel={1}
        subtitle
        crossPromotion
        onSubmit={sendEnquiry}
      />
      <FaqSection {...faq} subtitle />
    </>
  );
}
