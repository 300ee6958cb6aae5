import { contactContent } from '@brand/content/sections/contact.ts';
import { Link } from '@brand/ui/primitives/Link/Link.tsx';
import { Text } from '@brand/ui/primitives/Text/Text.tsx';
import { ContactSection } from '@brand/ui/sections/Contact/ContactSection.tsx';
import type { ContactValues } from '@brand/ui/sections/Contact/contactSchema.ts';
import { Section } from '@brand/ui/sections/Section/Section.tsx';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useEnquiryFailureWords } from '../failureWords/enquiry';
import { useEnquiryDraft } from '../hooks/useEnquiryDraft';
import { PageHead } from '../seo/PageHead';
import { useServices } from '../services';

/**
 * `/contact`: title and description, picture, the enquiry form (with the optional product family, chosen
 * by a product card's quote link: `?product=dustpans`) and the contact panel (Basel address, e-mail), the
 * cross-promotion banner; the panel's FAQ link leads to `/faq`, where the answers are (they were repeated
 * here, and with them the claims' long qualifiers: /contact 111.3–112.3 → 108.7–109.2 KB, ADR 0084). The enquiry is stored with the page's language; the form's draft survives a
 * reload; a failed send keeps it and offers the same enquiry as an e-mail (failureWords/enquiry.ts words it).
 */
export default function ContactPage() {
  const { i18n } = useLingui();
  const { enquiries } = useServices();
  const content = contactContent(i18n);
  const draft = useEnquiryDraft(content.form.products?.map((family) => family.value));
  const enquiryFailureToast = useEnquiryFailureWords();
  const language = i18n.locale;
  const send = useCallback(
    (values: ContactValues) => enquiries.send(values, { language }),
    [enquiries, language],
  );
  return (
    <>
      <PageHead page="contact" />
      <ContactSection
        key={draft.key}
        {...content}
        headingLevel={1}
        subtitle
        crossPromotion
        quote
        onSubmit={send}
        defaultValues={draft.values}
        onValuesChange={draft.keep}
        errorToast={enquiryFailureToast}
        // The site's own log of a failed send, which its e2e tests look for (the library is quiet by default).
        logFailures
      />
      {content.faq ? (
        <Section tone="muted">
          <Text>
            {content.faq.text} <Link href={content.faq.link.href}>{content.faq.link.label}</Link>
          </Text>
        </Section>
      ) : null}
    </>
  );
}
