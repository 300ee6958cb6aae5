import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LinkContent } from '../../sections/types';

/** The names of the company's pages, shared by the header, the footer and the sections' links. */
export const pageMessages = {
  about: msg({ id: 'stories.nav.about', message: 'About us' }),
  products: msg({ id: 'stories.nav.products', message: 'Products' }),
  manufacturing: msg({ id: 'stories.nav.manufacturing', message: 'Manufacturing' }),
  sustainability: msg({ id: 'stories.nav.sustainability', message: 'Sustainability' }),
  privateLabel: msg({ id: 'stories.nav.privateLabel', message: 'Private label' }),
  faq: msg({ id: 'stories.nav.faq', message: 'FAQ' }),
  contact: msg({ id: 'stories.nav.contact', message: 'Contact' }),
};

/** The five pages of the main navigation, in order. */
export const mainPages = ['about', 'products', 'manufacturing', 'sustainability', 'privateLabel'] as const;

/** Each page's canonical path. */
export const pagePaths = {
  about: '/about',
  products: '/products',
  manufacturing: '/manufacturing',
  sustainability: '/sustainability',
  privateLabel: '/private-label',
  faq: '/faq',
  contact: '/contact',
} as const satisfies Record<keyof typeof pageMessages, string>;

/** A link to one of the pages, named as the navigation names it. */
export const pageLink = (i18n: I18n, page: keyof typeof pageMessages): LinkContent => ({
  label: i18n._(pageMessages[page]),
  href: pagePaths[page],
});
