import type { FaqSectionContent, ProductContent } from '@brand/ui';

/** The microsite's languages; English is the fallback. */
export const locales = ['en', 'de'] as const;
export type Locale = (typeof locales)[number];
export const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

/** Everything the partner's pages say, in both languages. The partner owns it: no brand copy here. */
type Content = {
  nav: { label: string; home: string; contact: string; language: string; other: string };
  home: {
    title: string;
    eyebrow: string;
    lead: string;
    cta: string;
    rangeTitle: string;
    rangeText: string;
    products: ProductContent[];
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
      rangeText: 'Four classics for every household, each with parts you can replace.',
      products: [
        {
          id: 'broom',
          title: 'Hall broom',
          description: 'Beech handle, natural bristles, a head you can replace.',
          features: ['Our bestseller', 'Replacement heads in every store'],
        },
        {
          id: 'dustpan',
          title: 'Dustpan set',
          description: 'Recycled plastic pan with a rubber lip and a hand brush.',
          features: ['New in the range'],
        },
        {
          id: 'dish',
          title: 'Dish brush',
          description: 'Wooden body, changeable head, plastic-free packaging.',
          features: ['Plastic-free packaging'],
        },
        {
          id: 'squeegee',
          title: 'Window squeegee',
          description: 'Wide rubber blade on a handle of local ash.',
          features: ['Blade sold separately'],
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
      rangeText: 'Vier Klassiker für jeden Haushalt, jeder mit Teilen zum Auswechseln.',
      products: [
        {
          id: 'broom',
          title: 'Saalbesen',
          description: 'Buchenstiel, Naturborsten, ein Kopf zum Auswechseln.',
          features: ['Unser Bestseller', 'Ersatzköpfe in jeder Filiale'],
        },
        {
          id: 'dustpan',
          title: 'Kehrset',
          description: 'Schaufel aus Recyclingkunststoff mit Gummilippe und Handfeger.',
          features: ['Neu im Sortiment'],
        },
        {
          id: 'dish',
          title: 'Spülbürste',
          description: 'Holzkörper, auswechselbarer Kopf, Verpackung ohne Plastik.',
          features: ['Verpackung ohne Plastik'],
        },
        {
          id: 'squeegee',
          title: 'Fensterwischer',
          description: 'Breite Gummilippe an einem Griff aus heimischer Esche.',
          features: ['Gummilippe einzeln erhältlich'],
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
