import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StatesGrid } from '../../docs/blocks/StatesGrid';
import { Local, local, localized } from '../../stories/localized';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  // The designer's page is Button.mdx.
  tags: ['!autodocs'],
  decorators: [localized],
  args: { children: 'Request a quote', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          <span translate="no">{variant}</span>
        </Button>
      ))}
    </div>
  ),
};

/**
 * Every state at once, without a pointer: hover, focus and pressed are forced through the state attributes
 * the button's CSS answers to (`data-hovered`, `data-focus-visible`, `data-pressed`; `ForceState`).
 */
export const States: Story = {
  render: (args) => (
    <StatesGrid
      min="9rem"
      states={[
        { label: local('Default'), children: <Button {...args} /> },
        {
          label: local('Hover'),
          note: local('a pointer over it'),
          force: 'hover',
          children: <Button {...args} />,
        },
        {
          label: local('Focus'),
          note: local('reached by keyboard'),
          force: 'focus',
          children: <Button {...args} />,
        },
        {
          label: local('Pressed'),
          note: local('held down'),
          force: 'pressed',
          children: <Button {...args} />,
        },
        { label: local('Disabled'), note: local('not available'), children: <Button {...args} disabled /> },
        {
          label: local('Pending'),
          note: local('working; presses do nothing'),
          children: <Button {...args} pending pendingLabel={local('Sending...')} />,
        },
      ]}
    />
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem' }}>
      <Button {...args} size="sm">
        <Local>Small</Local>
      </Button>
      <Button {...args} size="default">
        <Local>Default</Local>
      </Button>
      <Button {...args} size="lg">
        <Local>Large</Local>
      </Button>
      <Button {...args} size="icon" aria-label={local('Next')}>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M7 4l6 6-6 6" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      const { height } = button.getBoundingClientRect();
      await expect(height).toBeGreaterThanOrEqual(44);
    }
  },
};

// The states view shows disabled and pending; these two prove their behaviour and need no screenshot.
export const Disabled: Story = {
  tags: ['no-visual'],
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: local(args.children) });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  tags: ['no-visual'],
  args: { pending: true, pendingLabel: 'Sending...', type: 'submit', children: 'Send' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: local(args.pendingLabel) });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const PressWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: local(args.children) });
    await expect(button).toHaveFocus();
    // Regression: the base style's own selectors once replaced the focus-visible rule, hiding the ring.
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const AsLink: Story = {
  args: { href: '/contact', children: 'Contact us' },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: local(args.children) });
    await expect(link).toHaveAttribute('href', '/contact');
  },
};

export const LongLabel: Story = {
  args: { children: 'Download the complete private-label catalogue (PDF, 12 MB)' },
};
