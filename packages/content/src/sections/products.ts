import type { ProductContent, ProductsSectionContent } from '@brand/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { claimCopy, claimEvidence, claimSentence } from '../claimCopy';
import { claims } from '../claims';
import type { FigureKey, Figures } from '../company';
import { factMarker } from '../factCopy';
import { textFigures, tileFigures } from '../figureCopy';
import { inSentence } from '../inSentence';
import dustpanUrl from '../media/dustpan.svg';
import { headerPicture } from '../media/headerPicture';
import naturalBrushUrl from '../media/natural-brush.svg';
import rangeUrl from '../media/products-range.svg';
import recycledBrushUrl from '../media/recycled-brush.svg';
import woodComponentsUrl from '../media/wood-components.svg';
import woodenHandlesUrl from '../media/wooden-handles.svg';
import { familyTitles, quoteHref } from '../productFamilies';
import { productionClaims } from '../productionClaimCopy';

/** The brand's five categories (SPEC §3). */
type ProductCategory = 'recycledBrushes' | 'naturalBrushes' | 'dustpans' | 'woodenHandles' | 'woodComponents';

/** The anchor of each category's card: the targets of `/products#dustpans` and the footer's links. */
const anchors: Record<ProductCategory, string> = {
  recycledBrushes: 'recycled-brushes',
  naturalBrushes: 'natural-brushes',
  dustpans: 'dustpans',
  woodenHandles: 'wooden-handles',
  woodComponents: 'wood-components',
};

/** The specification keys (SPEC §3); each category uses the ones that fit it. */
type SpecificationKey =
  | 'bodyMaterial'
  | 'bristleMaterial'
  | 'certification'
  | 'handleMaterial'
  | 'biodegradability'
  | 'woodType'
  | 'lengthRange'
  | 'diameterRange'
  | 'material'
  | 'handle'
  | 'finish'
  | 'customDimensions';

/** Certification marks: proper names, the same in every language. */
/**
 * The certification of the wood families: the schemes with the chain-of-custody certificates behind them,
 * never the bare marks ("FSC / PEFC" is a short form of a claim, docs/adr/0059).
 */
const certification = msg({
  id: 'products.woodenHandles.spec.certification',
  message: 'FSC or PEFC; FSC licence code {fscCode}, PEFC logo licence number {pefcCode}',
});

/** Every placeholder the Products copy may use, the figures as the language writes them. */
const placeholdersFor = (
  text: Figures,
  claim: ReturnType<typeof claimCopy>,
  evidence: ReturnType<typeof claimEvidence>,
) => ({
  // The recycled share in full, with its qualifier (docs/adr/0059).
  recycledPlastic: claimSentence(claim('recycledPlastic')),
  share: text.recycledPlasticShare,
  // The licence codes, marked while the certified-wood claim is unconfirmed (docs/adr/0059).
  fscCode: claims.certifiedWood.evidence.code.split('; ')[0] ?? '',
  pefcCode: evidence('certifiedWood', claims.certifiedWood.evidence.code.split('; ')[1] ?? ''),
  length: text.handleLength,
  diameter: text.handleDiameter,
  moisture: text.woodMoisture,
});

const messages = {
  eyebrow: msg({ id: 'products.eyebrow', message: 'Our range' }),
  title: msg({ id: 'products.title', message: 'Products for daily use' }),
  description: msg({
    id: 'products.description',
    message:
      'From recycled-plastic brushes to turned wood components: a complete range for retail, wholesale and industry, also available under your own brand.',
  }),
  lead: msg({
    id: 'products.lead',
    message:
      'We develop every product ourselves and make it in our own plants. Depending on the product, we use plastic with declared recycled content, natural fibres and wood bought as FSC- or PEFC-certified material. Choose from our standard range or have us make products to your specification.',
  }),
  viewRange: msg({ id: 'products.viewRange', message: 'View the full range' }),
  crossPromoTitle: msg({
    id: 'products.crossPromo.title',
    message: 'Made by us, from raw material to shelf',
  }),
  crossPromoText: msg({
    id: 'products.crossPromo.text',
    message:
      'See how our plants turn plastic with declared recycled content, natural fibres and certified wood into products – and what we do about energy, waste and transport.',
  }),
  crossPromoManufacturing: msg({ id: 'products.crossPromo.manufacturing', message: 'Our manufacturing' }),
  crossPromoSustainability: msg({
    id: 'products.crossPromo.sustainability',
    message: 'Our approach to sustainability',
  }),
  quote: msg({ id: 'products.quote', message: 'Request a quote' }),
  quoteFor: msg({ id: 'products.quoteFor', message: 'Request a quote for {family}' }),
  minimumOrder: msg({ id: 'products.spec.minimumOrder', message: 'Minimum order' }),
  minimumOrderValue: msg({ id: 'products.spec.minimumOrderValue', message: '{amount} pieces' }),
  leadTime: msg({ id: 'products.spec.leadTime', message: 'Lead time' }),
  leadTimeValue: msg({ id: 'products.spec.leadTimeValue', message: '{amount} weeks' }),
};

