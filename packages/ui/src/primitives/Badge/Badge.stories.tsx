import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Local, local, localized } from '../../stories/localized';
import { vars } from '../../theme/contract.css';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  // The designer's page is Badge.mdx.
  tags: ['!autodocs'],
  decorators: [localized],
  args: { children: 'FSC', tone: 'neutral' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    children: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A small pill that labels something: a certification (FSC, PEFC, EUDR), a material, a status. ' +
          'Keep it to one to three words. It is not interactive: for a filter or a removable tag, use a ' +
          'button; for a count or a number with its meaning, use `Stat`.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          <span translate="no">{tone}</span>
        </Badge>
      ))}
    </div>
  ),
};

export const ProductFacts: Story = {
  render: () => (
    <ul
      aria-label={local('Product facts')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: vars.space.xs,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      <li>
        <Badge tone="accent">
          <Local>New</Local>
        </Badge>
      </li>
      <li>
        <Badge tone="accent">
          <Local>Beech</Local>
        </Badge>
      </li>
      <li>
        <Badge tone="secondary">
          <Local>Made to order</Local>
        </Badge>
      </li>
      <li>
        <Badge tone="success">
          <Local>In stock</Local>
        </Badge>
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const tones = canvas
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.getAttribute('data-tone'));
    await expect(tones).toContain('accent');
  },
};

export const Danger: Story = {
  args: { tone: 'danger', children: 'Discontinued' },
};

export const LongLabel: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '12rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { tone: 'secondary', children: 'Available in custom lengths, diameters and finishes' },
};
