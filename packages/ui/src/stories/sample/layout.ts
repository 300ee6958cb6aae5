import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FooterSectionContent } from '../../sections/Footer/types';
import type { HeaderSectionContent } from '../../sections/Header/types';
import type { Art } from './art';
import { addressLines, company, telHref } from './company';
import { mainPages, pageLink } from './navigation';
import { familyAnchors, productFamilies, productMessages } from './products';

/** The header's and footer's own copy. */
export const layoutMessages = {
  contactName: msg({ id: 'stories.header.contactName', message: 'Contact us about your order' }),
  pageBelow: msg({
    id: 'stories.header.pageBelow',
    message: 'The page starts below the header and scrolls under it.',
  }),
  tagline: msg({
    id: 'stories.footer.tagline',
    message: 'Brushes, brooms and turned wooden parts from Biel and the Emmental, since 1968.',
  }),
  company: msg({ id: 'stories.footer.company', message: 'Company' }),
  products: msg({ id: 'stories.footer.products', message: 'Our products' }),
  contact: msg({ id: 'stories.footer.contact', message: 'Contact' }),
  copyright: msg({ id: 'stories.footer.copyright', message: '© {year} {company}. All rights reserved.' }),
  legalNotice: msg({ id: 'stories.footer.legalNotice', message: 'Legal notice' }),
  privacyNotice: msg({ id: 'stories.footer.privacyNotice', message: 'Privacy notice' }),
};

/** The logo: the emblem and the company's name, leading home. */
const logo = (art: Art) => ({ label: company.brand, href: '/', src: art.emblem });

/** The header: logo, the five pages and the contact button. */
export const headerSample = (i18n: I18n, art: Art): HeaderSectionContent => ({
  logo: logo(art),
  navItems: mainPages.map((page) => pageLink(i18n, page)),
  contact: { ...pageLink(i18n, 'contact'), ariaLabel: i18n._(layoutMessages.contactName) },
});

/** The footer: logo and tagline, pages, product families, contact, copyright and legal links. */
export const footerSample = (i18n: I18n, art: Art): FooterSectionContent => {
  const m = layoutMessages;
  return {
    logo: logo(art),
    tagline: i18n._(m.tagline),
    companyLinks: {
      title: i18n._(m.company),
      links: [...mainPages, 'faq' as const].map((page) => pageLink(i18n, page)),
    },
    productLinks: {
      title: i18n._(m.products),
      links: productFamilies.map(([family]) => ({
        label: i18n._(productMessages[family].title),
        href: `/products#${familyAnchors[family]}`,
      })),
    },
    contact: {
      title: i18n._(m.contact),
      addressLines: addressLines(i18n),
      email: { label: company.email, href: `mailto:${company.email}` },
      phone: { label: company.phone, href: telHref },
    },
    // `{year}` stays in the text: the footer puts in the `year` it is given.
    copyright: i18n._({ ...m.copyright, values: { year: '{year}', company: company.name } }),
    legalNotice: { label: i18n._(m.legalNotice), href: '/legal-notice' },
    privacyNotice: { label: i18n._(m.privacyNotice), href: '/privacy' },
  };
};
