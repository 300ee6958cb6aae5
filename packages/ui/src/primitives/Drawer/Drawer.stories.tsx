import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { local, localized } from '../../stories/localized';
import {
  buttonOf,
  ControlledModal,
  expectClosedTo,
  expectFocusTrapped,
  expectOpenWithFocus,
  openByKeyboard,
  overlayArgTypes,
  triggerButton,
} from '../../stories/modalStories';
import { ownFrame } from '../../stories/ownFrame';
import { t } from '../../stories/play';
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
    <nav aria-label={local('Main')}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.25rem' }}>
        {pages.map(([href, label]) => (
          <li key={href}>
            <Button href={href} variant="ghost" onPress={close}>
              {local(label)}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The sample menu button's label, which the play functions find it by. */
const openMenu = 'Open menu';

const menuButton = triggerButton(openMenu);

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  // The designer's page is Drawer.mdx.
  tags: ['!autodocs'],
  decorators: [localized],
  args: {
    title: 'Menu',
    hideTitle: false,
    onOpenChange: fn(),
    children: (props: DrawerRenderProps) => <SiteNav {...props} />,
  },
  argTypes: overlayArgTypes,
  render: (args) => <Drawer {...args} trigger={menuButton} />,
  parameters: ownFrame('34rem'),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sample page's link text, in the toolbar's language. */
const pageName = (href: string) => local(pages.find(([path]) => path === href)?.[1] ?? href);

/** Opens the drawer with the trigger and returns the trigger and the dialog. */
async function openWithClick(canvasElement: HTMLElement, title: string) {
  const trigger = buttonOf(canvasElement, openMenu);
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: title });
  return { trigger, dialog };
}

export const Playground: Story = {};

/** Open on load, so screenshots show the panel. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: local(args.title) });
    const panel = dialog.closest('[data-state]');
    await expect(panel).toHaveAttribute('data-state', 'open');
    const heading = within(dialog).getByRole('heading', { name: local(args.title) });
    await waitFor(() => expect(heading).toBeVisible());
    await expect(within(dialog).getAllByRole('link')).toHaveLength(pages.length);
  },
};

/** The title is for screen readers only; the dialog keeps its name. */
export const HiddenTitle: Story = {
  args: { defaultOpen: true, hideTitle: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: local(args.title) });
    const heading = within(dialog).getByRole('heading', { name: local(args.title) });
    await expect(heading.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const CloseWithButton: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await openWithClick(canvasElement, local(args.title));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.drawer.close') }));
    await expectClosedTo(trigger, args.onOpenChange);
  },
};

export const CloseWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger } = await openWithClick(canvasElement, local(args.title));
    await userEvent.keyboard('{Escape}');
    await expectClosedTo(trigger, args.onOpenChange);
  },
};

export const CloseWithOverlayClick: Story = {
  tags: ['same-picture'],
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await openWithClick(canvasElement, local(args.title));
    // The left edge of the screen is overlay (the panel sits at the right).
    const overlay = document.elementFromPoint(4, 4);
    await expect(overlay).not.toBeNull();
    await expect(dialog.contains(overlay)).toBe(false);
    await userEvent.click(overlay as Element);
    await expectClosedTo(trigger, args.onOpenChange);
  },
};

const navigate = fn();

export const CloseOnLinkChoice: Story = {
  tags: ['same-picture'],
  decorators: [
    (Story) => (
      <LinkRouterProvider navigate={navigate}>
        <Story />
      </LinkRouterProvider>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    navigate.mockClear();
    const { trigger, dialog } = await openWithClick(canvasElement, local(args.title));
    await userEvent.click(within(dialog).getByRole('link', { name: pageName('/products') }));
    await expectClosedTo(trigger, args.onOpenChange);
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate.mock.calls[0]?.[0]).toBe('/products');
  },
};

export const FocusReturnsToTrigger: Story = {
  tags: ['same-picture'],
  play: async ({ args, canvasElement }) => {
    const trigger = buttonOf(canvasElement, openMenu);
    await openByKeyboard(trigger);
    const dialog = await expectOpenWithFocus(local(args.title));

    // Focus is trapped: tabbing past the last link wraps inside the drawer.
    const stops = within(dialog).getAllByRole('link').length + 1;
    await expectFocusTrapped(dialog, stops + 1);

    const close = within(dialog).getByRole('button', { name: t('ui.drawer.close') });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expectClosedTo(trigger);
  },
};

const drawerIs = { open: 'The drawer is open.', closed: 'The drawer is closed.' };

function ControlledDrawer(args: Parameters<typeof Drawer>[0]) {
  return (
    <ControlledModal opener={openMenu} is={drawerIs} onOpenChange={args.onOpenChange}>
      {(state) => <Drawer {...args} {...state} />}
    </ControlledModal>
  );
}

/** State owned by the page (`open` + `onOpenChange`), without a `trigger`. */
export const Controlled: Story = {
  render: (args) => <ControlledDrawer {...args} />,
  play: async ({ args, canvasElement }) => {
    const { trigger, dialog } = await openWithClick(canvasElement, local(args.title));
    await userEvent.click(within(dialog).getByRole('link', { name: pageName('/about') }));
    await expectClosedTo(trigger, args.onOpenChange);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(local(drawerIs.closed));
  },
};

/** The drawer's own message (the close button's label) follows the locale toolbar. */
export const Messages: Story = {
  tags: ['same-picture'],
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: local(args.title) });
    const close = dialog.querySelector('button[data-size="icon"]');
    await expect(close).toHaveAccessibleName(t('ui.drawer.close'));
  },
};
