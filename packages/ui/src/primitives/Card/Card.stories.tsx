import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Local } from '../../stories/localized';
import { vars } from '../../theme/contract.css';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { Card, cardElements, cardTones } from './Card';

const RecycledBrushes = () => (
  <>
    <Heading level={3} size="lg" id="card-recycled">
      <Local>Recycled-plastic brushes</Local>
    </Heading>
    <Text>
      <Local>
        Bodies moulded from post-consumer plastics, filled with natural fibres or recycled PET. Durable in
        daily use and recyclable again at the end of their life.
      </Local>
    </Text>
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }}>
      <Badge tone="accent">
        <Local>Body of recycled plastic</Local>
      </Badge>
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
            <span translate="no">{tone}</span>
          </Heading>
          <Text>
            <Local>Handles 60–180 cm long, 23.5–28 mm thick, moisture checked at 8–12%.</Local>
          </Text>
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
          <Local>Wooden handles</Local>
        </Heading>
        <Text>
          <Local>Beech and ash handles from certified forests, turned and finished in our own lines.</Local>
        </Text>
        <div>
          <Button variant="link" href="/products#wooden-handles">
            <Local>See the handles</Local>
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
            <Local>{site}</Local>
          </Heading>
          <Text size="sm" tone="muted">
            <Local>Production location</Local>
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
          <Local>Natural-fibre brushes with handles of FSC- and PEFC-certified European beech</Local>
        </Heading>
        <Text>
          <Local>
            Tampico, union fibre, horsehair and coconut fibres, set by our brush-filling machines in Sri Lanka
            and finished in Switzerland. Available with custom dimensions, finishes and private-label
            branding.
          </Local>
        </Text>
      </>
    ),
  },
};
