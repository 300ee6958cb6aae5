// The site's words for a failed send (issue 34 §2), one module per page that shows them: each failure kind
// a port names gets its own message. What the visitor reads is asserted here, kind by kind; the
// forms' own tests prove that what they are handed is shown.
import { type FormFailure, toFormFailure, type UnknownFailure } from '@brand/ui/forms/formFailure.ts';
import type { ContactValues } from '@brand/ui/sections/Contact/contactSchema.ts';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../configShape';
import { SignInError } from '../ports/auth';
import { EnquiryError, type EnquiryFailure } from '../ports/enquiries';

// The build compiles the configuration in (src/config.ts): here, the sales mailbox the e-mail goes to.
vi.stubGlobal('__SITE_CONFIG__', {
  supabase: null,
  emailjs: null,
  enquiryRecipient: 'sales@example.ch',
  videoHosts: [],
  siteUrl: 'http://localhost:4321',
  indexable: false,
} satisfies SiteConfig);
const { useEnquiryFailureWords } = await import('./enquiry');
const { useSignInFailureWords } = await import('./signIn');
const { useSettingFailureWords } = await import('./setting');

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
/** What a page's words hook gives, rendered in English. */
const wordsOf = <Words,>(useWords: () => Words) =>
  renderHook(useWords, {
    wrapper: ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
  }).result.current;

const values: ContactValues = {
  name: 'Anna Keller',
  email: 'anna@example.ch',
  company: 'Holzwerk AG',
  message: 'Saalbesen, 500 Stück?',
};
const unknown: UnknownFailure = toFormFailure(new TypeError('Failed to fetch')) as UnknownFailure;

describe('the words of an enquiry that was not sent', () => {
  const titles: Record<EnquiryFailure, string | undefined> = {
    // A failed or timed-out send keeps the form's own words (SPEC §8).
    failed: undefined,
    timeout: undefined,
    offline: 'You are offline',
    'rate-limited': 'Too many messages',
    'sender-limited': 'Too many messages from this address',
    'client-limited': 'Too many messages from your network',
  };
  for (const [kind, title] of Object.entries(titles) as [EnquiryFailure, string | undefined][])
    it(`${kind}: ${title ?? "the form's own title"}, the enquiry offered as an e-mail, no timer`, () => {
      const toast = wordsOf(useEnquiryFailureWords)(new EnquiryError(kind, values));
      expect(toast?.title).toBe(title);
      expect(Boolean(toast?.description)).toBe(title !== undefined);
      expect(toast?.duration).toBe(Number.POSITIVE_INFINITY);
      expect(toast?.action).toMatchObject({ label: 'Write an email' });
      const href = String(toast?.action && 'href' in toast.action ? toast.action.href : '');
      expect(href).toMatch(/^mailto:sales@example\.ch\?/);
      expect(decodeURIComponent(href)).toContain('subject=Enquiry from Holzwerk AG');
      expect(decodeURIComponent(href)).toContain(values.message);
    });

  it('a failure that is not an EnquiryError keeps the form’s default toast', () => {
    const enquiry = wordsOf(useEnquiryFailureWords);
    expect(enquiry(unknown)).toBeUndefined();
    expect(enquiry({ kind: 'offline' } as FormFailure)).toBeUndefined();
  });
});

describe('the words of a refused sign-in', () => {
  it('tells wrong credentials, the throttle and an unavailable service apart', () => {
    const signIn = wordsOf(useSignInFailureWords);
    expect(signIn(new SignInError('credentials'))).toBe('The email address or password is incorrect.');
    expect(signIn(new SignInError('rate-limited'))).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
    expect(signIn(new SignInError('unavailable'))).toBe(
      'Sign-in is not available right now. Please check your connection and try again.',
    );
  });

  it('tells any other rejection as an unavailable service', () => {
    expect(wordsOf(useSignInFailureWords)(unknown)).toMatch(/^Sign-in is not available right now/);
  });
});

describe('the words of a setting that was not saved', () => {
  it('say so and that the entry is still there, whatever the failure', () => {
    expect(wordsOf(useSettingFailureWords)()).toEqual({
      title: 'Not saved',
      description: 'The change could not be saved. Please try again; your entry is still here.',
    });
  });
});
