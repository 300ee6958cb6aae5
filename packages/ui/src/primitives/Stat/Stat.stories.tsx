import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { local, localized } from '../../stories/localized';
import { vars } from '../../theme/contract.css';
import { Stat, StatList, statListColumns, statTones } from './Stat';

const meta = {
  title: 'Primitives/Stat',
  component: Stat,
  // The designer's page is Stat.mdx.
  tags: ['!autodocs'],
  decorators: [localized],
  args: { value: '27M+', label: 'units a year', tone: 'default' },
  argTypes: {
    tone: { control: 'inline-radio', options: statTones },
    value: { control: 'text' },
    label: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A key figure and what it counts ("27M+ units a year"), in a `StatList` (`<dl>`): the label is the ' +
          'term, the figure its definition, and the figure is shown large above it. Use it for the company’s ' +
          'numbers blocks; not for prices or data tables, and not for a single inline number in a sentence.',
      },
    },
  },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A `Stat` is only valid inside a `StatList`, so single-stat stories render in one. */
const inList: Decorator = (Story) => (
  <StatList columns={2}>
    <Story />
  </StatList>
);

export const Playground: Story = { decorators: [inList] };

const companyFigures = [
  { value: '30+', label: 'years of experience' },
  { value: '27M+', label: 'units a year' },
  { value: '24', label: 'wood-turning lathes' },
  { value: '100%', label: 'certified wood' },
];

export const NumbersBlock: Story = {
  render: () => (
    <StatList>
      {companyFigures.map((figure) => (
        <Stat key={figure.label} value={figure.value} label={local(figure.label)} />
      ))}
    </StatList>
  ),
  play: async ({ canvas }) => {
    const [figure] = companyFigures;
    const label = canvas.getByText(local(figure?.label));
    await expect(label.closest('dl')).not.toBeNull();
    await expect(label.tagName).toBe('DT');
    await expect(canvas.getByText(String(figure?.value)).tagName).toBe('DD');
  },
};

export const Inverse: Story = {
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.inverse, padding: vars.space.xl, borderRadius: vars.radius.lg }}>
        <Story />
      </div>
    ),
  ],
  render: () => (
    <StatList>
      <Stat tone="inverse" value="60+" label={local('private-label partners')} />
      <Stat tone="inverse" value="30+" label={local('years of experience')} />
      <Stat tone="inverse" value="300+" label={local('products')} />
      <Stat tone="inverse" value="12+" label={local('countries served')} />
    </StatList>
  ),
};

export const Columns: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.xxl }}>
      {statListColumns.map((columns) => (
        <StatList key={columns} columns={columns}>
          {companyFigures.slice(0, columns).map((figure) => (
            <Stat key={figure.label} value={figure.value} label={local(figure.label)} />
          ))}
        </StatList>
      ))}
    </div>
  ),
};

export const LongLabel: Story = {
  decorators: [inList],
  args: { value: '2.3M+', label: 'products leave our three production sites every month' },
};
