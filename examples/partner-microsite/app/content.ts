import type { FaqSectionContent } from '@brand/ui';

/** The microsite's languages; English is the fallback. */
export const locales = ['en', 'de'] as const;
export type Locale = (typeof locales)[number];
export const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

type Product = { id: string; name: string; text: string; tag: string };

/** Everything the partner's pages say, in both languages. The partner owns it: no brand copy here. */
type Content = {
  nav: { label: string; home: string; contact: string; language: string; other: string };
  home: {
    title: string;
    eyebrow: string;
    lead: string;
    cta: string;
    rangeTitle: string;
    products: Product[];
    faq: FaqSectionContent;
  };
  contact: { title: string; lead: string; formTitle: string };
  footer: string;
};

export const content: Record<Locale, Content> = {
  en: {
    nav: { label: 'Main', home: 'Home', contact: 'Contact', language: 'Deutsch', other: 'de' },
    home: {
      eyebrow: 'Alpenhaus Home',
      title: 'Brushes for a tidy home, made to last',
      lead: 'Our own range of brushes, brooms and dustpans, made for Alpenhaus by a Swiss brush maker: solid wood, replaceable heads, fair prices in every store.',
      cta: 'Ask about the range',
      rangeTitle: 'The range in our stores',
      products: [
        {
          id: 'broom',
          name: 'Hall broom',
          text: 'Beech handle, natural bristles, a head you can replace.',
          tag: 'Bestseller',
        },
        {
          id: 'dustpan',
          name: 'Dustpan set',
          text: 'Recycled plastic pan with a rubber lip and a hand brush.',
          tag: 'New',
        },
        {
          id: 'dish',
          name: 'Dish brush',
          text: 'Wooden body, changeable head, plastic-free packaging.',
          tag: 'Eco',
        },
      ],
      faq: {
        title: 'Questions from our customers',
        items: [
          {
            id: 'heads',
            question: 'Can I buy replacement heads?',
            answer: 'Yes. Every Alpenhaus store stocks heads for the hall broom and the dish brush.',
          },
          {
            id: 'care',
            question: 'How do I care for wooden handles?',
            answer:
              'Wipe them with a damp cloth and let them dry; a drop of linseed oil once a year keeps the wood supple.',
          },
        ],
      },
    },
    contact: {
      title: 'Contact Alpenhaus',
      lead: 'Questions about the range, a store near you or a bulk order: write to us.',
      formTitle: 'Your message',
    },
    footer: 'Alpenhaus Home — a private-label range made by our brush-making partner.',
  },
  de: {
    nav: { label: 'Hauptnavigation', home: 'Start', contact: 'Kontakt', language: 'English', other: 'en' },
    home: {
      eyebrow: 'Alpenhaus Home',
      title: 'Bürsten für ein aufgeräumtes Zuhause, gemacht für lange Zeit',
      lead: 'Unser eigenes Sortiment an Bürsten, Besen und Kehrschaufeln, für Alpenhaus gefertigt von einem Schweizer Bürstenhersteller: massives Holz, auswechselbare Köpfe, faire Preise in jeder Filiale.',
      cta: 'Zum Sortiment anfragen',
      rangeTitle: 'Das Sortiment in unseren Filialen',
      products: [
        {
          id: 'broom',
          name: 'Saalbesen',
          text: 'Buchenstiel, Naturborsten, ein Kopf zum Auswechseln.',
          tag: 'Bestseller',
        },
        {
          id: 'dustpan',
          name: 'Kehrset',
          text: 'Schaufel aus Recyclingkunststoff mit Gummilippe und Handfeger.',
          tag: 'Neu',
        },
        {
          id: 'dish',
          name: 'Spülbürste',
          text: 'Holzkörper, auswechselbarer Kopf, Verpackung ohne Plastik.',
          tag: 'Öko',
        },
      ],
      faq: {
        title: 'Fragen unserer Kundschaft',
        items: [
          {
            id: 'heads',
            question: 'Gibt es Ersatzköpfe?',
            answer: 'Ja. Jede Alpenhaus-Filiale führt Köpfe für den Saalbesen und die Spülbürste.',
          },
          {
            id: 'care',
            question: 'Wie pflege ich Holzstiele?',
            answer:
              'Mit einem feuchten Tuch abwischen und trocknen lassen; ein Tropfen Leinöl einmal im Jahr hält das Holz geschmeidig.',
          },
        ],
      },
    },
    contact: {
      title: 'Kontakt zu Alpenhaus',
      lead: 'Fragen zum Sortiment, zu einer Filiale in Ihrer Nähe oder zu einer Grossbestellung: Schreiben Sie uns.',
      formTitle: 'Ihre Nachricht',
    },
    footer: 'Alpenhaus Home – ein Eigenmarken-Sortiment, gefertigt von unserem Partner für Bürsten.',
  },
};
