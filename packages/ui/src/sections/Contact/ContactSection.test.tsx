// @vitest-environment node
// Node, not jsdom: proves the section prerenders without window or document.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../primitives/Toast/ToastProvider';
import { company, telHref } from '../../stories/sample/company';
import { ContactSection, type ContactSectionProps } from './ContactSection';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const props: ContactSectionProps = {
  title: 'Let’s talk',
  description: 'Our team in Biel reads every enquiry.',
  image: { src: '/contact.svg', alt: 'A workshop desk', width: 640, height: 480 },
  form: { title: 'Send us your enquiry' },
  info: {
    title: 'Contact details',
    addressLabel: 'Address',
    // The stories' company: the library never names the brand (plain.test.ts).
    address: [company.name, company.street, company.town, 'Switzerland'],
    emailLabel: 'Email',
    email: 'info@example.ch',
    phoneLabel: 'Phone',
    phone: company.phone,
  },
  cards: {
    email: {
      title: 'Write to us',
      text: 'By email.',
      linkLabel: 'Send an email',
      subject: 'Manufacturing Inquiry',
    },
    form: {
      title: 'Use the form',
      text: 'On our contact page.',
      link: { label: 'Contact form', href: '/contact' },
    },
  },
  onSubmit: async () => undefined,
};

const render = (extra: Partial<ContactSectionProps>) =>
  renderToString(
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <ContactSection {...props} {...extra} />
      </ToastProvider>
    </I18nProvider>,
  );

describe('ContactSection on the server', () => {
  it('renders the page with its form, address and links', () => {
    const html = render({ subtitle: true, crossPromotion: true, headingLevel: 1 });
    expect(html).toContain('id="contact"');
    expect(html).toContain('<h1');
    expect(html).toContain('<form');
    expect(html).toContain('<address');
    expect(html).toContain('href="mailto:info@example.ch"');
    expect(html).toContain(`href="${telHref}"`);
    expect(html).toContain('width="640"');
  });

  it('passes the fields on to its form: without a company, the form has no such field', () => {
    expect(render({ subtitle: true })).toContain('name="company"');
    expect(render({ subtitle: true, fields: { company: 'hidden' } })).not.toContain('name="company"');
  });

  it('renders compact mode with the encoded subject and no form', () => {
    const html = render({});
    expect(html).toContain('href="mailto:info@example.ch?subject=Manufacturing%20Inquiry"');
    expect(html).toContain('href="/contact"');
    expect(html).not.toContain('<form');
  });
});
