'use client';

import { ContactForm, type ContactValues } from '@brand/ui';
import { useLingui } from '@lingui/react';

/**
 * The library's contact form in a client component of the app: the app decides where an enquiry goes
 * (here: nowhere, a static site without a backend pretends), the library validates, shows the states and
 * the toast — with the app's own success message from the merged catalog.
 */
export function EnquiryForm() {
  const { i18n } = useLingui();
  // A real microsite posts the values to its CRM or mail service here and rejects on failure.
  const send = async (_values: ContactValues) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
  };
  return (
    <ContactForm
      aria-labelledby="form-title"
      onSubmit={send}
      successToast={{ title: i18n._('partner.sent.title'), description: i18n._('partner.sent.text') }}
    />
  );
}
