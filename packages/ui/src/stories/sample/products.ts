import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductContent, ProductsSectionContent } from '../../sections/Products/types';
import type { CrossPromoContent } from '../../sections/types';
import type { Art } from './art';

/** The names of the specification rows. */
export const specMessages = {
  bodyMaterial: msg({ id: 'stories.products.spec.body', message: 'Body' }),
  bristleMaterial: msg({ id: 'stories.products.spec.bristles', message: 'Bristles' }),
  certification: msg({ id: 'stories.products.spec.certification', message: 'Certification' }),
  handleMaterial: msg({ id: 'stories.products.spec.handleMaterial', message: 'Handle' }),
  biodegradability: msg({ id: 'stories.products.spec.biodegradability', message: 'End of life' }),
  woodType: msg({ id: 'stories.products.spec.wood', message: 'Wood' }),
  lengthRange: msg({ id: 'stories.products.spec.length', message: 'Length' }),
  diameterRange: msg({ id: 'stories.products.spec.diameter', message: 'Diameter' }),
  material: msg({ id: 'stories.products.spec.material', message: 'Material' }),
  handle: msg({ id: 'stories.products.spec.handle', message: 'Handle' }),
  finish: msg({ id: 'stories.products.spec.finish', message: 'Finish' }),
  customDimensions: msg({ id: 'stories.products.spec.dimensions', message: 'Dimensions' }),
};

/** A specification row's key (the row's `data-spec`). */
type SpecKey = keyof typeof specMessages;

/** The five product families of the sample range. */
export const productMessages = {
  recycledBrushes: {
    title: msg({ id: 'stories.products.recycled.title', message: 'Recycled-plastic brushes' }),
    description: msg({
      id: 'stories.products.recycled.description',
      message:
        'Hand brushes and deck scrubbers with bristles spun from recycled PET bottles, on bodies of FSC beech.',
    }),
    alt: msg({
      id: 'stories.products.recycled.alt',
      message: 'Illustration of a hand brush with a wooden body',
    }),
    features: [
      msg({ id: 'stories.products.recycled.feature1', message: 'Bristles from recycled PET bottles' }),
      msg({ id: 'stories.products.recycled.feature2', message: 'Replaceable heads on most models' }),
      msg({ id: 'stories.products.recycled.feature3', message: 'Made in our workshop in Biel' }),
    ],
    specs: {
      bodyMaterial: msg({ id: 'stories.products.recycled.body', message: 'FSC beech, oiled' }),
      bristleMaterial: msg({ id: 'stories.products.recycled.bristles', message: 'Recycled PET' }),
      certification: msg({ id: 'stories.products.recycled.certification', message: 'FSC 100%' }),
    },
  },
  naturalBrushes: {
    title: msg({ id: 'stories.products.natural.title', message: 'Natural-fibre brushes' }),
    description: msg({
      id: 'stories.products.natural.description',
      message:
        'Scrubbing, dish and vegetable brushes with tampico, union fibre or horsehair, for kitchens, workshops and gardens.',
    }),
    alt: msg({
      id: 'stories.products.natural.alt',
      message: 'Illustration of a scrubbing brush with plant fibres',
    }),
    features: [
      msg({ id: 'stories.products.natural.feature1', message: 'Tampico, union fibre or horsehair' }),
      msg({ id: 'stories.products.natural.feature2', message: 'Tufts set by hand or by machine' }),
      msg({ id: 'stories.products.natural.feature3', message: 'Compostable once the wire is removed' }),
    ],
    specs: {
      bristleMaterial: msg({
        id: 'stories.products.natural.bristles',
        message: 'Tampico, union fibre, horsehair',
      }),
      handleMaterial: msg({ id: 'stories.products.natural.handle', message: 'Untreated beech' }),
      biodegradability: msg({ id: 'stories.products.natural.end', message: 'Compostable without the wire' }),
    },
  },
  dustpans: {
    title: msg({ id: 'stories.products.dustpans.title', message: 'Dustpans and sets' }),
    description: msg({
      id: 'stories.products.dustpans.description',
      message:
        'Dustpans with a soft rubber lip that picks up fine dust, sold alone or with a matching hand brush.',
    }),
    alt: msg({
      id: 'stories.products.dustpans.alt',
      message: 'Illustration of a dustpan with a short handle',
    }),
    features: [
      msg({ id: 'stories.products.dustpans.feature1', message: 'Rubber lip for fine dust' }),
      msg({ id: 'stories.products.dustpans.feature2', message: 'Clips onto the matching brush' }),
      msg({ id: 'stories.products.dustpans.feature3', message: 'Your colour from 2,000 pieces' }),
    ],
    specs: {
      material: msg({ id: 'stories.products.dustpans.material', message: 'Recycled polypropylene' }),
      handle: msg({ id: 'stories.products.dustpans.handle', message: 'Moulded, with a hanging hole' }),
      finish: msg({ id: 'stories.products.dustpans.finish', message: 'Grey, sage or ochre' }),
    },
  },
  woodenHandles: {
    title: msg({ id: 'stories.products.handles.title', message: 'Wooden handles' }),
    description: msg({
      id: 'stories.products.handles.description',
      message:
        'Broom and tool handles turned from Swiss beech and ash, with a threaded, conical or drilled end.',
    }),
    alt: msg({
      id: 'stories.products.handles.alt',
      message: 'Illustration of a turned handle with a threaded end',
    }),
    features: [
      msg({ id: 'stories.products.handles.feature1', message: 'Moisture checked before turning' }),
      msg({ id: 'stories.products.handles.feature2', message: 'Threaded, conical or drilled end' }),
      msg({ id: 'stories.products.handles.feature3', message: 'Oiled, waxed or untreated' }),
    ],
    specs: {
      woodType: msg({ id: 'stories.products.handles.wood', message: 'Beech, ash' }),
      // Measures are figures, the same in every language.
      lengthRange: '80–160 cm',
      diameterRange: '22–30 mm',
    },
  },
  woodComponents: {
    title: msg({ id: 'stories.products.components.title', message: 'Turned wooden parts' }),
    description: msg({
      id: 'stories.products.components.description',
      message:
        'Knobs, rollers, legs and other turned parts made to your drawing, for furniture, toy and tool makers.',
    }),
    alt: msg({
      id: 'stories.products.components.alt',
      message: 'Illustration of turned wooden knobs, a leg and a roller',
    }),
    features: [
      msg({ id: 'stories.products.components.feature1', message: 'Turned to your drawing' }),
      msg({ id: 'stories.products.components.feature2', message: 'Samples within three weeks' }),
      msg({ id: 'stories.products.components.feature3', message: 'Batches from 500 pieces' }),
    ],
    specs: {
      woodType: msg({ id: 'stories.products.components.wood', message: 'Beech, ash, maple' }),
      customDimensions: msg({
        id: 'stories.products.components.dimensions',
        message: 'To your drawing, up to 40 cm',
      }),
      finish: msg({ id: 'stories.products.components.finish', message: 'Sanded, oiled or lacquered' }),
    },
  },
};

