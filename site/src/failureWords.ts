import type { ContactFormToast, FormFailure, ToastOptions, UnknownFailure } from '@brand/ui';
import { useLingui } from '@lingui/react/macro';
import { enquiryRecipient } from './config';
import { SignInError, type SignInFailure } from './ports/auth';
import { EnquiryError, type EnquiryFailure, enquiryMailto } from './ports/enquiries';

/** What a form of the library hands to its failure's words: a `FormFailure` of the site's kinds. */
type Failure = FormFailure | UnknownFailure;

/**
 * The site's words for every failed send, in one place: a failure's `kind` (from the ports: `EnquiryError`,
 * `SignInError`; anything else `failed`) → its message. The forms show them — the contact form's and the
 * hero video editor's failure toast, the sign-in form's alert — so no page words a failure of its own.
 */
export function useFailureWords() {
  const { t } = useLingui();

  /**
   * The failure toast of an enquiry: the form's own words (SPEC §8) for a failed or timed-out send, the
   * site's for offline and for each limit — this browser's own (nothing was sent), the server's per e-mail
   * address, the server's per connection — each saying what happened; always with a link that opens the
   * visitor's mail program with the enquiry filled in, and no timer, so there is time to use it.
   */
  const enquiry = (failure: Failure): ContactFormToast | undefined => {
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

  /**
   * Why a sign-in failed, for the sign-in form's alert: wrong credentials, too many attempts (the
   * service's throttle), else the service (a rejection that is not a `SignInError` included).
   */
  const signIn = (failure: Failure): string => {
    const kind: SignInFailure = failure instanceof SignInError ? failure.kind : 'unavailable';
    const words: Record<SignInFailure, string> = {
      credentials: t({
        id: 'site.login.error.credentials',
        message: 'The email address or password is incorrect.',
      }),
      'rate-limited': t({
        id: 'site.login.error.rateLimited',
        message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
      }),
      unavailable: t({
        id: 'site.login.error.unavailable',
        message: 'Sign-in is not available right now. Please check your connection and try again.',
      }),
    };
    return words[kind];
  };

  /** The failure toast of a setting the admin saved (the hero video): any failure, what was typed stays. */
  const setting = (_failure: Failure): ToastOptions => ({
    title: t({ id: 'site.admin.video.failed.title', message: 'Not saved' }),
    description: t({
      id: 'site.admin.video.failed.description',
      message: 'The change could not be saved. Please try again; your entry is still here.',
    }),
  });

  return { enquiry, signIn, setting };
}
