import type { ClaimContent, LinkContent } from '@brand/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ClaimId, claims } from './claims';
import { company } from './company';
import { factMarker } from './factCopy';
import { textFigures } from './figureCopy';
import type { productionClaims } from './productionClaimCopy';

/**
 * A claim as a page shows it: what is claimed and the qualifier that must stand beside it wherever it is
 * shown (`ClaimContent` of @brand/ui, docs/adr/0059). There is no short form: a section gets both or nothing.
 */
export type ClaimText = ClaimContent;

/** What follows a claim the company has not confirmed yet ("[unconfirmed claim]"). */
const unconfirmedNote = msg({ id: 'claims.unconfirmed', message: '[unconfirmed claim]' });

/** The link under a figure that states a claim, to the claim in full. */
const proofLabel = msg({ id: 'claims.proofLink', message: 'How we prove it' });

/** A claim's two messages: what is claimed, and the qualifier that goes with it. */
export type ClaimMessages = { statement: MessageDescriptor; qualifier: MessageDescriptor };

/**
 * The statement and qualifier of the claims the FAQ and the contact page show too. The claims about the
 * production sites and the products are in `productionClaimCopy.ts`, which only their pages import: a
 * page's messages are those its modules name (site/build/pageMessages.ts), so the contact page does not
 * carry their long qualifiers (ADR 0081).
 */
const messages = {
  certifiedWood: {
    statement: msg({
      id: 'claims.certifiedWood.statement',
      message:
        'We buy {certified} of the wood for our handles, wood components and brush bodies as FSC- or PEFC-certified material.',
    }),
    qualifier: msg({
      id: 'claims.certifiedWood.qualifier',
      message:
        '“Certified” here means the claim stated on our suppliers’ invoices (FSC 100%, FSC Mix or PEFC certified). A product sold as FSC Mix or PEFC certified may also contain controlled wood (FSC) or wood from controlled sources (PEFC), which does not come from certified forests. Our FSC licence code is {fscCode} and our PEFC logo licence number is {pefcCode}; each product’s label states its own claim.',
    }),
  },
  forestRegeneration: {
    statement: msg({
      id: 'claims.forestRegeneration.statement',
      message:
        'The certified share of our wood comes from forests managed to an FSC or PEFC forest management standard.',
    }),
    qualifier: msg({
      id: 'claims.forestRegeneration.qualifier',
      message:
        'These standards require felled areas to regrow, by planting or by natural regeneration; the forest owners hold the forest management certificates. Controlled wood and wood from controlled sources are checked only against the FSC controlled-wood or PEFC controlled-sources rules, which exclude, among other things, illegally harvested wood.',
    }),
  },
  eudrInformation: {
    statement: msg({
      id: 'claims.eudrInformation.statement',
      message:
        'EUDR due-diligence information with every delivery of our products that the EU Deforestation Regulation covers.',
    }),
    qualifier: msg({
      id: 'claims.eudrInformation.qualifier',
      message:
        'Regulation (EU) 2023/1115 covers wood products such as handles, brush bodies and wood components, and from 30 December 2026 (30 June 2027 for micro and small undertakings) every company that places them on the EU market must comply with it: this is a legal obligation, not something that sets us apart. With each such delivery we send you the information the Regulation requires, including the reference number of the due-diligence statement.',
    }),
  },
  offsetShipping: {
    statement: msg({
      id: 'claims.offsetShipping.statement',
      message:
        'Since {since}, we have bought and retired certified emission reduction credits from {provider}, equal in tonnes of CO₂e to the calculated emissions of our shipping from Basel to you.',
    }),
    qualifier: msg({
      id: 'claims.offsetShipping.qualifier',
      message:
        'The calculation covers the barge leg from Basel to our distribution centre in Germany and the road leg from there to you: {tonnes} tonnes of CO₂e in {year}, calculated in accordance with {method}. It does not cover the transport of goods and materials to Basel, including from our sites in France and Sri Lanka. The credits are certified under the {standard} and retired for that year. They pay for emission cuts elsewhere; they do not reduce or cancel the emissions of our transport. We send you the retirement certificates on request.',
    }),
  },
} satisfies Partial<Record<ClaimId, ClaimMessages>>;

