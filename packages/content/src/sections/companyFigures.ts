import type { StatContent } from '@brand/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { claimProof } from '../claimCopy';
import { tileFigures } from '../figureCopy';

/** What each key figure counts (About's numbers block and the home hero). */
const messages = {
  years: msg({ id: 'about.stats.years.label', message: 'years of experience' }),
  units: msg({ id: 'about.stats.units.label', message: 'units a year' }),
  countries: msg({ id: 'about.stats.countries.label', message: 'countries served' }),
  certified: msg({
    id: 'about.stats.certified.label',
    message:
      'of the wood in our handles, wood components and brush bodies, bought as FSC- or PEFC-certified material',
  }),
};

/**
 * The company's key figures: years of experience, units a year, countries served and the certified wood
 * with the link to its claim's proof. About's numbers block and the home hero show the same list, so the two
 * never disagree. A module of its own: the home page takes it without the rest of About's copy (and the hero
 * text, which every page's head reads, stays without it).
 */
export const companyFigures = (i18n: I18n): readonly StatContent[] => {
  const tile = tileFigures(i18n);
  return [
    { value: tile.yearsOfExperience, label: i18n._(messages.years) },
    { value: tile.unitsPerYear, label: i18n._(messages.units) },
    { value: tile.countriesServed, label: i18n._(messages.countries) },
    {
      value: tile.certifiedWood,
      label: i18n._(messages.certified),
      proof: claimProof(i18n)('certifiedWood'),
    },
  ];
};
