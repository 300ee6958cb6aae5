import type { LinkContent, ProofEntry, ProofFact, ProofGroup, ProofSectionContent } from '@brand/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { claimProofHref } from '../claimCopy';
import type { ClaimId } from '../claims';
import { company } from '../company';
import { inSentence, listLocale } from '../inSentence';
import { headerPicture } from '../media/headerPicture';
import documentUrl from '../media/legal-document.svg';
import { familyTitles } from '../productFamilies';
import { type ProofItem, type ProofKind, proof, proofKinds } from '../proof';
import { dueDiligenceTitle, schemes } from './proofLinks';

const messages = {
  title: msg({ id: 'proof.title', message: 'Certificates, audits and references' }),
  lead: msg({
    id: 'proof.lead',
    message:
      'What you can check before a first call: our certificates with their codes and documents, the social audits of our production sites, our annual due-diligence report, the people who answer your enquiry, references and the trade fairs where we exhibit.',
  }),
  sample: msg({ id: 'proof.sample', message: 'Sample: not yet confirmed by the company' }),
  document: msg({ id: 'proof.document.link', message: 'Open the document (PDF)' }),
  documentAria: msg({ id: 'proof.document.ariaLabel', message: 'Open the document: {title} (PDF)' }),
  // Facts of an item: what each value is.
  standard: msg({ id: 'proof.fact.standard', message: 'Standard' }),
  code: msg({ id: 'proof.fact.code', message: 'Certificate or licence code' }),
  certifier: msg({ id: 'proof.fact.certifier', message: 'Certified by' }),
  sites: msg({ id: 'proof.fact.sites', message: 'Production sites covered' }),
  validUntil: msg({ id: 'proof.fact.validUntil', message: 'Valid until' }),
  site: msg({ id: 'proof.fact.site', message: 'Production site' }),
  result: msg({ id: 'proof.fact.result', message: 'Result' }),
  pillars: msg({ id: 'proof.fact.pillars', message: 'Pillars audited' }),
  auditDate: msg({ id: 'proof.fact.auditDate', message: 'Audit date' }),
  auditor: msg({ id: 'proof.fact.auditor', message: 'Audited by' }),
  frameworks: msg({ id: 'proof.fact.frameworks', message: 'Legal basis' }),
  year: msg({ id: 'proof.fact.year', message: 'Reporting year' }),
  markets: msg({ id: 'proof.fact.markets', message: 'Responsible for' }),
  phone: msg({ id: 'proof.fact.phone', message: 'Direct line' }),
  email: msg({ id: 'proof.fact.email', message: 'Email' }),
  languages: msg({ id: 'proof.fact.languages', message: 'Languages' }),
  country: msg({ id: 'proof.fact.country', message: 'Country' }),
  range: msg({ id: 'proof.fact.range', message: 'What we make for them' }),
  rangeValue: msg({
    id: 'proof.fact.rangeValue',
    // `select`, not `plural`: Lingui's plural makes a number format while the page starts (docs/adr/0054).
    message:
      'A private-label range of {products, select, one {one product} other {{count} products}}: {families}',
  }),
  since: msg({ id: 'proof.fact.since', message: 'Customer since' }),
  city: msg({ id: 'proof.fact.city', message: 'City' }),
  firstDay: msg({ id: 'proof.fact.firstDay', message: 'Opens' }),
  stand: msg({ id: 'proof.fact.stand', message: 'Hall and stand' }),
  standValue: msg({ id: 'proof.fact.standValue', message: 'Hall {hall}, stand {stand}' }),
};

/**
 * The link from an item to a claim it supports, named by the claim's subject ("Our claim on certified
 * wood"): a link's name is no place for the claim itself, which stands in full where the link leads.
 */
const claimLinks: Partial<Record<ClaimId, MessageDescriptor>> = {
  certifiedWood: msg({ id: 'proof.claim.certifiedWood.link', message: 'Our claim about certified wood' }),
  forestRegeneration: msg({
    id: 'proof.claim.forestRegeneration.link',
    message: 'Our claim about forest regeneration',
  }),
  eudrInformation: msg({
    id: 'proof.claim.eudrInformation.link',
    message: 'Our claim about the EUDR due-diligence information',
  }),
  energyReduction: msg({ id: 'proof.claim.energyReduction.link', message: 'Our claim about energy use' }),
  zeroLandfill: msg({
    id: 'proof.claim.zeroLandfill.link',
    message: 'Our claim about waste sent to landfill',
  }),
  offsetShipping: msg({
    id: 'proof.claim.offsetShipping.link',
    message: 'Our claim about the emission credits for our shipping',
  }),
  recycledPlastic: msg({
    id: 'proof.claim.recycledPlastic.link',
    message: 'Our claim about recycled plastic',
  }),
};

