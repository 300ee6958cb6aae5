import type { ContactFormToast } from '@brand/ui/sections/Contact/ContactForm.tsx';
import { useLingui } from '@lingui/react/macro';
import { enquiryRecipient } from '../config';
import { EnquiryError, type EnquiryFailure, enquiryMailto } from '../ports/enquiries';
import type { Failure } from './failure';

/**
 * The failure toast of an enquiry, as the contact form's `errorToast`: the form's own words (SPEC §8) for a
 * failed or timed-out send, the site's for offline and for each limit — this browser's own (nothing was
 * sent), the server's per e-mail address, the server's per connection — each saying what happened; always
 * with a link that opens the visitor's mail program with the enquiry filled in, and no timer, so there is
 * time to use it. A failure that is not an `EnquiryError` keeps the form's default toast.
 */
export function useEnquiryFailureWords() {
  const { t } = useLingui();
  return (failure: Failure): ContactFormToast | undefined => {
    if (!(failure instanceof EnquiryError)) return undefined;
    const { company } = failure.values;
    const href = enquiryMailto(
      enquiryRecipient,
      t({ id: 'site.enquiry.subject', message: `Enquiry from ${company}` }),
      failure.values,
    );
    const action = {
      label: t({ id: 'site.enquiry.mailto', message: 'Write an email' }),
      altText: t({ id: 'site.enquiry.mailtoAlt', message: 'Send the message from your own email program' }),
      href,
    };
    const words: Record<EnquiryFailure, Pick<ContactFormToast, 'title' | 'description'>> = {
      failed: {},
      timeout: {},
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
    return { ...words[failure.kind], action, duration: Number.POSITIVE_INFINITY };
  };
}
