import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Local, localized } from '../../stories/localized';
import { Card } from '../Card/Card';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Grid, gridElements, gridGaps } from './Grid';

const categories = [
  { name: 'Recycled-plastic brushes', text: 'Bodies from post-consumer plastics, recyclable again.' },
  { name: 'Natural brushes', text: 'Tampico, horsehair and coconut fibres on certified wood.' },
  { name: 'Dustpans', text: 'Sturdy sets with rubber lips that sweep up every crumb.' },
  { name: 'Wooden handles', text: 'Lengths of 60–180 cm, 23.5–28 mm thick, FSC and PEFC beech.' },
  { name: 'Wood components', text: 'Turned and milled parts in custom dimensions and finishes.' },
  { name: 'Private label', text: 'Your brand on our products, from first sample to delivery.' },
];

const cards = categories.map((category) => (
  <Card key={category.name} as="li">
    <Heading level={3} size="lg">
      <Local>{category.name}</Local>
    </Heading>
    <Text size="sm" tone="muted">
      <Local>{category.text}</Local>
    </Text>
  </Card>
));

const meta = {
  title: 'Primitives/Grid',
  component: Grid,
  // The designer's page is Grid.mdx.
  tags: ['!autodocs'],
  decorators: [localized],
  args: { as: 'ul', columns: 3, gap: 'lg', 'aria-label': 'Product categories', children: cards },
  argTypes: {
    gap: { control: 'select', options: gridGaps },
    as: { control: 'inline-radio', options: gridElements },
    columns: { control: 'object' },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A responsive grid of equal columns for cards, products and facilities. Give `columns` a number ' +
          '(that many on desktops, fewer on tablets, one on phones) or per breakpoint: `{ base: 1, md: 2, ' +
          'lg: 4 }`. Use `as="ul"` when the cells are a list. For a single row or column, use `Stack`.',
      },
    },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ColumnsPerBreakpoint: Story = {
  args: { columns: { base: 2, md: 3, lg: 6 }, gap: 'md' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    const columns = getComputedStyle(canvas.getByRole('list')).gridTemplateColumns.split(' ');
    await expect(columns.length).toBeGreaterThanOrEqual(2);
  },
};

export const TwoColumns: Story = {
  args: { columns: 2, children: cards.slice(0, 4) },
};

export const TightGap: Story = {
  args: { columns: 4, gap: 'xs' },
};