/** Each kind's heading and the sentence under it. */
const groups: Record<ProofKind, { title: MessageDescriptor; intro: MessageDescriptor }> = {
  certificate: {
    title: msg({ id: 'proof.group.certificate.title', message: 'Certificates' }),
    intro: msg({
      id: 'proof.group.certificate.intro',
      message:
        'Each certificate with its code, the body that issued it and its validity. FSC and PEFC codes can be checked in the public databases of FSC and PEFC; ISO certificates, with the body that issued them.',
    }),
  },
  socialAudit: {
    title: msg({ id: 'proof.group.socialAudit.title', message: 'Social audits' }),
    intro: msg({
      id: 'proof.group.socialAudit.intro',
      message: 'Independent audits of working conditions at our production sites in France and Sri Lanka.',
    }),
  },
  dueDiligence: {
    title: msg({ id: 'proof.group.dueDiligence.title', message: 'Due diligence' }),
    intro: msg({
      id: 'proof.group.dueDiligence.intro',
      message:
        'How we check where our wood comes from: our annual report on the due-diligence system we run under the EU Deforestation Regulation.',
    }),
  },
  salesContact: {
    title: msg({ id: 'proof.group.salesContact.title', message: 'Sales contacts' }),
    intro: msg({
      id: 'proof.group.salesContact.intro',
      message: 'The people who answer your enquiry, with their direct lines.',
    }),
  },
  reference: {
    title: msg({ id: 'proof.group.reference.title', message: 'References' }),
    intro: msg({
      id: 'proof.group.reference.intro',
      message: 'Customers who agreed to be named.',
    }),
  },
  tradeFair: {
    title: msg({ id: 'proof.group.tradeFair.title', message: 'Trade fairs' }),
    intro: msg({ id: 'proof.group.tradeFair.intro', message: 'Where you can meet us in person.' }),
  },
};

const titles = {
  socialAudit: msg({ id: 'proof.socialAudit.title', message: 'Social audit, {country} ({scheme})' }),
  eudr: msg({
    id: 'proof.framework.eudr',
    message: 'Regulation (EU) 2023/1115 on deforestation-free products (EUDR)',
  }),
};

/** The locale a language's dates are written in: the site's English is British (glossary/en.json). */
const dateLocales: Record<string, string> = { en: 'en-GB' };

/**
 * The first of a month as French and Italian write it, which `Intl` does not: "1er janvier", "1° gennaio"
 * (the readers of 29 November, round 6).
 */
const firstOfMonth: Record<string, string> = { fr: '1er', it: '1°' };

/**
 * The proof page (issue 37 §4): every item of the register of proof (`proof.ts`) under its kind's heading,
 * at its own anchor, its details written for the reader's language (dates, country and language names,
 * the product families), its document and the claims it supports linked. While an item is a sample it
 * says so above its details (a local build; a public build fails first, site/build/deployment.ts).
 */
