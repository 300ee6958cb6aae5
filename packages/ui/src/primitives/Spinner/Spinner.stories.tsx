import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Local, local, localized } from '../../stories/localized';
import { t } from '../../stories/play';
import { Button } from '../Button/Button';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  // The designer's page is Spinner.mdx.
  tags: ['!autodocs'],
  decorators: [localized],
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alone, it is an image named "Loading" in the toolbar's language. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: t('ui.spinner.label') })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '2rem' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = canvas.getAllByRole('img').map((spinner) => spinner.getBoundingClientRect().width);
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
  },
};

/** What is loading, said to screen readers instead of "Loading". */
export const CustomLabel: Story = {
  args: { label: 'Loading the product range', size: 'lg' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: local(args.label) })).toBeInTheDocument();
  },
};

/** Inside a pending button the spinner is decorative: the button's label says what happens. */
export const InAButton: Story = {
  render: () => (
    <Button pending pendingLabel={local('Sending...')}>
      <Local>Send</Local>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
