/**
 * The brand's drawings, for the designers' inventory in Storybook (Assets/Illustrations): what each shows,
 * its kind and where the site uses it. Plain data, read by `Illustrations.mdx`; `scripts/illustrations.test.ts` holds
 * it to the folder (every drawing listed, nothing listed that is not there) and to the section modules that
 * import each drawing, so the page cannot drift from the site.
 */

/** How a drawing is used, and so how it is drawn. */
export type IllustrationKind =
  /** A page header's mood picture, 480 × 360, decorative (`alt: ''`): says nothing the title does not. */
  | 'header'
  /** A product family's picture on its card, 214 × 176, on a plain ground, with its alt text. */
  | 'product'
  /** A picture beside a section's text (a pillar, a teaser, the heritage gallery), with its alt text. */
  | 'section'
  /** The hero's poster: 16 : 9, behind the hero's text, calm where the text sits. */
  | 'poster'
  /** The logo mark, 64 × 64. */
  | 'mark';

export type Illustration = {
  /** The file in this folder. */
  file: string;
  /** Width and height as drawn (the SVG's own size). */
  size: readonly [number, number];
  kind: IllustrationKind;
  /** What it shows, for a designer choosing one. */
  shows: string;
  /** The section modules (`src/sections/<name>.ts`) that import it. */
  usedIn: readonly string[];
};

export const illustrations: readonly Illustration[] = [
  {
    file: 'logo.svg',
    size: [64, 64],
    kind: 'mark',
    shows: 'The brush-and-wood mark beside the wordmark',
    usedIn: ['navigation'],
  },
  {
    file: 'hero-poster.svg',
    size: [1600, 900],
    kind: 'poster',
    shows: 'Brushes, a broom, a dustpan and wooden handles on an oak workbench',
    usedIn: ['hero'],
  },
  {
    file: 'products-range.svg',
    size: [480, 360],
    kind: 'header',
    shows: 'The range on two shelves',
    usedIn: ['home', 'products'],
  },
  {
    file: 'recycled-brush.svg',
    size: [214, 176],
    kind: 'product',
    shows: 'A green broom of recycled plastic with a wooden handle',
    usedIn: ['homeProducts', 'products'],
  },
  {
    file: 'natural-brush.svg',
    size: [214, 176],
    kind: 'product',
    shows: 'A scrubbing brush of natural fibres on a wooden body',
    usedIn: ['homeProducts', 'products'],
  },
  {
    file: 'dustpan.svg',
    size: [214, 176],
    kind: 'product',
    shows: 'A green dustpan with its hand brush',
    usedIn: ['homeProducts', 'products'],
  },
  {
    file: 'wooden-handles.svg',
    size: [214, 176],
    kind: 'product',
    shows: 'Four wooden handles, one with a threaded tip',
    usedIn: ['homeProducts', 'products'],
  },
  {
    file: 'wood-components.svg',
    size: [214, 176],
    kind: 'product',
    shows: 'Turned wood components: a spindle, dowels, a knob, a disc',
    usedIn: ['homeProducts', 'products'],
  },
  {
    file: 'about-basel-rhine.svg',
    size: [480, 360],
    kind: 'section',
    shows: 'The workshop on the Rhine, forest around it, a barge on the river',
    usedIn: ['about', 'home'],
  },
  {
    file: 'manufacturing-line.svg',
    size: [480, 360],
    kind: 'header',
    shows: 'A production line with brush heads and timber',
    usedIn: ['home', 'manufacturing'],
  },
  {
    file: 'manufacturing-workshop.svg',
    size: [720, 480],
    kind: 'section',
    shows: 'A workbench with a finished brush, a broom head and a row of wooden handles',
    usedIn: ['manufacturing'],
  },
  {
    file: 'manufacturing-lathe.svg',
    size: [720, 480],
    kind: 'section',
    shows: 'A wood lathe turning a handle, shavings curling off the blade',
    usedIn: ['manufacturing'],
  },
  {
    file: 'private-label-boxes.svg',
    size: [480, 360],
    kind: 'header',
    shows: "Boxes with the partner's label and a brush",
    usedIn: ['home', 'privateLabel'],
  },
  {
    file: 'sustainability-growth.svg',
    size: [480, 360],
    kind: 'header',
    shows: 'A young tree beside a forest on the Rhine',
    usedIn: ['home', 'sustainability'],
  },
  {
    file: 'sustainability-forest.svg',
    size: [600, 400],
    kind: 'section',
    shows: 'A managed forest, young trees among mature ones',
    usedIn: ['sustainability'],
  },
  {
    file: 'sustainability-factory.svg',
    size: [600, 400],
    kind: 'section',
    shows: 'A factory with a saw-tooth roof among trees',
    usedIn: ['sustainability'],
  },
  {
    file: 'sustainability-barge.svg',
    size: [600, 400],
    kind: 'section',
    shows: 'A cargo barge on the Rhine passing a warehouse on the bank',
    usedIn: ['sustainability'],
  },
  {
    file: 'contact.svg',
    size: [640, 480],
    kind: 'header',
    shows: 'A workshop desk with a sealed letter, notes and a brush; brushes on a wooden rail',
    usedIn: ['contact'],
  },
  {
    file: 'legal-document.svg',
    size: [480, 360],
    kind: 'header',
    shows: 'A signed company register entry with a seal and a pen',
    usedIn: ['legal', 'proof'],
  },
  {
    file: 'privacy-shield.svg',
    size: [480, 360],
    kind: 'header',
    shows: 'A website form behind a shield with a padlock',
    usedIn: ['privacy'],
  },
];

/** What each kind is for, as the inventory page explains it. */
export const kindNotes: Record<IllustrationKind, string> = {
  header:
    "A page header's picture: sets the mood beside the title, decorative (no alt text), 480 × 360, shown from 1,024 px beside the title and under it on phones.",
  product:
    "A product family's card: the object alone on a plain ground, 214 × 176, with an alt text that names the product.",
  section:
    'Beside a section’s text (a sustainability pillar, the heritage gallery, the about page): shows what the text says, with an alt text.',
  poster:
    "The hero's poster: 16 : 9, calm where the title sits, shown until the video plays (or instead of it).",
  mark: 'The logo mark: beside the wordmark in the header and the footer, never alone and never recoloured.',
};
