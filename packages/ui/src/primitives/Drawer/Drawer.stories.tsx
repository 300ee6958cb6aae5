import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LinkRouterProvider } from '../Link/router';
import { Drawer, type DrawerRenderProps } from './Drawer';

const pages = [
  ['/about', 'About'],
  ['/products', 'Products'],
  ['/manufacturing', 'Manufacturing'],
  ['/sustainability', 'Sustainability'],
  ['/private-label', 'Private label'],
  ['/contact', 'Contact'],
] as const;

/** A site menu as the header would put in the drawer: choosing a link closes it. */
function SiteNav({ close }: DrawerRenderProps) {
  return (
    <nav aria-label="Main">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.25rem' }}>
        {pages.map(([href, label]) => (
          <li key={href}>
            <Button href={href} variant="ghost" onPress={close}>
              {label}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const menuButton = <Button variant="outline">Open menu</Button>;

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: {
    title: 'Menu',
    hideTitle: false,
    onOpenChange: fn(),
    children: (props: DrawerRenderProps) => <SiteNav {...props} />,
  },
  argTypes: {
    children: { control: false },
    trigger: { control: false },
    open: { control: false },
  },
  render: (args) => <Drawer {...args} trigger={menuButton} />,
  parameters: {
    docs: {
      description: {
        component:
          'A modal panel sliding in from the right, for the site menu on small screens. Pass the menu ' +
          'button as `trigger` (or control `open`/`onOpenChange`), and give `children` as a function to get ' +
          '`close` for links inside. Not for content people read side by side with the page (it blocks the ' +
          'page), and not for confirmations (use a centred dialog).',
      },
    },
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the drawer with the trigger and returns the trigger and the dialog. */
async function openWithClick(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  return { trigger, dialog };
}

/** Waits until the drawer has slid out and is gone. */
const expectClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

export const Playground: Story = {};

/** Open on load, so screenshots show the panel. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const panel = dialog.closest('[data-state]');
    await expect(panel).toHaveAttribute('data-state', 'open');
    const heading = within(dialog).getByRole('heading', { name: 'Menu' });
    await waitFor(() => expect(heading).toBeVisible());
    await expect(within(dialog).getAllByRole('link')).toHaveLength(pages.length);
  },
};

/** The title is for screen readers only; the dialog keeps its name. */
export const HiddenTitle: Story = {
  args: { defaultOpen: true, hideTitle: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const heading = within(dialog).getByRole('heading', { name: 'Menu' });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const CloseWithButton: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await openWithClick(canvasElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger } = await openWithClick(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseWithOverlayClick: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await openWithClick(canvasElement);
    // The left edge of the screen is overlay (the panel sits at the right).
    const overlay = document.elementFromPoint(4, 4);
    await expect(overlay).not.toBeNull();
    await expect(dialog.contains(overlay)).toBe(false);
    await userEvent.click(overlay as Element);
    await expectClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const navigate = fn();

export const CloseOnLinkChoice: Story = {
  decorators: [
    (Story) => (
      <LinkRouterProvider navigate={navigate}>
        <Story />
      </LinkRouterProvider>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    navigate.mockClear();
    const { trigger, dialog } = await openWithClick(canvasElement);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Products' }));
    await expectClosed();
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate.mock.calls[0]?.[0]).toBe('/products');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FocusReturnsToTrigger: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    // Focus is trapped: tabbing past the last link wraps inside the drawer.
    const stops = within(dialog).getAllByRole('link').length + 1;
    for (let step = 0; step <= stops; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);

    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expectClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function ControlledDrawer(args: Parameters<typeof Drawer>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)}>
        Open menu
      </Button>
      <p>{open ? 'The drawer is open.' : 'The drawer is closed.'}</p>
      <Drawer
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </>
  );
}

/** State owned by the page (`open` + `onOpenChange`), without a `trigger`. */
export const Controlled: Story = {
  render: (args) => <ControlledDrawer {...args} />,
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await openWithClick(canvasElement);
    await userEvent.click(within(dialog).getByRole('link', { name: 'About' }));
    await expectClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(within(canvasElement).getByText('The drawer is closed.')).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The drawer's own message (the close button's label) follows the locale toolbar. */
export const Messages: Story = {
  args: { defaultOpen: true },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const close = dialog.querySelector('button[data-size="icon"]');
    await expect(close).toHaveAccessibleName();
    if (globals.locale === 'en' || globals.locale === undefined) {
      await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    }
  },
};
