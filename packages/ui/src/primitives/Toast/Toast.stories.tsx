import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Local, local, localized } from '../../stories/localized';
import { asText } from '../../stories/messages';
import { ownFrame } from '../../stories/ownFrame';
import { t } from '../../stories/play';
import { Button } from '../Button/Button';
import { Toast, type ToastProps, toastVariants } from './Toast';
import { ToastProvider } from './ToastProvider';
import { ToastRegion } from './ToastRegion';
import { type ToastOptions, useToast } from './useToast';

const withProvider: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <ToastRegion />
  </ToastProvider>
);

/** Opens a toast with the story's args when pressed. */
function OpenButton({ label = 'Show toast', ...options }: ToastOptions & { label?: string }) {
  const { toast } = useToast();
  return <Button onPress={() => toast(options)}>{local(label)}</Button>;
}

/** Opens a toast on mount, kept open, so screenshots capture it without a click. */
function ShowOnLoad(options: ToastOptions) {
  const { toast } = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown once per story render.
  useEffect(() => {
    toast({ duration: Number.POSITIVE_INFINITY, ...options });
  }, []);
  return <OpenButton {...options} label="Show again" duration={Number.POSITIVE_INFINITY} />;
}

/** The notifications region, where the visible toast lives (its title also sits in a hidden announcer). */
const findRegion = () => screen.findByRole('region', { name: /F8/ });

const onAction = fn();

const meta = {
  title: 'Primitives/Toast',
  component: Toast,
  // The designer's page is Toast.mdx.
  tags: ['!autodocs'],
  decorators: [localized, withProvider],
  args: {
    title: 'Message sent successfully!',
    description: "We'll get back to you as soon as possible.",
    variant: 'default',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: toastVariants },
    duration: { control: 'number' },
    action: { control: false },
  },
  parameters: {
    // A frame with room for the toast in its corner: never cut off.
    ...ownFrame('16rem'),
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

const onLoad = (args: ToastProps) => <ShowOnLoad {...args} />;

/** The contact form's failure toast, and the same with its retry action. */
const failed = {
  variant: 'destructive',
  title: 'Failed to send message',
  description: 'Please try again or contact us directly via email.',
} as const;
const failedWithRetry = {
  ...failed,
  action: { label: local('Try again'), altText: 'Send the message again', onClick: onAction },
};

/** The toast shown on load: open, in its variant, announced by Radix's hidden live region as `live`. */
const shownAs =
  (variant: ToastProps['variant'], live: 'polite' | 'assertive'): Story['play'] =>
  async ({ args }) => {
    const region = await findRegion();
    const title = await within(region).findByText(asText(local(args.title)));
    await expect(title.closest('li')).toHaveAttribute('data-variant', variant);
    await expect(title.closest('li')).toHaveAttribute('data-state', 'open');
    const status = await screen.findByRole('status');
    await expect(status).toHaveAttribute('aria-live', live);
  };

export const Playground: Story = {
  render: (args) => <OpenButton {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const region = await findRegion();
    const title = await within(region).findByText(asText(local(args.title)));
    await waitFor(() => expect(title).toBeVisible());
  },
};

export const Default: Story = {
  render: onLoad,
  // Radix announces the toast politely through a hidden live region.
  play: shownAs('default', 'polite'),
};

export const Destructive: Story = {
  args: failed,
  render: onLoad,
  play: shownAs('destructive', 'assertive'),
};

export const WithAction: Story = {
  args: failedWithRetry,
  render: onLoad,
  play: async ({ args }) => {
    const region = await findRegion();
    await userEvent.click(await within(region).findByRole('button', { name: local(args.action?.label) }));
    await expect(onAction).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(within(region).queryByText(asText(local(args.title)))).not.toBeInTheDocument(),
    );
  },
};

/** Every part at once, kept open: title, description, action and close button (the anatomy on Toast's page). */
export const AllParts: Story = {
  args: failedWithRetry,
  render: onLoad,
  play: async ({ args }) => {
    const region = await findRegion();
    const toast = (await within(region).findByText(asText(local(args.title)))).closest('li') as HTMLElement;
    // The toast slides in: each part is visible once it has arrived.
    await waitFor(() => expect(within(toast).getByText(asText(local(args.description)))).toBeVisible());
    await expect(within(toast).getByRole('button', { name: local(args.action?.label) })).toBeVisible();
    await expect(within(toast).getByRole('button', { name: t('ui.toast.close') })).toBeVisible();
  },
};

/** The two titles of `LimitOfOne`. */
const twoToasts = ['First toast', 'Second toast'] as const;

/** A title of `LimitOfOne` in the toolbar's language. */
const shownToast = (index: 0 | 1) => local(twoToasts[index]);

function TwoToasts() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <Button onPress={() => toast({ title: shownToast(0), duration: Number.POSITIVE_INFINITY })}>
        <Local>Show first</Local>
      </Button>
      <Button
        variant="outline"
        onPress={() => toast({ title: shownToast(1), duration: Number.POSITIVE_INFINITY })}
      >
        <Local>Show second</Local>
      </Button>
    </div>
  );
}

export const LimitOfOne: Story = {
  render: () => <TwoToasts />,
  play: async ({ canvas }) => {
    const [showFirst, showSecond] = canvas.getAllByRole('button') as [HTMLElement, HTMLElement];
    await userEvent.click(showFirst);
    const region = await findRegion();
    const first = await within(region).findByText(asText(shownToast(0)));
    await waitFor(() => expect(first).toBeVisible());
    await userEvent.click(showSecond);
    const second = await within(region).findByText(asText(shownToast(1)));
    await waitFor(() => expect(second).toBeVisible());
    await expect(within(region).queryByText(asText(shownToast(0)))).not.toBeInTheDocument();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const CloseButton: Story = {
  render: onLoad,
  play: async ({ args, canvas }) => {
    const title = asText(local(args.title));
    const region = await findRegion();

    await userEvent.click(await within(region).findByRole('button', { name: t('ui.toast.close') }));
    await waitFor(() => expect(within(region).queryByText(title)).not.toBeInTheDocument());

    // Keyboard: F8 jumps to the notifications, Tab reaches the toast, Escape dismisses it.
    await userEvent.click(canvas.getByRole('button'));
    const toast = (await within(region).findByText(title)).closest('li');
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(region).queryByText(title)).not.toBeInTheDocument());
  },
};

export const LongText: Story = {
  args: {
    title: 'Your enquiry about private-label wooden handles and FSC-certified broom heads has been received',
    description:
      'Our private-label team in Basel reviews every request personally. Expect an answer with samples, ' +
      'lead times and minimum order quantities within two working days; for urgent matters, write to us ' +
      'directly and mention your reference number PL-2025-0042.',
  },
  render: onLoad,
};

/** The component's own messages: the close button's label and the region's name follow the locale toolbar. */
export const Messages: Story = {
  tags: ['same-picture'],
  render: onLoad,
  play: async () => {
    const region = await findRegion();
    await expect(region).toHaveAccessibleName(t('ui.toast.region', { hotkey: 'F8' }));
    const close = await within(region).findByRole('button');
    await expect(close).toHaveAccessibleName(t('ui.toast.close'));
  },
};
