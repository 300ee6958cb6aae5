import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect } from 'storybook/test';
import { Local, localized } from '../../stories/localized';
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
  decorators: [localized],
  args: {
    gap: 'md',
    direction: 'column',
    children: [
      <Item key="1">
        <Local>Recycled-plastic brushes</Local>
      </Item>,
      <Item key="2">
        <Local>Natural brushes</Local>
      </Item>,
      <Item key="3">
        <Local>Dustpans</Local>
      </Item>,
      <Item key="4">
        <Local>Wooden handles</Local>
      </Item>,
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
          <strong translate="no">gap="{gap}"</strong>
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
      <Button key="quote">
        <Local>Request a quote</Local>
      </Button>,
      <Button key="range" variant="outline" href="/products">
        <Local>View the range</Local>
      </Button>,
      <Button key="visit" variant="ghost" href="/manufacturing">
        <Local>Visit our factories</Local>
      </Button>,
    ],
  },
};

export const JustifyBetween: Story = {
  args: {
    direction: 'row',
    justify: 'between',
    align: 'center',
    children: [
      <Item key="title">
        <Local>Wooden handles</Local>
      </Item>,
      <Item key="length">60–180 cm</Item>,
    ],
  },
};

export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 'xs',
    children: [
      <li key="fsc">
        <Local>FSC- and PEFC-certified wood</Local>
      </li>,
      <li key="energy">
        <Local>Less energy per unit than in 2010</Local>
      </li>,
      <li key="waste">
        <Local>No production waste to landfill</Local>
      </li>,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
