/** How settled a component is: `stable` is used on the site, documented and tested; `beta` may still change. */
export type Status = 'stable' | 'beta';

/** One tile of the landing page's gallery. */
export type GalleryItem = {
  /** The component's name as the sidebar shows it. */
  name: string;
  /** Where the tile leads: the component's docs page (`primitives-button`). */
  id: string;
  /** The story drawn as the tile's picture (`galleryPicture`). */
  picture: string;
  status: Status;
  /** One line on what it is for. */
  use: string;
};

/** The languages and themes a tile has a picture in: the toolbar's (issue 36 §4, designer review finding 4). */
export const galleryLocales = ['en', 'de', 'fr', 'it', 'es'] as const;
export const galleryThemes = ['brand', 'partner'] as const;

/** A tile's picture in a language and a theme, in `.storybook/static/gallery/`. */
export const galleryPicture = (
  picture: string,
  locale: (typeof galleryLocales)[number],
  theme: (typeof galleryThemes)[number],
) => `${picture}.${locale}.${theme}.jpg`;

/**
 * Every component of the library, for the landing page's gallery. The pictures are the stories drawn in
 * each language and theme, framed on what they show and reduced by `node scripts/gallery.ts` into
 * `.storybook/static/gallery/`; run it after a component's look changes.
 */
