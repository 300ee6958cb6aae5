import { msg } from '@lingui/core/macro';
import type { ClaimMessages } from './claimCopy';

/**
 * The statement and qualifier of the claims about the production sites and the products: shown on the
 * sustainability, manufacturing and products pages, which pass them to `claimCopy(i18n, productionClaims)`.
 * Apart from `claimCopy.ts`, so that the pages that do not show them (the FAQ, the contact page) do not
 * load their messages (ADR 0081).
 */
export const productionClaims = {
  energyReduction: {
    statement: msg({
      id: 'claims.energyReduction.statement',
      message:
        'Our production sites in Basel and France use {energyReduction} less energy per unit produced than in {energyBaseline}.',
    }),
    qualifier: msg({
      id: 'claims.energyReduction.qualifier',
      message:
        'Figures for {year}, from the energy audit by {auditor}: each site’s energy use per unit is compared with its own {energyBaseline} figure and weighted by its output in {year}, so that shifting production between sites does not distort the result. Our site in Sri Lanka, opened in 2013, and the distribution centre are not included. We send you the audit report on request.',
    }),
  },
  zeroLandfill: {
    statement: msg({
      id: 'claims.zeroLandfill.statement',
      message:
        'In {year}, none of the production waste of our {productionSites} production sites went to landfill.',
    }),
    qualifier: msg({
      id: 'claims.zeroLandfill.qualifier',
      message:
        'Waste records for {year}, audited by {auditor}: {recycledShare} recycled, {energyShare} incinerated with energy recovery; packaging and office waste are not included. We send you the audit report on request.',
    }),
  },
  recycledPlastic: {
    statement: msg({
      id: 'claims.recycledPlastic.statement',
      message:
        'The bodies of our recycled-plastic brushes and our dustpans are {share} recycled plastic by weight.',
    }),
    qualifier: msg({
      id: 'claims.recycledPlastic.qualifier',
      message:
        'The rest is new plastic; our suppliers declare the recycled content in accordance with EN 15343.',
    }),
  },
} satisfies Record<string, ClaimMessages>;
