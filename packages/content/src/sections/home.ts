import type { TeaserSectionContent } from '@brand/ui';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { company } from '../company';
import { textFigures } from '../figureCopy';
import aboutUrl from '../media/about-basel-rhine.svg';
import { headerPicture } from '../media/headerPicture';
import manufacturingUrl from '../media/manufacturing-line.svg';
import privateLabelUrl from '../media/private-label-boxes.svg';
import productsUrl from '../media/products-range.svg';
import sustainabilityUrl from '../media/sustainability-growth.svg';

/**
 * The home page's teasers: a few words on each company page and the link there, instead of the pages in
 * full. Factual and short; figures come in through placeholders.
 */
const messages = {
  about: {
    eyebrow: msg({ id: 'home.teasers.about.eyebrow', message: 'About us' }),
    title: msg({ id: 'home.teasers.about.title', message: 'Brush makers in Basel since {founded}' }),
    text: msg({
      id: 'home.teasers.about.text',
      message:
        'A Swiss company with {productionSites} production sites, supplying retailers, wholesalers and industry in {countries} countries.',
    }),
    link: msg({ id: 'home.teasers.about.link', message: 'More about us' }),
  },
  products: {
    eyebrow: msg({ id: 'home.teasers.products.eyebrow', message: 'Products' }),
    title: msg({
      id: 'home.teasers.products.title',
      message: 'Brushes, dustpans, handles and wood components',
    }),
    text: msg({
      id: 'home.teasers.products.text',
      message:
        'Brushes with recycled-plastic bodies, natural-fibre brushes, dustpans, wooden handles and wood components, from our standard range or made to your specification.',
    }),
    link: msg({ id: 'home.teasers.products.link', message: 'View the range' }),
  },
  manufacturing: {
    eyebrow: msg({ id: 'home.teasers.manufacturing.eyebrow', message: 'Manufacturing' }),
    title: msg({ id: 'home.teasers.manufacturing.title', message: 'Automated lines, skilled hands' }),
    text: msg({
      id: 'home.teasers.manufacturing.text',
      message:
        'We have the capacity for {productsPerMonth} products a month, and we check every batch against its specification before it leaves the plant.',
    }),
    link: msg({ id: 'home.teasers.manufacturing.link', message: 'How we manufacture' }),
  },
  sustainability: {
    eyebrow: msg({ id: 'home.teasers.sustainability.eyebrow', message: 'Sustainability' }),
    title: msg({
      id: 'home.teasers.sustainability.title',
      message: 'Certified wood, and transport by the Rhine',
    }),
    text: msg({
      id: 'home.teasers.sustainability.text',
      message:
        'Where our certified wood comes from, what its certificates cover, and how our goods travel by barge on the Rhine.',
    }),
    link: msg({ id: 'home.teasers.sustainability.link', message: 'Our approach' }),
  },
  privateLabel: {
    eyebrow: msg({ id: 'home.teasers.privateLabel.eyebrow', message: 'Private label' }),
    title: msg({ id: 'home.teasers.privateLabel.title', message: 'Your brand, made by us' }),
    text: msg({
      id: 'home.teasers.privateLabel.text',
      message:
        'Product development, manufacturing, quality control and delivery for {partners} private-label partners.',
    }),
    link: msg({ id: 'home.teasers.privateLabel.link', message: 'Private label in detail' }),
  },
};

/** A home teaser: its anchor (the section's own, as SPEC §2 names them) and its content. */
export type HomeTeaser = TeaserSectionContent & { id: string };

/** The home page's teasers in navigation order: about, products, manufacturing, sustainability, private label. */
export const homeTeasers = (i18n: I18n): readonly HomeTeaser[] => {
  const text = textFigures(i18n);
  const values = {
    founded: company.founded,
    productionSites: text.productionSites,
    countries: text.countriesServed,
    productsPerMonth: text.productsPerMonth,
    partners: text.privateLabelPartners,
  };
  const teaser = (
    id: string,
    copy: (typeof messages)[keyof typeof messages],
    src: string,
    href: string,
  ): HomeTeaser => ({
    id,
    eyebrow: i18n._(copy.eyebrow),
    title: i18n._({ ...copy.title, values }),
    text: i18n._({ ...copy.text, values }),
    picture: headerPicture(src),
    link: { label: i18n._(copy.link), href },
  });
  return [
    teaser('about', messages.about, aboutUrl, '/about'),
    teaser('products', messages.products, productsUrl, '/products'),
    teaser('manufacturing', messages.manufacturing, manufacturingUrl, '/manufacturing'),
    teaser('sustainability', messages.sustainability, sustainabilityUrl, '/sustainability'),
    teaser('private-label', messages.privateLabel, privateLabelUrl, '/private-label'),
  ];
};

/** The teasers' copy: the home page's product families take the products teaser's header and link. */
export const homeTeaserMessages = messages;
