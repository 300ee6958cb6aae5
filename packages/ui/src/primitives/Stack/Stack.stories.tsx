import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button/Button';
import { Stack, stackAligns, stackDirections, stackElements, stackGaps, stackJustifies } from './Stack';

const box: CSSProperties = {
  padding: vars.space.sm,
  background: vars.color.accentSubtle,
  color: vars.color.onAccentSubtle,
  borderRadius: vars.radius.sm,
};

const Item = ({ children }: { children: ReactNode }) => <div style={box}>{children}</div>;

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  // The designer's page is Stack.mdx.
  tags: ['!autodocs'],
  args: {
    gap: 'md',
    direction: 'column',
    children: [
      <Item key="1">Recycled brushes</Item>,
      <Item key="2">Natural brushes</Item>,
      <Item key="3">Dustpans</Item>,
      <Item key="4">Wooden handles</Item>,
    ],
  },
  argTypes: {
    gap: { control: 'select', options: stackGaps },
    direction: { control: 'inline-radio', options: stackDirections },
    align: { control: 'inline-radio', options: stackAligns },
    justify: { control: 'inline-radio', options: stackJustifies },
    as: { control: 'select', options: stackElements },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spaces its children evenly in a column (default) or a row, with a gap from the theme’s space ' +
          'scale, so children need no margins. Use it for the vertical rhythm inside a card or section and ' +
          'for rows of buttons or badges (`direction="row" wrap`). For two-dimensional layouts with columns ' +
          'use `Grid`; for page width use `Container`.',
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Gaps: Story = {
  render: (args) => (
    <Stack gap="lg">
      {(['xs', 'md', 'xl'] as const).map((gap) => (
        <Stack key={gap} gap="xxs">
          <strong>gap="{gap}"</strong>
          <Stack {...args} gap={gap} direction="row" />
        </Stack>
      ))}
    </Stack>
  ),
};

export const RowOfActions: Story = {
  args: {
    direction: 'row',
    wrap: true,
    gap: 'sm',
    align: 'center',
    children: [
      <Button key="quote">Request a quote</Button>,
      <Button key="range" variant="outline" href="/products">
        View the range
      </Button>,
      <Button key="visit" variant="ghost" href="/manufacturing">
        Visit our factories
      </Button>,
    ],
  },
};

export const JustifyBetween: Story = {
  args: {
    direction: 'row',
    justify: 'between',
    align: 'center',
    children: [<Item key="title">Wooden handles</Item>, <Item key="length">60–180 cm</Item>],
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'xs',
    children: [
      <li key="fsc">FSC- and PEFC-certified wood</li>,
      <li key="energy">65% less energy per unit than in 2010</li>,
      <li key="waste">No production waste to landfill</li>,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