/** Each family's order terms (company.orderTerms), as figures printed for the locale. */
const orderTerms: Record<ProductCategory, { minimumOrder: FigureKey; leadTime: FigureKey }> = {
  recycledBrushes: { minimumOrder: 'minimumOrderRecycledBrushes', leadTime: 'leadTimeRecycledBrushes' },
  naturalBrushes: { minimumOrder: 'minimumOrderNaturalBrushes', leadTime: 'leadTimeNaturalBrushes' },
  dustpans: { minimumOrder: 'minimumOrderDustpans', leadTime: 'leadTimeDustpans' },
  woodenHandles: { minimumOrder: 'minimumOrderWoodenHandles', leadTime: 'leadTimeWoodenHandles' },
  woodComponents: { minimumOrder: 'minimumOrderWoodComponents', leadTime: 'leadTimeWoodComponents' },
};

/** Names of the specification keys, shared by every card. */
const specLabels: Record<SpecificationKey, MessageDescriptor> = {
  bodyMaterial: msg({ id: 'products.spec.bodyMaterial', message: 'Body' }),
  bristleMaterial: msg({ id: 'products.spec.bristleMaterial', message: 'Bristles' }),
  certification: msg({ id: 'products.spec.certification', message: 'Certification' }),
  handleMaterial: msg({ id: 'products.spec.handleMaterial', message: 'Handle material' }),
  biodegradability: msg({ id: 'products.spec.biodegradability', message: 'Biodegradability' }),
  woodType: msg({ id: 'products.spec.woodType', message: 'Wood' }),
  lengthRange: msg({ id: 'products.spec.lengthRange', message: 'Length' }),
  diameterRange: msg({ id: 'products.spec.diameterRange', message: 'Diameter' }),
  material: msg({ id: 'products.spec.material', message: 'Material' }),
  handle: msg({ id: 'products.spec.handle', message: 'Handle' }),
  finish: msg({ id: 'products.spec.finish', message: 'Finish' }),
  customDimensions: msg({ id: 'products.spec.customDimensions', message: 'Custom dimensions' }),
};

/** A specification value: a message, or a figure/mark that is the same in every language. */
/** A specification's value: translated copy, a mark the same in every language, or a figure (printed for the locale). */
type SpecValue = MessageDescriptor | string | { figure: FigureKey };

type ProductCopy = {
  title: MessageDescriptor;
  description: MessageDescriptor;
  imageAlt: MessageDescriptor;
  image: string;
  features: readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor];
  specifications: Partial<Record<SpecificationKey, SpecValue>>;
};

