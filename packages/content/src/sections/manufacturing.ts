import type { ManufacturingSectionContent } from '@brand/ui';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { claimCopy, claimSentence } from '../claimCopy';
import { company } from '../company';
import { textFigures } from '../figureCopy';
import { headerPicture } from '../media/headerPicture';
import latheUrl from '../media/manufacturing-lathe.svg';
import lineUrl from '../media/manufacturing-line.svg';
import workshopUrl from '../media/manufacturing-workshop.svg';
import { productionClaims } from '../productionClaimCopy';
import { sitesText } from '../siteCopy';

const messages = {
  eyebrow: msg({ id: 'manufacturing.eyebrow', message: 'Manufacturing' }),
  title: msg({ id: 'manufacturing.title', message: 'Made with care, at industrial scale' }),
  lead: msg({
    id: 'manufacturing.lead',
    message:
      'Our {locations} sites – {sites} – work to one standard of quality, from the first cut of timber to the last inspected brush.',
  }),
  description: msg({
    id: 'manufacturing.description',
    message:
      'Automated lines and experienced hands give us the capacity for {productsPerMonth} products a month – brushes, brooms, dustpans, wooden handles and wood components for retailers, wholesalers and industrial partners.',
  }),
  capabilities: {
    machinery: {
      title: msg({ id: 'manufacturing.capabilities.machinery.title', message: 'Modern machinery' }),
      description: msg({
        id: 'manufacturing.capabilities.machinery.description',
        message:
          'With {handleLines} automated handle lines and, in Sri Lanka, {fillingMachines} new brush-filling machines, we can take on large repeat orders and still change over quickly for custom runs.',
      }),
    },
    quality: {
      title: msg({ id: 'manufacturing.capabilities.quality.title', message: 'Quality control' }),
      description: msg({
        id: 'manufacturing.capabilities.quality.description',
        message:
          'Every batch is checked against its specification – wood moisture, dimensions, bristle retention and finish – before anything leaves the plant.',
      }),
    },
    sustainable: {
      title: msg({
        id: 'manufacturing.capabilities.sustainable.title',
        message: 'Certified wood, energy and waste',
      }),
    },
  },
  heritage: {
    title: msg({ id: 'manufacturing.heritage.title', message: 'A craft we have practised since {founded}' }),
    workshopAlt: msg({
      id: 'manufacturing.heritage.workshop.alt',
      message: 'Illustration of a workbench with a finished brush, a broom head and a row of wooden handles',
    }),
    workshopCaption: msg({
      id: 'manufacturing.heritage.workshop.caption',
      message:
        'The workbench where it all began: the skills learned there live on in every one of our lines.',
    }),
    latheAlt: msg({
      id: 'manufacturing.heritage.lathe.alt',
      message: 'Illustration of a wood lathe turning a handle, with shavings curling off the blade',
    }),
    latheCaption: msg({
      id: 'manufacturing.heritage.lathe.caption',
      message: 'Handles turned from certified hardwood: the same care, now on automated lines.',
    }),
  },
  process: {
    title: msg({ id: 'manufacturing.process.title', message: 'From timber and fibre to finished product' }),
    intro: msg({
      id: 'manufacturing.process.intro',
      message: 'Two production tracks, one standard: every step is documented, so every batch can be traced.',
    }),
    wood: msg({ id: 'manufacturing.process.wood.title', message: 'Wooden handles and components' }),
    selectionTitle: msg({
      id: 'manufacturing.process.wood.selection.title',
      message: 'Selection and drying',
    }),
    selection: msg({
      id: 'manufacturing.process.wood.selection.description',
      message:
        'We select FSC- or PEFC-certified timber and dry it to a moisture content of {woodMoisture}, the range in which wood stays straight and stable.',
    }),
    turningTitle: msg({ id: 'manufacturing.process.wood.turning.title', message: 'Turning and shaping' }),
    turning: msg({
      id: 'manufacturing.process.wood.turning.description',
      message:
        'Automated lines turn and profile handles of {handleLength} in length and {handleDiameter} in diameter, and components made to your drawing.',
    }),
    finishingTitle: msg({ id: 'manufacturing.process.wood.finishing.title', message: 'Finishing' }),
    finishing: msg({
      id: 'manufacturing.process.wood.finishing.description',
      message:
        'Sanding, lacquering or oiling, threading and drilling, followed by a final check of surface and fit.',
    }),
    brush: msg({ id: 'manufacturing.process.brush.title', message: 'Brushes and brooms' }),
    fillingTitle: msg({ id: 'manufacturing.process.brush.filling.title', message: 'Filling' }),
    filling: msg({
      id: 'manufacturing.process.brush.filling.description',
      message:
        'Brush-filling machines set synthetic or natural fibres into the block, tuft by tuft, at the density each product needs.',
    }),
    trimmingTitle: msg({ id: 'manufacturing.process.brush.trimming.title', message: 'Trimming' }),
    trimming: msg({
      id: 'manufacturing.process.brush.trimming.description',
      message: 'Bristles are trimmed and shaped for the job: soft for fine dust, stiff for scrubbing.',
    }),
    assemblyTitle: msg({
      id: 'manufacturing.process.brush.assembly.title',
      message: 'Assembly and inspection',
    }),
    assembly: msg({
      id: 'manufacturing.process.brush.assembly.description',
      message:
        'Heads, handles and fittings are assembled, and every batch is inspected for retention, fit and finish before packing.',
    }),
  },
  quality: {
    title: msg({ id: 'manufacturing.quality.title', message: 'Quality testing' }),
    description: msg({
      id: 'manufacturing.quality.description',
      message:
        'Inspection is built into every step, not added at the end. Samples from each batch are tested and recorded against the agreed specification.',
    }),
    moisture: msg({
      id: 'manufacturing.quality.checks.moisture',
      message: 'Wood moisture check: {woodMoisture}',
    }),
    dimensions: msg({
      id: 'manufacturing.quality.checks.dimensions',
      message: 'Handle length and diameter to specification',
    }),
    retention: msg({
      id: 'manufacturing.quality.checks.retention',
      message: 'Bristle pull-out and retention test',
    }),
    fit: msg({
      id: 'manufacturing.quality.checks.fit',
      message: 'Thread, fit and load test of handle and head',
    }),
    finish: msg({ id: 'manufacturing.quality.checks.finish', message: 'Surface and finish inspection' }),
    records: msg({
      id: 'manufacturing.quality.checks.records',
      message: 'Traceable records for every batch',
    }),
  },
  facilities: {
    title: msg({
      id: 'manufacturing.facilities.title',
      message: 'One standard at all {locations} sites',
    }),
    intro: msg({
      id: 'manufacturing.facilities.intro',
      message: 'Production close to our raw materials and our customers, coordinated from Basel.',
    }),
    switzerland: msg({ id: 'manufacturing.facilities.switzerland.name', message: 'Switzerland' }),
    switzerlandRole: msg({
      id: 'manufacturing.facilities.switzerland.role',
      message: 'Headquarters and production',
    }),
    switzerlandText: msg({
      id: 'manufacturing.facilities.switzerland.description',
      message:
        'Management, product development, quality assurance, customer service and production, in Basel on the Rhine.',
    }),
    france: msg({ id: 'manufacturing.facilities.france.name', message: 'France' }),
    franceRole: msg({ id: 'manufacturing.facilities.france.role', message: 'Production' }),
    franceText: msg({
      id: 'manufacturing.facilities.france.description',
      message:
        'Brushes and brooms made close to our European customers, for retail and professional cleaning.',
    }),
    germany: msg({ id: 'manufacturing.facilities.germany.name', message: 'Germany' }),
    germanyRole: msg({ id: 'manufacturing.facilities.germany.role', message: 'Distribution centre' }),
    germanyText: msg({
      id: 'manufacturing.facilities.germany.description',
      message: 'Our warehouse on the Rhine receives goods by barge and ships them across Europe.',
    }),
    sriLanka: msg({ id: 'manufacturing.facilities.sriLanka.name', message: 'Sri Lanka' }),
    sriLankaRole: msg({ id: 'manufacturing.facilities.sriLanka.role', message: 'Production' }),
    sriLankaText: msg({
      id: 'manufacturing.facilities.sriLanka.description',
      message:
        'Brush filling and assembly, recently expanded with {fillingMachines} new brush-filling machines: the heart of our brush capacity.',
    }),
  },
  learnMore: msg({ id: 'manufacturing.learnMore', message: 'Discover our manufacturing' }),
  crossPromo: {
    title: msg({ id: 'manufacturing.crossPromo.title', message: 'See it for yourself' }),
    text: msg({
      id: 'manufacturing.crossPromo.text',
      message:
        'Planning a private-label range or a large order? Talk to our team about specifications, samples and a factory visit – or read how it all began.',
    }),
    contact: msg({ id: 'manufacturing.crossPromo.contact', message: 'Contact our team' }),
    about: msg({ id: 'manufacturing.crossPromo.about', message: 'Our story' }),
  },
};

