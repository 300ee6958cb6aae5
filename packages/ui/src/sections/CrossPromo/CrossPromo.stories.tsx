import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CrossPromo } from './CrossPromo';

const meta = {
  title: 'Sections/CrossPromo',
  component: CrossPromo,
  args: {
    title: 'See how it is made',
    text: 'From Swiss and Sri Lankan plants to your shelf: our machinery, our quality checks and our certified wood.',
    links: [
      { label: 'Manufacturing', href: '/manufacturing' },
      { label: 'Sustainability', href: '/sustainability' },
    ],
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'Ends a section on its own page (the `crossPromotion` flag) with links to related pages. ' +
          'On the home page sections show a single "learn more" link instead.',
      },
    },
  },
} satisfies Meta<typeof CrossPromo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SingleLink: Story = {
  args: { links: [{ label: 'Contact us', href: '/contact' }] },
};

export const LinksAreNamed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'See how it is made' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manufacturing' })).toHaveAttribute(
      'href',
      '/manufacturing',
    );
    await expect(canvas.getByRole('link', { name: 'Sustainability' })).toHaveAttribute(
      'href',
      '/sustainability',
    );
  },
};
