import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { company, figures } from './company';
import { factMarker } from './factCopy';
import { describeUnconfirmedFacts, factValue, isUnconfirmed, unconfirmedFacts } from './facts';
import { contactContent } from './sections/contact';

describe('the company facts still to be confirmed', () => {
  it('name real facts of the company', () => {
    for (const path of unconfirmedFacts) expect(factValue(path), path).not.toBeUndefined();
  });

  it('list every fact the pages print that only the company can give', () => {
    for (const path of [
      'name',
      'shortName',
      'address.street',
      'email',
      'phone',
      'replyWorkingDays',
      'legal.registerOffice',
      'legal.uid',
      'legal.representatives',
      'claims.offsetting.provider',
      'claims.offsetting.since',
      'claims.energy.baselineYear',
      'processors.webHost.name',
      'processors.mailbox.name',
      'processors.videoHost.name',
      'processors.supabase.region.countryCode',
      'processors.emailjs.serverCountryCode',
      'privacy.euEstablishments',
      'privacy.logRetentionDays',
      'privacy.supabaseLogRetentionDays',
      'privacy.emailjsHistoryDays',
    ])
      expect(isUnconfirmed(path), path).toBe(true);
    // Decided by the project (AGREEMENTS: 12 months), not a placeholder; the notice's date is ours.
    expect(isUnconfirmed('privacy.enquiryRetentionMonths')).toBe(false);
    expect(isUnconfirmed('privacy.updated')).toBe(false);
    expect(isUnconfirmed('names')).toBe(false);
  });

  it('are described with the value the pages show', () => {
    expect(describeUnconfirmedFacts(['phone', 'legal.uid'])).toEqual([
      `phone ("${company.phone}")`,
      'legal.uid ("CHE-000.000.000")',
    ]);
  });
});

describe('a printed fact', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const fact = factMarker(i18n);

  it('is marked as a sample while it is unconfirmed, and shown as it is once confirmed', () => {
    expect(fact('phone', company.phone)).toBe('+41 61 000 00 00 [sample value]');
    expect(fact('processors.emailjs', 'Singapore')).toBe('Singapore [sample value]');
    expect(fact('privacy.enquiryRetentionMonths', '12')).toBe('12');
  });
});

describe('the sites', () => {
  it('are four, three of which produce: the counts the copy prints come from company.sites', () => {
    expect(figures.sites.value).toBe(company.sites.length);
    expect(figures.sites.value).toBe(4);
    expect(figures.productionSites.value).toBe(3);
    expect(company.sites.find((site) => site.countryCode === 'DE')?.roles).toEqual(['distribution']);
    expect(company.sites.find((site) => site.countryCode === 'CH')?.roles).toEqual([
      'headquarters',
      'production',
    ]);
  });
});

describe('when the company answers (issue 37 §3)', () => {
  it('the confirmation after a send says it, marked as a sample until the company commits to it', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    // Up to twelve in words, as the house writes numbers (the sample is two working days).
    expect(company.replyWorkingDays).toBe(2);
    expect(contactContent(i18n).form.successDescription).toBe(
      'Thank you. We will answer within two working days. [sample value]',
    );
  });
});
