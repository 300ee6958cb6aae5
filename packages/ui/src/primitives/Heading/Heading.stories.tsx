import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Local, local, localized } from '../../stories/localized';
import { vars } from '../../theme/contract.css';
import { Heading, headingLevels, headingSizes, headingTones } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  // The designer's page is Heading.mdx.
  tags: ['!autodocs'],
  decorators: [localized],
  args: { level: 2, children: 'Brushes and brooms for every room, with handles of turned beech' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'select', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
    children: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Page and section titles in the heading typeface. Choose `level` for the document outline (one ' +
          '`h1` per page, no skipped levels) and `size` for the look, independently: a card title can be an ' +
          '`h3` at size `lg`. Give `id` to make it an anchor target. For body copy use `Text`.',
      },
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Levels: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          h{level}: <Local>Wooden handles from FSC-certified beech</Local>
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toBeInTheDocument();
    }
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          <span translate="no">{size}</span>: <Local>Millions of units a year</Local>
        </Heading>
      ))}
    </div>
  ),
};

export const SizeIndependentOfLevel: Story = {
  args: { level: 1, size: 'lg', children: 'Legal notice' },
  play: async ({ args, canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: local(args.children) });
    await expect(heading).toHaveAttribute('data-size', 'lg');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.md }}>
      <Heading level={2} tone="default">
        <Local>Sustainability in every bristle</Local>
      </Heading>
      <Heading level={2} tone="accent">
        <Local>Sustainability in every bristle</Local>
      </Heading>
      <div style={{ background: vars.color.inverse, padding: vars.space.lg, borderRadius: vars.radius.md }}>
        <Heading level={2} tone="inverse">
          <Local>Sustainability in every bristle</Local>
        </Heading>
      </div>
    </div>
  ),
};

export const AnchorTarget: Story = {
  args: { level: 2, id: 'recycled-brushes', children: 'Recycled-plastic brushes' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: local(args.children) })).toHaveAttribute(
      'id',
      'recycled-brushes',
    );
  },
};

export const LongTitle: Story = {
  args: {
    level: 1,
    size: 'display',
    children: 'Private-label brushes, brooms and dustpans for retailers and wholesalers since 1993',
  },
};