/** The five categories, in the order the range is presented. */
const products: Record<ProductCategory, ProductCopy> = {
  recycledBrushes: {
    title: familyTitles.recycledBrushes,
    description: msg({
      id: 'products.recycledBrushes.description',
      message: 'Easy-to-clean brooms and brushes for households and professionals. {recycledPlastic}',
    }),
    imageAlt: msg({
      id: 'products.recycledBrushes.image.alt',
      message: 'Illustration of a green broom with a recycled-plastic body and a wooden handle',
    }),
    image: recycledBrushUrl,
    features: [
      msg({
        id: 'products.recycledBrushes.feature1',
        message: 'Brush bodies of {share} recycled plastic by weight',
      }),
      msg({
        id: 'products.recycledBrushes.feature2',
        message: 'Hard-wearing bristles for indoor and outdoor use',
      }),
      msg({ id: 'products.recycledBrushes.feature3', message: 'Available under your own brand' }),
    ],
    specifications: {
      bodyMaterial: msg({
        id: 'products.recycledBrushes.spec.bodyMaterial',
        message: 'Plastic, {share} recycled by weight',
      }),
      bristleMaterial: msg({
        id: 'products.recycledBrushes.spec.bristleMaterial',
        message: 'Synthetic fibres, soft to stiff',
      }),
      handleMaterial: msg({
        id: 'products.recycledBrushes.spec.handleMaterial',
        message: 'Certified wood or plastic',
      }),
      customDimensions: msg({ id: 'products.recycledBrushes.spec.customDimensions', message: 'On request' }),
    },
  },
  naturalBrushes: {
    title: familyTitles.naturalBrushes,
    description: msg({
      id: 'products.naturalBrushes.description',
      message:
        'Brushes with plant fibres such as tampico and coconut, set in solid wood: the classic choice for scrubbing and sweeping, and for customers who prefer natural materials to synthetic ones.',
    }),
    imageAlt: msg({
      id: 'products.naturalBrushes.image.alt',
      message: 'Illustration of a wooden scrubbing brush with natural fibres',
    }),
    image: naturalBrushUrl,
    features: [
      msg({ id: 'products.naturalBrushes.feature1', message: 'Plant fibres such as tampico and coconut' }),
      msg({ id: 'products.naturalBrushes.feature2', message: 'Bodies of certified solid wood' }),
      msg({ id: 'products.naturalBrushes.feature3', message: 'Available under your own brand' }),
    ],
    specifications: {
      bodyMaterial: msg({ id: 'products.naturalBrushes.spec.bodyMaterial', message: 'Solid wood' }),
      bristleMaterial: msg({
        id: 'products.naturalBrushes.spec.bristleMaterial',
        message: 'Tampico, coconut fibre',
      }),
      certification,
    },
  },
  dustpans: {
    title: familyTitles.dustpans,
    description: msg({
      id: 'products.dustpans.description',
      message:
        'Sturdy dustpans with a flexible lip that picks up even fine dust, on their own or as a set with a matching hand brush.',
    }),
    imageAlt: msg({
      id: 'products.dustpans.image.alt',
      message: 'Illustration of a green dustpan with a small hand brush',
    }),
    image: dustpanUrl,
    features: [
      msg({ id: 'products.dustpans.feature1', message: 'Flexible lip for a clean pick-up' }),
      msg({ id: 'products.dustpans.feature2', message: 'Made of {share} recycled plastic by weight' }),
      msg({ id: 'products.dustpans.feature3', message: 'Available as a set with a hand brush' }),
    ],
    specifications: {
      material: msg({
        id: 'products.dustpans.spec.material',
        message: 'Plastic, {share} recycled by weight',
      }),
      handle: msg({ id: 'products.dustpans.spec.handle', message: 'Integrated, with a hanging hole' }),
      finish: msg({ id: 'products.dustpans.spec.finish', message: 'Flexible sweeping lip' }),
      customDimensions: msg({ id: 'products.dustpans.spec.customDimensions', message: 'On request' }),
    },
  },
  woodenHandles: {
    title: familyTitles.woodenHandles,
    description: msg({
      id: 'products.woodenHandles.description',
      message:
        'Straight, smooth handles for brooms, brushes and tools, made from certified wood on our automated lines, in the lengths and diameters your products need.',
    }),
    imageAlt: msg({
      id: 'products.woodenHandles.image.alt',
      message: 'Illustration of four wooden handles, one with a threaded tip',
    }),
    image: woodenHandlesUrl,
    features: [
      msg({
        id: 'products.woodenHandles.feature1',
        message: 'Wood moisture checked before machining: {moisture}',
      }),
      msg({ id: 'products.woodenHandles.feature2', message: 'Threaded tip, hanging hole or plain end' }),
      msg({
        id: 'products.woodenHandles.feature3',
        message: 'Made on automated lines for consistent quality',
      }),
    ],
    specifications: {
      woodType: msg({ id: 'products.woodenHandles.spec.woodType', message: 'Certified hardwood' }),
      lengthRange: { figure: 'handleLength' },
      diameterRange: { figure: 'handleDiameter' },
      finish: msg({ id: 'products.woodenHandles.spec.finish', message: 'Natural or lacquered' }),
      certification,
    },
  },
  woodComponents: {
    title: familyTitles.woodComponents,
    description: msg({
      id: 'products.woodComponents.description',
      message:
        'Dowels, turned and milled parts made to your drawings, for furniture, toys, tools and industrial applications.',
    }),
    imageAlt: msg({
      id: 'products.woodComponents.image.alt',
      message: 'Illustration of turned wood components: a spindle, dowels, a knob and a disc',
    }),
    image: woodComponentsUrl,
    features: [
      msg({ id: 'products.woodComponents.feature1', message: 'Turned, milled and drilled to your drawing' }),
      msg({ id: 'products.woodComponents.feature2', message: 'From small batches to large production runs' }),
      msg({
        id: 'products.woodComponents.feature3',
        message: 'Made from wood bought as FSC- or PEFC-certified material',
      }),
    ],
    specifications: {
      woodType: msg({ id: 'products.woodComponents.spec.woodType', message: 'Certified hardwood' }),
      finish: msg({ id: 'products.woodComponents.spec.finish', message: 'Unfinished, sanded or lacquered' }),
      customDimensions: msg({
        id: 'products.woodComponents.spec.customDimensions',
        message: 'Made to your drawings',
      }),
      certification,
    },
  },
};