/** The section's own copy. */
export const productsMessages = {
  eyebrow: msg({ id: 'stories.products.eyebrow', message: 'Our range' }),
  title: msg({ id: 'stories.products.title', message: 'Brushes and wooden parts for every trade' }),
  description: msg({
    id: 'stories.products.description',
    message: 'Five product families, each in our standard range or made to your specification.',
  }),
  lead: msg({
    id: 'stories.products.lead',
    message:
      'Choose from more than 200 standard products, or send us your drawing: we make brushes, dustpans, handles and turned parts in batches from a few hundred pieces.',
  }),
  viewRange: msg({ id: 'stories.products.viewRange', message: 'See the whole range' }),
  quote: msg({ id: 'stories.products.quote', message: 'Ask for a quote' }),
  quoteFor: msg({ id: 'stories.products.quoteFor', message: 'Ask for a quote for {family}' }),
  promo: {
    title: msg({ id: 'stories.products.promo.title', message: 'From our workshop to your shelf' }),
    text: msg({
      id: 'stories.products.promo.text',
      message: 'See how we make each product, and what we do to keep its footprint small.',
    }),
    making: msg({ id: 'stories.products.promo.making', message: 'How we make it' }),
    commitments: msg({ id: 'stories.products.promo.commitments', message: 'Our commitments' }),
  },
};

/** The anchor of each family's card, the target of `/products#dustpans` and of the footer's links. */
export const familyAnchors = {
  recycledBrushes: 'recycled-brushes',
  naturalBrushes: 'natural-brushes',
  dustpans: 'dustpans',
  woodenHandles: 'wooden-handles',
  woodComponents: 'wood-components',
} as const satisfies Record<keyof typeof productMessages, string>;

/** The product families in the order the range shows them, with their pictures. */
export const productFamilies = [
  ['recycledBrushes', 'recycledBrush'],
  ['naturalBrushes', 'naturalBrush'],
  ['dustpans', 'dustpan'],
  ['woodenHandles', 'handle'],
  ['woodComponents', 'components'],
] as const satisfies readonly (readonly [keyof typeof productMessages, keyof Art])[];

/** One product family as a card. */
const product = (
  i18n: I18n,
  art: Art,
  [family, picture]: (typeof productFamilies)[number],
): ProductContent => {
  const copy = productMessages[family];
  const title = i18n._(copy.title);
  return {
    id: familyAnchors[family],
    title,
    description: i18n._(copy.description),
    image: { src: art[picture], alt: i18n._(copy.alt), width: 214, height: 176 },
    features: copy.features.map((feature) => i18n._(feature)),
    specifications: Object.entries(copy.specs).map(([key, value]) => ({
      key,
      label: i18n._(specMessages[key as SpecKey]),
      value: typeof value === 'string' ? value : i18n._(value),
    })),
    quote: {
      label: i18n._(productsMessages.quote),
      href: `/contact?product=${familyAnchors[family]}#contact-form`,
      ariaLabel: i18n._({ ...productsMessages.quoteFor, values: { family: title } }),
    },
  };
};

/** The Products section: five families, the link to the range and the banner. */
export const productsSample = (i18n: I18n, art: Art): ProductsSectionContent => {
  const m = productsMessages;
  return {
    eyebrow: i18n._(m.eyebrow),
    title: i18n._(m.title),
    description: i18n._(m.description),
    lead: i18n._(m.lead),
    products: productFamilies.map((family) => product(i18n, art, family)),
    viewRange: { label: i18n._(m.viewRange), href: '/products' },
    crossPromo: crossPromoSample(i18n),
  };
};

/** The banner that ends the Products page: an invitation and two links. */
export function crossPromoSample(i18n: I18n): CrossPromoContent {
  const { promo } = productsMessages;
  return {
    title: i18n._(promo.title),
    text: i18n._(promo.text),
    links: [
      { label: i18n._(promo.making), href: '/manufacturing' },
      { label: i18n._(promo.commitments), href: '/sustainability' },
    ],
  };
}

/** One card of the range (the recycled-fibre brushes), for a docs page's anatomy. */
export const productCardSample = (i18n: I18n, art: Art): ProductContent =>
  product(i18n, art, productFamilies[0]);