export const proofContent = (
  i18n: I18n,
  register: Record<string, ProofItem> = proof,
): ProofSectionContent => {
  const t = (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
    i18n._({ ...descriptor, values });
  const date = (iso: string) => {
    const written = new Intl.DateTimeFormat(dateLocales[i18n.locale] ?? i18n.locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Zurich',
    }).format(new Date(`${iso}T12:00:00Z`));
    const first = firstOfMonth[i18n.locale];
    return first && iso.endsWith('-01') ? written.replace(/^1(?=\s)/, first) : written;
  };
  const regions = new Intl.DisplayNames([listLocale(i18n.locale)], { type: 'region' });
  const tongues = new Intl.DisplayNames([listLocale(i18n.locale)], { type: 'language' });
  // A label's value is a list, not a phrase: German writes it with commas alone ("Deutschland, Österreich,
  // Schweiz"), since "und Schweiz" would need the article (the German reader, round 7).
  // (Intl's German unit lists still join with "und".)
  const list = (items: readonly string[]) =>
    i18n.locale === 'de'
      ? items.join(', ')
      : new Intl.ListFormat(listLocale(i18n.locale), { type: 'conjunction' }).format(items);
  // English names the Netherlands with its article, in a list too (the English reader, round 7).
  const country = (code: string) =>
    i18n.locale === 'en' && code === 'NL' ? 'the Netherlands' : (regions.of(code) ?? code);
  const siteCountry = (id: string) =>
    country(company.sites.find((site) => site.id === id)?.countryCode ?? id);
  const city = (names: { en: string } & Partial<Record<string, string>>) => names[i18n.locale] ?? names.en;

  const describe = (item: ProofItem): { title: string; facts: ProofFact[] } => {
    switch (item.kind) {
      case 'certificate':
        return {
          title: t(schemes[item.scheme]),
          facts: [
            { label: t(messages.standard), value: item.standard },
            { label: t(messages.code), value: item.code },
            { label: t(messages.certifier), value: item.certifier },
            { label: t(messages.sites), value: list(item.sites.map(siteCountry)) },
            { label: t(messages.validUntil), value: date(item.validUntil) },
          ],
        };
      case 'socialAudit':
        return {
          title: t(titles.socialAudit, { scheme: item.scheme, country: siteCountry(item.site) }),
          facts: [
            item.scheme === 'SMETA'
              ? { label: t(messages.pillars), value: item.result }
              : { label: t(messages.result), value: item.result },
            { label: t(messages.auditDate), value: date(item.date) },
            { label: t(messages.auditor), value: item.auditor },
          ],
        };
      case 'dueDiligence':
        return {
          title: t(dueDiligenceTitle, { year: String(item.year) }),
          facts: [
            { label: t(messages.frameworks), value: list(item.frameworks.map(() => t(titles.eudr))) },
            { label: t(messages.year), value: String(item.year) },
          ],
        };
      case 'salesContact':
        return {
          title: item.name,
          facts: [
            { label: t(messages.markets), value: list(item.markets.map(country)) },
            { label: t(messages.phone), value: item.phone, href: `tel:${item.phone.replace(/[^\d+]/g, '')}` },
            { label: t(messages.email), value: item.email, href: `mailto:${item.email}` },
            {
              label: t(messages.languages),
              value: list(item.languages.map((code) => tongues.of(code) ?? code)),
            },
          ],
        };
      case 'reference':
        return {
          title: item.customer,
          facts: [
            { label: t(messages.country), value: country(item.countryCode) },
            {
              label: t(messages.range),
              value: t(messages.rangeValue, {
                products: item.products === 1 ? 'one' : 'other',
                count: String(item.products),
                families: list(
                  item.families.map((family) =>
                    inSentence(t(familyTitles[family as keyof typeof familyTitles]), i18n.locale),
                  ),
                ),
              }),
            },
            { label: t(messages.since), value: String(item.since) },
          ],
        };
      case 'tradeFair':
        return {
          title: item.fair,
          facts: [
            { label: t(messages.city), value: city(item.city) },
            { label: t(messages.firstDay), value: date(item.date) },
            {
              label: t(messages.stand),
              value: t(messages.standValue, { hall: item.hall, stand: item.stand }),
            },
          ],
        };
    }
  };

  const entry = ([id, item]: [string, ProofItem]): ProofEntry => {
    const { title, facts } = describe(item);
    const links: LinkContent[] = [];
    if ('document' in item && item.document)
      links.push({
        label: t(messages.document),
        href: item.document.href,
        ariaLabel: t(messages.documentAria, { title }),
      });
    for (const supported of item.proves ?? []) {
      const label = claimLinks[supported];
      if (label) links.push({ label: t(label), href: claimProofHref(supported) });
    }
    return { id, title, facts, links, note: item.confirmed ? undefined : t(messages.sample) };
  };

  const items = Object.entries(register);
  const shown: ProofGroup[] = proofKinds.map((kind) => ({
    id: kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
    title: t(groups[kind].title),
    intro: t(groups[kind].intro),
    entries: items.filter(([, item]) => item.kind === kind).map(entry),
  }));
  return {
    title: t(messages.title),
    lead: t(messages.lead),
    picture: headerPicture(documentUrl),
    groups: shown,
  };
};
