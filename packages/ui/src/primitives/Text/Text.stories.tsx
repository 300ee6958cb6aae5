import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Text, textAligns, textElements, textSizes, textTones, textWeights } from './Text';

const paragraph =
  'Our recycled brushes turn post-consumer plastics into durable bodies, paired with natural fibre ' +
  'bristles and handles of FSC certified beech. Every brush is designed to be taken apart and recycled again.';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  // The designer's page is Text.mdx.
  tags: ['!autodocs'],
  args: { children: paragraph },
  argTypes: {
    as: { control: 'inline-radio', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAligns },
    children: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Body copy in the theme’s sizes, tones and weights: paragraphs, lead text, captions, fine print. ' +
          'Renders a `p` by default; use `span`, `strong` or `small` inside other text. The `default` tone ' +
          'inherits the surrounding colour, so text reads on any surface. For titles use `Heading`.',
      },
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md, maxWidth: vars.size.prose }}>
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <Text tone="default">Default: handle length 60–180 cm.</Text>
      <Text tone="muted">Muted: diameter 23.5–28 mm.</Text>
      <Text tone="accent">Accent: 100% certified wood.</Text>
      <Text tone="danger">Danger: this product is no longer available.</Text>
      <div style={{ background: vars.color.inverse, padding: vars.space.md, borderRadius: vars.radius.md }}>
        <Text tone="inverse">Inverse: carbon-offset shipping by Rhine barge.</Text>
      </div>
    </div>
  ),
};

export const Weights: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xs }}>
      {textWeights.map((weight) => (
        <Text key={weight} weight={weight}>
          {weight}: wood moisture checked at 8–12%
        </Text>
      ))}
    </div>
  ),
};

export const InlineElements: Story = {
  render: () => (
    <Text size="lg">
      We ship to <Text as="strong">12+ countries</Text> from our warehouse by the Rhine.{' '}
      <Text as="small" tone="muted">
        (Lead times on request.)
      </Text>
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const strong = canvasElement.querySelector('strong');
    await expect(strong).not.toBeNull();
    await expect(strong).not.toHaveAttribute('data-size');
  },
};

export const Centred: Story = {
  args: { align: 'center', size: 'lg', tone: 'muted', children: 'Over 30 years of brush making.' },
};
