import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { shown } from '../../stories/messages';
import { crossPromoSample } from '../../stories/sample/products';
import { sampleStory } from '../../stories/sectionStory';
import { sourceSample } from '../../stories/useSample';
import { CrossPromo, type CrossPromoProps } from './CrossPromo';

const meta = {
  title: 'Sections/CrossPromo',
  ...sampleStory(CrossPromo, crossPromoSample),
  // The designer's page is CrossPromo.mdx.
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CrossPromo>;

export default meta;
type Story = StoryObj<CrossPromoProps>;

/** The banner as the Products page ends: the invitation, the main action filled, the second outlined. */
export const Playground: Story = {};

/** One link only: the main action alone. */
export const SingleLink: Story = { args: { links: sourceSample(crossPromoSample).links.slice(0, 1) } };

/** The banner is a complementary landmark named by its title; each link is named by its label. */
export const LinksAreNamed: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const content = shown(crossPromoSample);
    await expect(canvas.getByRole('complementary', { name: content.title })).toBeVisible();
    for (const link of content.links) {
      await expect(canvas.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
  },
};
