import { contactContent } from '@brand/content';
import { type ContactFormToast, ContactSection, type ContactValues, Link, Section, Text } from '@brand/ui';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { enquiryRecipient } from '../config';
import { useEnquiryDraft } from '../hooks/useEnquiryDraft';
import { EnquiryError, type EnquiryFailure, enquiryMailto } from '../ports/enquiries';
import { PageHead } from '../seo/PageHead';
import { useServices } from '../services';

/**
 * The failure toast of an enquiry: the spec's words for a failed or timed-out send, its own for offline
 * and for each limit — this browser's own (nothing was sent), the server's per e-mail address, the
 * server's per connection — each saying what happened; always with a link that opens the visitor's mail program with the enquiry
 * filled in, and no timer, so there is time to use it.
 */
const useFailureToast = () => {
  const { t } = useLingui();
  return (error: unknown): ContactFormToast | undefined => {
    if (!(error instanceof EnquiryError)) return undefined;
    const { company } = error.values;
    const mailto = enquiryMailto(
      enquiryRecipient,
      t({ id: 'site.enquiry.subject', message: `Enquiry from ${company}` }),
      error.values,
    );
    const action = {
      label: t({ id: 'site.enquiry.mailto', message: 'Write an email' }),
      altText: t({
        id: 'site.enquiry.mailtoAlt',
        message: 'Send the message from your own email program',
      }),
      href: mailto,
    };
    // A failed or timed-out send keeps the form's own words (SPEC §8); these get theirs.
    const words: Partial<Record<EnquiryFailure, ContactFormToast>> = {
      offline: {
        title: t({ id: 'site.enquiry.offline.title', message: 'You are offline' }),
        description: t({
          id: 'site.enquiry.offline.description',
          message:
            'Your message is still here. Send it again once you are connected, or write to us by email.',
        }),
      },
      'rate-limited': {
        title: t({ id: 'site.enquiry.rateLimited.title', message: 'Too many messages' }),
        description: t({
          id: 'site.enquiry.rateLimited.description',
          message:
            'You have sent several messages in a short time. Please wait a few minutes, or write to us by email.',
        }),
      },
      'sender-limited': {
        title: t({ id: 'site.enquiry.senderLimited.title', message: 'Too many messages from this address' }),
        description: t({
          id: 'site.enquiry.senderLimited.description',
          message:
            'We have received several messages from this email address in the last few minutes, so this one was not sent. Please wait a few minutes, or write to us by email.',
        }),
      },
      'client-limited': {
        title: t({ id: 'site.enquiry.clientLimited.title', message: 'Too many messages from your network' }),
        description: t({
          id: 'site.enquiry.clientLimited.description',
          message:
            'We have received many messages from your network connection in the last few minutes, so this one was not sent. Please wait a few minutes, or write to us by email.',
        }),
      },
    };
    return { ...words[error.reason], action, duration: Number.POSITIVE_INFINITY };
  };
};

/**
 * `/contact`: title and description, picture, the enquiry form (with the optional product family, chosen
 * by a product card's quote link: `?product=dustpans`) and the contact panel (Basel address, e-mail), the
 * cross-promotion banner; the panel's FAQ link leads to `/faq`, where the answers are (they were repeated
 * here, and with them the claims' long qualifiers: /contact 111.3–112.3 → 108.7–109.2 KB, ADR 0084). The enquiry is stored with the page's language; the form's draft survives a
 * reload; a failed send keeps it and offers the same enquiry as an e-mail.
 */
export default function ContactPage() {
  const { i18n } = useLingui();
  const { enquiries } = useServices();
  const content = contactContent(i18n);
  const draft = useEnquiryDraft(content.form.products?.map((family) => family.value));
  const failureToast = useFailureToast();
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
        errorToast={failureToast}
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
