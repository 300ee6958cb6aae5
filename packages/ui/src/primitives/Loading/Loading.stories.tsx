import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { local, localized } from '../../stories/localized';
import { t } from '../../stories/play';
import { Loading } from './Loading';

const meta = {
  title: 'Primitives/Loading',
  component: Loading,
  // The designer's page is Loading.mdx.
  tags: ['!autodocs'],
  decorators: [localized],
  args: { withSpinner: false },
  argTypes: { label: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component:
          'The placeholder shown while a page loads (the fallback of a lazy route): a polite status with the ' +
          'translated text "Loading", centred in a page-sized area, optionally with a spinner. Use `label` to ' +
          'say what is loading. For a pending button use `Button`’s `pending`; for a bare indicator, `Spinner`.',
      },
    },
  },
} satisfies Meta<typeof Loading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The library's own message: switch the locale toolbar to see it translated. */
export const DefaultMessage: Story = {
  tags: ['same-picture'],
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(t('ui.loading.label'));
  },
};

export const WithSpinner: Story = {
  args: { withSpinner: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('data-spinner', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading the product range', withSpinner: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(local(args.label));
  },
};
