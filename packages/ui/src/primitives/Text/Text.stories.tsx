import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Local, localized } from '../../stories/localized';
import { vars } from '../../theme/contract.css';
import { Text, textAligns, textElements, textSizes, textTones, textWeights } from './Text';

const paragraph =
  'Our recycled-plastic brushes have bodies moulded from post-consumer plastics, bristles of natural fibre ' +
  'and handles of beech. Head and handle screw together, so either can be replaced on its own.';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  // The designer's page is Text.mdx.
  tags: ['!autodocs'],
  decorators: [localized],
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
      <Text tone="default">
        <Local>Default: handle length 60–180 cm.</Local>
      </Text>
      <Text tone="muted">
        <Local>Muted: diameter 23.5–28 mm.</Local>
      </Text>
      <Text tone="accent">
        <Local>Accent: 100% certified wood.</Local>
      </Text>
      <Text tone="danger">
        <Local>Danger: this product is no longer available.</Local>
      </Text>
      <div style={{ background: vars.color.inverse, padding: vars.space.md, borderRadius: vars.radius.md }}>
        <Text tone="inverse">
          <Local>Inverse: shipping by barge on the Rhine.</Local>
        </Text>
      </div>
    </div>
  ),
};

export const Weights: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xs }}>
      {textWeights.map((weight) => (
        <Text key={weight} weight={weight}>
          <span translate="no">{weight}</span>: <Local>wood moisture checked at 8–12%</Local>
        </Text>
      ))}
    </div>
  ),
};

export const InlineElements: Story = {
  render: () => (
    <Text size="lg">
      <Local>We ship to</Local>{' '}
      <Text as="strong">
        <Local>over a dozen countries</Local>
      </Text>{' '}
      <Local>from our warehouse by the Rhine.</Local>{' '}
      <Text as="small" tone="muted">
        <Local>(Lead times on request.)</Local>
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
