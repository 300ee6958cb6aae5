import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { local, localArgs, localized } from '../../stories/localized';
import { samplePicture } from '../../stories/samplePicture';
import { TeaserGroup, type TeaserGroupItem } from './TeaserGroup';
import { TeaserSection } from './TeaserSection';

/** The manufacturing page's teaser, in the sample's English: the single stories' and the group's first. */
const manufacturing: TeaserGroupItem = {
  id: 'manufacturing',
  eyebrow: 'Manufacturing',
  title: 'Automated lines, skilled hands',
  text: 'We make more than 2.3 million products a month and check every batch against its specification before it leaves the plant.',
  picture: samplePicture,
  link: { label: 'How we manufacture', href: '/manufacturing' },
};

const meta = {
  title: 'Sections/Teaser',
  decorators: [localized],
  component: TeaserSection,
  args: {
    ...manufacturing,
    tone: 'default',
    reverse: false,
    headingLevel: 2,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'muted'] },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '**When to use.** On a page that leads to others (the home page): one teaser per page, a few words and a clear link, instead of repeating the page in full. Stack them, alternating `tone` and `reverse` for a zigzag.',
          '**When not to use.** For the page itself (use its section), or for a list of many small links (use the footer or a card grid).',
          '**Anatomy.** Eyebrow (the page’s name), title (one short line), one or two sentences, the link (outline button with an arrow), and the page’s picture beside the text from `md` up — above it on phones, at most 20rem wide.',
          '**Content guidelines.** Title under 50 characters; text one or two sentences, factual; the link says where it goes ("How we manufacture", not "Click here").',
          '**Accessibility.** Each teaser is a region named by its title (`aria-labelledby`), with the anchor of the page’s section (`id`). A picture that only sets the mood has `alt: ""`.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof TeaserSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text on the start side, picture on the end side: a region named by its title, with one link to the page. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: local(args.title) });
    await expect(region).toHaveAttribute('id', args.id);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(local(args.title));
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', args.link.href);
  },
};

/** The picture on the start side (`reverse`), on a muted band: the next teaser down a page. */
export const Reversed: Story = {
  args: { reverse: true, tone: 'muted' },
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('picture') as HTMLElement;
    const heading = canvasElement.querySelector('h2') as HTMLElement;
    if (window.innerWidth >= 768)
      await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(
        heading.getBoundingClientRect().left,
      );
  },
};

/** On a phone the picture comes first, above the text, and the teaser stays about one screen tall. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('picture') as HTMLElement;
    const heading = canvasElement.querySelector('h2') as HTMLElement;
    await expect(picture.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      heading.getBoundingClientRect().top,
    );
  },
};

/** Three teasers for a group, in the sample's English (each shown in the toolbar's language). */
const groupTeasers: TeaserGroupItem[] = [
  manufacturing,
  {
    id: 'sustainability',
    eyebrow: 'Sustainability',
    title: 'Local wood',
    text: 'Beech and ash from forests within a hundred kilometres of our joinery, all FSC certified.',
    picture: samplePicture,
    link: { label: 'Our commitments', href: '/sustainability' },
  },
  {
    id: 'private-label',
    eyebrow: 'Private label',
    title: 'Your brand, made by us',
    text: 'We develop and make brushes and wooden parts under your brand, from the first sample to regular deliveries.',
    picture: samplePicture,
    link: { label: 'How private label works', href: '/private-label' },
  },
];

/** `TeaserGroup` with the group's teasers in the toolbar's language. */
const renderGroup = () => <TeaserGroup teasers={localArgs(groupTeasers)} />;

/**
 * `TeaserGroup`: three teasers side by side in one band (a home page's shorter rhythm after its main
 * bands), each a region named by its title with its anchor, the links level at the columns' feet.
 */
export const Group: Story = {
  render: renderGroup,
  play: async ({ canvas, canvasElement }) => {
    for (const teaser of groupTeasers) {
      const region = canvas.getByRole('region', { name: local(teaser.title) });
      await expect(region).toHaveAttribute('id', teaser.id);
      await expect(within(region).getByRole('link')).toHaveAttribute('href', teaser.link.href);
    }
    if (window.innerWidth >= 768) {
      // Teasers that share a row (three, or two and one where the row is too narrow for three) have their
      // links level at the row's foot, however long each text runs in this language.
      const rows = new Map<number, Set<number>>();
      for (const section of canvasElement.querySelectorAll('section')) {
        const row = Math.round(section.getBoundingClientRect().top);
        const link = section.querySelector('a')?.getBoundingClientRect();
        rows.set(row, (rows.get(row) ?? new Set()).add(Math.round(link?.top ?? Number.NaN)));
      }
      for (const tops of rows.values()) await expect(tops.size).toBe(1);
    }
  },
};

/** On a phone the group is a list: each picture small beside its text, a hairline between, about half a screen each. */
export const GroupOnPhone: Story = {
  render: renderGroup,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const sections = [...canvasElement.querySelectorAll('section')];
    for (const section of sections) {
      const picture = section.querySelector('picture, img') as HTMLElement;
      const heading = section.querySelector('h2') as HTMLElement;
      await expect(picture.getBoundingClientRect().right).toBeLessThanOrEqual(
        heading.getBoundingClientRect().left,
      );
      await expect(section.getBoundingClientRect().height).toBeLessThan(0.6 * window.innerHeight);
    }
  },
};