/** The manufacturing section's content in the active locale. */
export const manufacturingContent = (i18n: I18n): ManufacturingSectionContent => {
  const text = textFigures(i18n);
  // Counts to twelve in words, as the language writes them ("three", "drei").
  const milestones = { handleLines: text.handleLines, fillingMachines: text.fillingMachines };
  const claim = claimCopy(i18n, productionClaims);
  /** Translates a message, filling its placeholders (figures stay identical in every language). */
  const t = (descriptor: MessageDescriptor, values?: Record<string, string | number>) =>
    i18n._(values ? { ...descriptor, values } : descriptor);
  const m = messages;
  const p = m.process;
  const f = m.facilities;
  const q = m.quality;
  const related = [
    { label: t(m.crossPromo.contact), href: '/contact' },
    { label: t(m.crossPromo.about), href: '/about' },
  ];
  return {
    eyebrow: t(m.eyebrow),
    title: t(m.title),
    lead: t(m.lead, { locations: text.sites, sites: sitesText(i18n) }),
    description: t(m.description, { productsPerMonth: text.productsPerMonth }),
    picture: headerPicture(lineUrl),
    capabilities: [
      {
        id: 'machinery',
        title: t(m.capabilities.machinery.title),
        description: t(m.capabilities.machinery.description, milestones),
      },
      {
        id: 'quality',
        title: t(m.capabilities.quality.title),
        description: t(m.capabilities.quality.description),
      },
      {
        id: 'sustainable',
        title: t(m.capabilities.sustainable.title),
        // The claims in full, each with its qualifier, never a short form (docs/adr/0059).
        description: (['certifiedWood', 'energyReduction', 'zeroLandfill'] as const)
          .map((id) => claimSentence(claim(id)))
          .join(' '),
      },
    ],
    heritage: {
      title: t(m.heritage.title, { founded: String(company.founded) }),
      images: [
        {
          image: { src: workshopUrl, alt: t(m.heritage.workshopAlt), width: 720, height: 480 },
          caption: t(m.heritage.workshopCaption),
        },
        {
          image: { src: latheUrl, alt: t(m.heritage.latheAlt), width: 720, height: 480 },
          caption: t(m.heritage.latheCaption),
        },
      ],
    },
    process: {
      title: t(p.title),
      intro: t(p.intro),
      tracks: [
        {
          id: 'wood',
          title: t(p.wood),
          steps: [
            {
              id: 'selection',
              title: t(p.selectionTitle),
              description: t(p.selection, { woodMoisture: text.woodMoisture }),
            },
            {
              id: 'turning',
              title: t(p.turningTitle),
              description: t(p.turning, {
                handleLength: text.handleLength,
                handleDiameter: text.handleDiameter,
              }),
            },
            { id: 'finishing', title: t(p.finishingTitle), description: t(p.finishing) },
          ],
        },
        {
          id: 'brush',
          title: t(p.brush),
          steps: [
            { id: 'filling', title: t(p.fillingTitle), description: t(p.filling) },
            { id: 'trimming', title: t(p.trimmingTitle), description: t(p.trimming) },
            { id: 'assembly', title: t(p.assemblyTitle), description: t(p.assembly) },
          ],
        },
      ],
    },
    quality: {
      title: t(q.title),
      description: t(q.description),
      checks: [
        t(q.moisture, { woodMoisture: text.woodMoisture }),
        t(q.dimensions),
        t(q.retention),
        t(q.fit),
        t(q.finish),
        t(q.records),
      ],
    },
    facilities: {
      title: t(f.title, { locations: text.sites }),
      intro: t(f.intro),
      // One card per site of `company.sites`, in its order.
      items: company.sites.map(({ id }) => {
        const site = {
          basel: { id: 'switzerland', name: f.switzerland, role: f.switzerlandRole, text: f.switzerlandText },
          france: { id: 'france', name: f.france, role: f.franceRole, text: f.franceText },
          germany: { id: 'germany', name: f.germany, role: f.germanyRole, text: f.germanyText },
          'sri-lanka': { id: 'sri-lanka', name: f.sriLanka, role: f.sriLankaRole, text: f.sriLankaText },
        }[id];
        return {
          id: site.id,
          name: t(site.name),
          role: t(site.role),
          description: t(site.text, milestones),
        };
      }),
    },
    learnMore: { label: t(m.learnMore), href: '/manufacturing' },
    // SPEC §2: the section links to these pages on every page; on its own page through the banner.
    related,
    crossPromo: { title: t(m.crossPromo.title), text: t(m.crossPromo.text), links: related },
  };
};
