import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PolicySection } from './PolicySection';
import type { PolicySectionContent } from './types';

/** A short privacy notice of a fictional partner shop: the section knows nothing of the brand's copy. */
const notice: PolicySectionContent = {
  title: 'Privacy notice',
  lead: 'How Alpenhaus Home handles personal data on this website, and what your rights are.',
  updated: 'Last updated: 24 November 2026',
  contentsLabel: 'Contents',
  parts: [
    {
      id: 'responsible',
      heading: 'Who is responsible',
      paragraphs: [
        'Alpenhaus Home GmbH, Seestrasse 4, 8002 Zürich, Switzerland, is responsible for the processing described here.',
        'For any question about your data, write to privacy@alpenhaus.example.',
      ],
    },
    {
      id: 'browser-storage',
      heading: 'What your browser stores',
      paragraphs: ['We set no cookies. The site keeps only what it needs to work:'],
      items: ['Your language choice, until you delete it.', 'Your unsent message, while the tab is open.'],
      after: 'Nothing of this tracks you, so no consent banner is needed.',
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'You may ask what data we hold about you, have it corrected or deleted, object to its processing and receive it in a common format.',
        'You may also complain to the Federal Data Protection and Information Commissioner (FDPIC).',
      ],
    },
  ],
};

const meta = {
  title: 'Sections/Policy',
  component: PolicySection,
  args: { ...notice, id: 'privacy', subtitle: true, headingLevel: 1 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A long legal text as a page of its own — a privacy notice, terms of use. The title, a short ' +
          'introduction, the date of the current version, a table of contents whose entries jump to each part, ' +
          'then the parts: a heading, paragraphs and, where useful, a bulleted list. Lines stay at a ' +
          'comfortable reading length on wide screens. The text is content: the brand site and a partner ' +
          'site each pass their own.',
      },
    },
  },
} satisfies Meta<typeof PolicySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page: title, introduction, version line, contents, three parts. */
export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Without a contents label there is no table of contents; without `subtitle`, no introduction. */
export const Plain: Story = { args: { contentsLabel: undefined, subtitle: false, updated: undefined } };

/** The outline: the title an `h1`, each part an `h2`, the list as a list, each part labelled by its heading. */
export const Outline: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy notice');
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Who is responsible',
      'What your browser stores',
      'Your rights',
    ]);
    await expect(canvas.getByText('Last updated: 24 November 2026')).toBeVisible();
    const rights = canvasElement.querySelector('section#your-rights');
    await expect(rights).toHaveAccessibleName('Your rights');
    const storage = canvasElement.querySelector('section#browser-storage') as HTMLElement;
    await expect(within(storage).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(storage).getByText(/no consent banner/)).toBeVisible();
  },
};

/** The contents: one link per part, in order, each to the anchor of its part (the browser does the jump). */
export const Contents: Story = {
  play: async ({ canvas, canvasElement }) => {
    const contents = canvas.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#responsible',
      '#browser-storage',
      '#your-rights',
    ]);
    for (const link of links) {
      const target = canvasElement.querySelector(link.getAttribute('href') ?? '');
      await expect(target).toHaveAccessibleName(link.textContent ?? '');
    }
  },
};

/** As a section under another page's `h1`: the title an `h2`, the parts `h3`. */
export const AsSection: Story = {
  args: { headingLevel: 2, contentsLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

/** Plain: no contents, no introduction, no version line — only the title and the parts. */
export const PlainOutline: Story = {
  ...Plain,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Last updated/)).not.toBeInTheDocument();
    await expect(canvas.queryByText(/How Alpenhaus Home handles/)).not.toBeInTheDocument();
  },
};