export const gallery: { group: string; items: GalleryItem[] }[] = [
  {
    group: 'Primitives',
    items: [
      {
        name: 'Button',
        id: 'primitives-button',
        picture: 'primitives-button--states',
        status: 'stable',
        use: 'Start an action',
      },
      {
        name: 'Link',
        id: 'primitives-link',
        picture: 'primitives-link--states',
        status: 'stable',
        use: 'Go to a page',
      },
      {
        name: 'TextField',
        id: 'primitives-textfield',
        picture: 'primitives-textfield--states',
        status: 'stable',
        use: 'One line of text',
      },
      {
        name: 'TextArea',
        id: 'primitives-textarea',
        picture: 'primitives-textarea--states',
        status: 'stable',
        use: 'A message',
      },
      {
        name: 'Select',
        id: 'primitives-select',
        picture: 'primitives-select--open',
        status: 'beta',
        use: 'One choice from a list',
      },
      {
        name: 'Checkbox',
        id: 'primitives-checkbox',
        picture: 'primitives-checkbox--states',
        status: 'beta',
        use: 'A yes or an agreement',
      },
      {
        name: 'RadioGroup',
        id: 'primitives-radiogroup',
        picture: 'primitives-radiogroup--states',
        status: 'beta',
        use: 'One of a few answers',
      },
      {
        name: 'Switch',
        id: 'primitives-switch',
        picture: 'primitives-switch--states',
        status: 'beta',
        use: 'A setting on or off',
      },
      {
        name: 'Tabs',
        id: 'primitives-tabs',
        picture: 'primitives-tabs--states',
        status: 'beta',
        use: 'Panels, one at a time',
      },
      {
        name: 'Accordion',
        id: 'primitives-accordion',
        picture: 'primitives-accordion--states',
        status: 'stable',
        use: 'Detail behind headers',
      },
      {
        name: 'LanguageMenu',
        id: 'primitives-languagemenu',
        picture: 'primitives-languagemenu--open',
        status: 'stable',
        use: 'Switch the language',
      },
      {
        name: 'Dialog',
        id: 'primitives-dialog',
        picture: 'primitives-dialog--open',
        status: 'beta',
        use: 'A short task or a question',
      },
      {
        name: 'Popover',
        id: 'primitives-popover',
        picture: 'primitives-popover--open',
        status: 'beta',
        use: 'A short text beside a button',
      },
      {
        name: 'Tooltip',
        id: 'primitives-tooltip',
        picture: 'primitives-tooltip--open',
        status: 'beta',
        use: 'A few words on hover or focus',
      },
      {
        name: 'Drawer',
        id: 'primitives-drawer',
        picture: 'primitives-drawer--open',
        status: 'stable',
        use: 'The menu on phones',
      },
      {
        name: 'Toast',
        id: 'primitives-toast',
        picture: 'primitives-toast--default',
        status: 'stable',
        use: 'Say what happened',
      },
      {
        name: 'Card',
        id: 'primitives-card',
        picture: 'primitives-card--tones',
        status: 'stable',
        use: 'Group one item',
      },
      {
        name: 'Badge',
        id: 'primitives-badge',
        picture: 'primitives-badge--tones',
        status: 'stable',
        use: 'Label a fact',
      },
      {
        name: 'Stat',
        id: 'primitives-stat',
        picture: 'primitives-stat--numbers-block',
        status: 'stable',
        use: 'A key figure',
      },
      {
        name: 'Image',
        id: 'primitives-image',
        picture: 'primitives-image--broken',
        status: 'stable',
        use: 'A content picture',
      },
      {
        name: 'Heading',
        id: 'primitives-heading',
        picture: 'primitives-heading--sizes',
        status: 'stable',
        use: 'Titles',
      },
      {
        name: 'Text',
        id: 'primitives-text',
        picture: 'primitives-text--tones',
        status: 'stable',
        use: 'Body text',
      },
      {
        name: 'Container',
        id: 'primitives-container',
        picture: 'primitives-container--sizes',
        status: 'stable',
        use: 'Page width',
      },
      {
        name: 'Grid',
        id: 'primitives-grid',
        picture: 'primitives-grid--playground',
        status: 'stable',
        use: 'Equal columns',
      },
      {
        name: 'Stack',
        id: 'primitives-stack',
        picture: 'primitives-stack--gaps',
        status: 'stable',
        use: 'Even spacing',
      },
      {
        name: 'Spinner',
        id: 'primitives-spinner',
        picture: 'primitives-spinner--sizes',
        status: 'stable',
        use: 'Working…',
      },
      {
        name: 'Loading',
        id: 'primitives-loading',
        picture: 'primitives-loading--with-spinner',
        status: 'stable',
        use: 'A page loads',
      },
      {
        name: 'SkipLink',
        id: 'primitives-skiplink',
        picture: 'primitives-skiplink--focus-with-keyboard',
        status: 'stable',
        use: 'Skip the header',
      },
      {
        name: 'Icons',
        id: 'primitives-icons',
        picture: 'primitives-icons--gallery',
        status: 'beta',
        use: 'The library’s icons',
      },
    ],
  },
  {
    group: 'Sections',
    items: [
      {
        name: 'Header',
        id: 'sections-header',
        picture: 'sections-header--desktop',
        status: 'beta',
        use: 'Logo, navigation, language',
      },
      {
        name: 'Hero',
        id: 'sections-hero',
        picture: 'sections-hero--no-video',
        status: 'stable',
        use: 'The home page’s opening',
      },
      {
        name: 'About',
        id: 'sections-about',
        picture: 'sections-about--home',
        status: 'stable',
        use: 'Who we are',
      },
      {
        name: 'Products',
        id: 'sections-products',
        picture: 'sections-products--home',
        status: 'beta',
        use: 'Product families',
      },
      {
        name: 'Manufacturing',
        id: 'sections-manufacturing',
        picture: 'sections-manufacturing--home',
        status: 'stable',
        use: 'How we make it',
      },
      {
        name: 'Sustainability',
        id: 'sections-sustainability',
        picture: 'sections-sustainability--home',
        status: 'stable',
        use: 'Pillars and figures',
      },
      {
        name: 'PrivateLabel',
        id: 'sections-privatelabel',
        picture: 'sections-privatelabel--home',
        status: 'stable',
        use: 'Services for partners',
      },
      {
        name: 'Contact',
        id: 'sections-contact',
        picture: 'sections-contact--compact',
        status: 'stable',
        use: 'Ways to reach us',
      },
      {
        name: 'ContactForm',
        id: 'sections-contactform',
        picture: 'sections-contactform--playground',
        status: 'stable',
        use: 'Send an enquiry',
      },
      {
        name: 'FAQ',
        id: 'sections-faq',
        picture: 'sections-faq--compact',
        status: 'stable',
        use: 'Questions and answers',
      },
      {
        name: 'CrossPromo',
        id: 'sections-crosspromo',
        picture: 'sections-crosspromo--playground',
        status: 'stable',
        use: 'Lead to related pages',
      },
      {
        name: 'Teaser',
        id: 'sections-teaser',
        picture: 'sections-teaser--default',
        status: 'stable',
        use: 'A band that leads to one page',
      },
      {
        name: 'Footer',
        id: 'sections-footer',
        picture: 'sections-footer--default',
        status: 'stable',
        use: 'Links and address',
      },
      {
        name: 'LegalNotice',
        id: 'sections-legalnotice',
        picture: 'sections-legalnotice--default',
        status: 'stable',
        use: 'Company details',
      },
      {
        name: 'Policy',
        id: 'sections-policy',
        picture: 'sections-policy--default',
        status: 'stable',
        use: 'Long legal text',
      },
      {
        name: 'NotFound',
        id: 'sections-notfound',
        picture: 'sections-notfound--default',
        status: 'stable',
        use: 'A missing page',
      },
      {
        name: 'SignInForm',
        id: 'sections-signinform',
        picture: 'sections-signinform--default',
        status: 'beta',
        use: 'Staff sign-in',
      },
      {
        name: 'EnquiryInbox',
        id: 'sections-enquiryinbox',
        picture: 'sections-enquiryinbox--inbox',
        status: 'stable',
        use: 'Staff read and answer enquiries',
      },
      {
        name: 'Section',
        id: 'sections-section',
        picture: 'sections-section--body',
        status: 'stable',
        use: 'Build a section of your own',
      },
      {
        name: 'SectionHeader',
        id: 'sections-sectionheader',
        picture: 'sections-sectionheader--with-picture',
        status: 'stable',
        use: 'Eyebrow, title and lead',
      },
    ],
  },
];