/** The order of the range on the page (SPEC: recycled, natural, dustpans, handles, components). */
const order: readonly ProductCategory[] = [
  'recycledBrushes',
  'naturalBrushes',
  'dustpans',
  'woodenHandles',
  'woodComponents',
];

/** The Products section's copy in the active locale: five categories with pictures, features and specifications. */
export const productsContent = (i18n: I18n): ProductsSectionContent => {
  const tile = tileFigures(i18n);
  const placeholders = placeholdersFor(
    textFigures(i18n),
    claimCopy(i18n, productionClaims),
    claimEvidence(i18n),
  );
  const t = (descriptor: MessageDescriptor) => i18n._({ ...descriptor, values: placeholders });
  const fact = factMarker(i18n);
  // The minimum order and lead time close each card's specifications (issue 37 §3), marked while a sample.
  const terms = (category: ProductCategory) => [
    {
      key: 'minimumOrder',
      label: t(messages.minimumOrder),
      value: fact(
        'orderTerms',
        i18n._({
          ...messages.minimumOrderValue,
          values: { amount: tile[orderTerms[category].minimumOrder] },
        }),
      ),
    },
    {
      key: 'leadTime',
      label: t(messages.leadTime),
      value: fact(
        'orderTerms',
        i18n._({ ...messages.leadTimeValue, values: { amount: tile[orderTerms[category].leadTime] } }),
      ),
    },
  ];
  const product = (category: ProductCategory): ProductContent => {
    const copy = products[category];
    return {
      id: anchors[category],
      title: t(copy.title),
      description: t(copy.description),
      image: { src: copy.image, alt: t(copy.imageAlt), width: 214, height: 176 },
      features: copy.features.map(t),
      specifications: [
        ...(Object.entries(copy.specifications) as [SpecificationKey, SpecValue][]).map(([key, value]) => ({
          key: key as string,
          label: t(specLabels[key]),
          value: typeof value === 'string' ? value : 'figure' in value ? tile[value.figure] : t(value),
        })),
        ...terms(category),
      ],
    };
  };
  const withQuote = (category: ProductCategory): ProductContent => {
    const card = product(category);
    return {
      ...card,
      quote: {
        label: t(messages.quote),
        href: quoteHref(category),
        ariaLabel: i18n._({ ...messages.quoteFor, values: { family: inSentence(card.title, i18n.locale) } }),
      },
    };
  };
  return {
    eyebrow: t(messages.eyebrow),
    title: t(messages.title),
    description: t(messages.description),
    lead: t(messages.lead),
    products: order.map(withQuote),
    picture: headerPicture(rangeUrl),
    viewRange: { label: t(messages.viewRange), href: '/products' },
    crossPromo: {
      title: t(messages.crossPromoTitle),
      text: t(messages.crossPromoText),
      links: [
        { label: t(messages.crossPromoManufacturing), href: '/manufacturing' },
        { label: t(messages.crossPromoSustainability), href: '/sustainability' },
      ],
    },
  };
};