/** A claim that has copy of its own. */
export type ShownClaim = keyof typeof messages | keyof typeof productionClaims;

const year = (date: string) => date.slice(0, 4);

/**
 * Where a claim stands in full, with its scope and evidence: its anchor on the sustainability page
 * (`claim-certified-wood`). Figures and other mentions of the claim link there.
 */
export const claimAnchor = (id: ClaimId): string =>
  `claim-${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The address of a claim in full, from any page: `/sustainability#claim-certified-wood`. */
export const claimProofHref = (id: ClaimId): string => `/sustainability#${claimAnchor(id)}`;

/**
 * The claims in the active locale: `claim('offsetShipping')` gives its statement and qualifier, the
 * evidence filled in from the register. While a claim is unconfirmed, its qualifier ends with the
 * language's "[unconfirmed claim]" (a local build; a public one fails first, site/build/deployment.ts).
 * The pages that show the production claims pass their messages (`productionClaims`).
 */
export const claimCopy = (i18n: I18n, more: Partial<Record<ShownClaim, ClaimMessages>> = {}) => {
  const copy: Partial<Record<ShownClaim, ClaimMessages>> = { ...messages, ...more };
  const text = textFigures(i18n);
  const fact = factMarker(i18n);
  const { energy, offsetting } = company.claims;
  const values: Record<ShownClaim, Record<string, string | number>> = {
    certifiedWood: {
      certified: text.certifiedWood,
      fscCode: claims.certifiedWood.evidence.code.split('; ')[0] ?? '',
      pefcCode: claims.certifiedWood.evidence.code.split('; ')[1] ?? '',
    },
    forestRegeneration: {},
    eudrInformation: {},
    offsetShipping: {
      since: fact('claims.offsetting.since', String(offsetting.since)),
      provider: fact('claims.offsetting.provider', offsetting.provider),
      // From the figures table, not Intl: no number format at a page's start (ADR 0054).
      tonnes: text.offsetTonnes,
      year: year(claims.offsetShipping.evidence.date),
      standard: claims.offsetShipping.evidence.standard,
      method: claims.offsetShipping.evidence.method,
    },
    energyReduction: {
      productionSites: text.productionSites,
      energyReduction: text.energyReduction,
      energyBaseline: fact('claims.energy', String(energy.baselineYear)),
      year: fact('claims.energy', String(energy.year)),
      auditor: claims.energyReduction.evidence.holder,
    },
    zeroLandfill: {
      productionSites: text.productionSites,
      year: year(claims.zeroLandfill.evidence.date),
      auditor: claims.zeroLandfill.evidence.holder,
      recycledShare: text.wasteRecycledShare,
      energyShare: text.wasteEnergyShare,
    },
    recycledPlastic: { share: text.recycledPlasticShare },
  };
  return (id: ShownClaim): ClaimText => {
    const shown = copy[id];
    if (!shown) throw new Error(`claimCopy: the messages of "${id}" are not given (productionClaims)`);
    const qualifier = i18n._({ ...shown.qualifier, values: values[id] });
    return {
      id: claimAnchor(id),
      statement: i18n._({ ...shown.statement, values: values[id] }),
      qualifier: claims[id].confirmed ? qualifier : `${qualifier} ${i18n._(unconfirmedNote)}`,
    };
  };
};

/**
 * A piece of a claim's evidence printed on its own (the licence codes in a product's specifications),
 * marked like the claim while the claim is unconfirmed.
 */
export const claimEvidence =
  (i18n: I18n) =>
  (id: ClaimId, text: string): string =>
    claims[id].confirmed ? text : `${text} ${i18n._(unconfirmedNote)}`;

/** A claim as one paragraph: the statement, then its qualifier. */
export const claimSentence = ({ statement, qualifier }: ClaimText): string => `${statement} ${qualifier}`;

/** The link from a figure or a mention of a claim to the claim in full: "How we prove it". */
export const claimProof =
  (i18n: I18n) =>
  (id: ClaimId): LinkContent => ({ label: i18n._(proofLabel), href: claimProofHref(id) });
