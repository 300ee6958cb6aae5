// @vitest-environment node
// Node, not jsdom: the inbox prerenders without window or document.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EnquiryInbox } from './EnquiryInbox';
import type { InboxEnquiry } from './types';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const enquiry: InboxEnquiry = {
  id: 'e1',
  name: 'Zoë Müller',
  email: 'zoe.mueller@example.ch',
  company: 'Bürstenhandel Basel AG',
  message: 'Twenty thousand brushes, please.',
  receivedAt: '2026-11-25T09:12:00Z',
  status: 'new',
};

const render = (enquiries: InboxEnquiry[]) =>
  renderToString(
    <I18nProvider i18n={i18n}>
      <EnquiryInbox enquiries={enquiries} timeZone="UTC" />
    </I18nProvider>,
  );

/** The text of each row's button (its accessible name, without the markup). */
const rows = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-expanded[^>]*>(.*?)<\/button>/g)].map(([, inner]) =>
    (inner ?? '').replace(/<[^>]+>/g, '').replace(/\s+/g, ' '),
  );

describe('EnquiryInbox: held enquiries', () => {
  it('marks a held enquiry "Held" after its status; others carry no such mark', () => {
    const html = render([
      { ...enquiry, held: true },
      { ...enquiry, id: 'e2', name: 'Luca Bernasconi', receivedAt: '2026-11-24T09:12:00Z' },
    ]);
    const [held, plain] = rows(html);
    expect(held).toMatch(/^New, Held \(not emailed\), Zoë Müller/);
    expect(plain).toMatch(/^New, Luca Bernasconi/);
    expect(html.match(/data-held="true"/g)).toHaveLength(1);
  });
});

describe('EnquiryInbox: hostile text', () => {
  // A visitor's words as an attacker would write them: markup, a script, a right-to-left override. They
  // were a picture under "Do and don't" on the docs page (issue 36); they belong here.
  const hostile: InboxEnquiry = {
    ...enquiry,
    name: '<img src=x onerror="window.pwned=1"> Zoë \u202Eevil',
    company: '"><script>window.pwned=2</script> Ñandú & Søn 🧹',
    message: '<b>Brosse</b> à cheveux 🪵\n<a href="javascript:alert(1)">click</a>',
  };

  it('shows markup in names, companies and messages as text, never as elements', () => {
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <EnquiryInbox enquiries={[hostile]} defaultOpen={['e1']} timeZone="UTC" />
      </I18nProvider>,
    );
    expect(html).not.toMatch(/<img|<script|<b>|<a href="javascript/i);
    expect(html).toContain('&lt;img src=x onerror=&quot;window.pwned=1&quot;&gt; Zoë \u202Eevil');
    expect(html).toContain('&quot;&gt;&lt;script&gt;window.pwned=2&lt;/script&gt; Ñandú &amp; Søn 🧹');
    expect(html).toContain('&lt;b&gt;Brosse&lt;/b&gt; à cheveux 🪵');
  });
});

describe('EnquiryInbox: a quote request (docs/adr/0069)', () => {
  const opened = (quoted: InboxEnquiry) =>
    renderToString(
      <I18nProvider i18n={i18n}>
        <EnquiryInbox enquiries={[quoted]} timeZone="UTC" defaultOpen={[quoted.id]} />
      </I18nProvider>,
    )
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');

  it('shows the quantity with its unit, the date, destination, packaging and target price', () => {
    const text = opened({
      ...enquiry,
      quantity: 20000,
      quantityUnit: 'pallets',
      deliveryDate: '2027-03-15',
      destination: 'Deutschland',
      packaging: 'Retail-ready\nEAN-13',
      targetPrice: 1.2,
      priceCurrency: 'CHF',
    });
    expect(text).toContain('Quantity 20,000 pallets');
    expect(text).toContain('Target delivery date March 15, 2027');
    expect(text).toContain('Destination country Deutschland');
    expect(text).toContain('Packaging and labelling Retail-ready EAN-13');
    expect(text).toContain('Target price per unit CHF 1.20');
  });

  it('an enquiry without a quote shows none of its rows', () => {
    const text = opened(enquiry);
    expect(text).not.toContain('Quantity');
    expect(text).not.toContain('Target price');
  });
});
