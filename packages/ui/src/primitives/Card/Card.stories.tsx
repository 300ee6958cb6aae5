import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Card, cardElements, cardTones } from './Card';

const RecycledBrushes = () => (
  <>
    <Heading level={3} size="lg" id="card-recycled">
      Recycled brushes
    </Heading>
    <Text>
      Bodies moulded from post-consumer plastics, filled with natural or recycled fibres. Durable in daily use
      and recyclable again at the end of their life.
    </Text>
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }}>
      <Badge tone="accent">100% recycled body</Badge>
      <Badge tone="secondary">FSC</Badge>
    </div>
  </>
);

const meta = {
  title: 'Primitives/Card',
  component: Card,
  // The designer's page is Card.mdx.
  tags: ['!autodocs'],
  args: { tone: 'raised', children: <RecycledBrushes /> },
  argTypes: {
    as: { control: 'inline-radio', options: cardElements },
    tone: { control: 'inline-radio', options: cardTones },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A bordered, rounded surface that groups the content of one item: a product category, a service, ' +
          'a facility. Its children are spaced in a column. Use `as="article"` for self-contained items and ' +
          '`as="li"` inside a list; `interactive` when the card holds the link it leads to. Not a button: put ' +
          'the link or action inside. For page sections use `Container`.',
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '24rem' }}>
    <Story />
  </div>
);

export const Playground: Story = { decorators: [narrow] };

export const Tones: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: vars.space.lg,
        gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
      }}
    >
      {cardTones.map((tone) => (
        <Card key={tone} {...args} tone={tone}>
          <Heading level={3} size="lg">
            {tone}
          </Heading>
          <Text>Handles 60–180 cm long, 23.5–28 mm thick, moisture checked at 8–12%.</Text>
        </Card>
      ))}
    </div>
  ),
};

export const Interactive: Story = {
  decorators: [narrow],
  args: {
    as: 'article',
    interactive: true,
    'aria-labelledby': 'card-handles',
    children: (
      <>
        <Heading level={3} size="lg" id="card-handles">
          Wooden handles
        </Heading>
        <Text>Beech and ash handles from certified forests, turned and finished in our own lines.</Text>
        <div>
          <Button variant="link" href="/products#wooden-handles">
            See the handles
          </Button>
        </div>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card).toHaveAccessibleName();
    await expect(card).toHaveAttribute('data-interactive', 'true');
    await expect(within(card).getByRole('link')).toHaveAttribute('href', '/products#wooden-handles');
  },
};

export const AsListItems: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gap: vars.space.lg,
        gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
        margin: 0,
        padding: 0,
      }}
    >
      {['Switzerland (headquarters)', 'France', 'Germany', 'Sri Lanka'].map((site) => (
        <Card key={site} as="li" tone="muted">
          <Heading level={3} size="md">
            {site}
          </Heading>
          <Text size="sm" tone="muted">
            Production location
          </Text>
        </Card>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const LongContent: Story = {
  decorators: [narrow],
  args: {
    children: (
      <>
        <Heading level={3} size="lg">
          Natural-fibre brushes with handles of FSC- and PEFC-certified European beech
        </Heading>
        <Text>
          Tampico, union fibre, horsehair and coconut fibres, set by our brush-filling machines in Sri Lanka
          and finished in Switzerland. Available with custom dimensions, finishes and private-label branding.
        </Text>
      </>
    ),
  },
};
