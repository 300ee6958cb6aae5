import { headerContent } from '@brand/content';
import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Container } from '../../primitives/Container/Container';
import { LinkRouterProvider } from '../../primitives/Link/router';
import { Text } from '../../primitives/Text/Text';
import { HeaderSection } from './HeaderSection';
import type { HeaderSectionState } from './types';

const pages = ['/about', '/products', '/manufacturing', '/sustainability', '/private-label'];

/** The header with the brand's copy from @brand/content; the controls are what the site passes at run time. */
function BrandHeader({
  hashLinks,
  ...props
}: HeaderSectionState & { className?: string; hashLinks?: boolean }) {
  const { i18n } = useLingui();
  const content = headerContent(i18n);
  // A one-page site links to its sections: `/about` becomes `/#about`.
  const navItems = hashLinks
    ? content.navItems.map((item) => ({ ...item, href: `/#${item.href.slice(1)}` }))
    : content.navItems;
  return (
    <>
      <HeaderSection {...content} navItems={navItems} {...props} />
      <Container>
        <Text tone="muted">The page scrolls under the fixed header.</Text>
      </Container>
    </>
  );
}

const meta = {
  title: 'Sections/Header',
  component: BrandHeader,
  subcomponents: { HeaderSection },
  args: { locale: 'en', onLocaleChange: fn(), currentPath: '/products' },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'de', 'fr', 'it', 'es', 'pt'] },
    currentPath: { control: 'select', options: [undefined, '/', ...pages, '/contact'] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The site header, fixed at the top of every page: logo (home), main navigation, language menu and ' +
          'the highlighted contact button. Below the `lg` breakpoint a menu button opens a drawer from the ' +
          'right with the links, the contact button and the languages. Use it once per page, above `<main>`; ' +
          'it renders a spacer of its own height so the page starts below it.',
      },
    },
  },
} satisfies Meta<typeof BrandHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The desktop bar; the current page (Products) is marked. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(pages);
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/products');
    await expect(canvas.getByRole('link', { name: 'Rhein Brush & Wood' })).toHaveAttribute('href', '/');
    const contact = canvas.getByRole('link', { name: 'Contact us about your project' });
    await expect(contact).toHaveAttribute('href', '/contact');
    await expect(contact).toHaveTextContent('Contact us');
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  },
};

/** The bar on a phone: logo and menu button. */
export const Mobile: Story = { globals: mobile };

/** The drawer open on a phone, for screenshots and the accessibility check. */
export const MobileMenuOpen: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(pages);
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/products');
    await expect(within(dialog).getByRole('link', { name: 'Contact us about your project' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const languages = within(dialog).getByRole('radiogroup', { name: 'Language' });
    await expect(within(languages).getAllByRole('radio')).toHaveLength(5);
    await expect(within(languages).getByRole('radio', { name: 'English' })).toBeChecked();
  },
};

const navigate = fn();

/** Close with the close button; open again and choose a link: the drawer closes and the router navigates. */
export const DrawerCloseAndNavigate: Story = {
  globals: mobile,
  decorators: [
    (Story) => (
      <LinkRouterProvider navigate={navigate}>
        <Story />
      </LinkRouterProvider>
    ),
  ],
  play: async ({ canvas }) => {
    navigate.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Sustainability' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate.mock.calls[0]?.[0]).toBe('/sustainability');
  },
};

/** Choosing a language in the desktop menu calls `onLocaleChange`. */
export const ChangeLanguage: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change language English' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('de');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Choosing a language in the drawer calls `onLocaleChange`. */
export const ChangeLanguageInDrawer: Story = {
  globals: mobile,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Français' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('fr');
  },
};

/** An active language outside the list shows English, as the spec says. */
export const UnknownLocale: Story = {
  args: { locale: 'pt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Change language English' })).toBeInTheDocument();
  },
};

/** No page is current (e.g. on the home page): no link is marked. */
export const NoCurrentPage: Story = {
  args: { currentPath: '/' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  },
};

/** The library's own messages (menu button, drawer title, nav label) follow the locale toolbar. */
export const Messages: Story = {
  globals: mobile,
  play: async ({ canvas, globals }) => {
    const trigger = canvas.getByRole('button', { name: /./ });
    await expect(trigger).toHaveAccessibleName();
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName();
    if (globals.locale === 'en' || globals.locale === undefined) {
      await expect(trigger).toHaveAccessibleName('Open menu');
      await expect(dialog).toHaveAccessibleName('Menu');
    }
  },
};

/**
 * A one-language site: no `locale`, no `onLocaleChange` (a server component can render the header with
 * plain data), so no language menu, neither in the bar nor in the drawer.
 */
export const OneLanguage: Story = {
  args: { locale: undefined, onLocaleChange: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-haspopup="menu"]')).toBeNull();
    const menuButton = canvasElement.querySelector<HTMLElement>('button[aria-haspopup="dialog"]');
    if (menuButton && menuButton.offsetParent !== null) {
      await userEvent.click(menuButton);
      const dialog = await screen.findByRole('dialog');
      await expect(within(dialog).getAllByRole('link').length).toBeGreaterThan(1);
      await expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    }
  },
};

/** The drawer of a one-language site on a phone: links and the contact button, no languages. */
export const OneLanguageMenuOpen: Story = {
  ...OneLanguage,
  globals: mobile,
};

/**
 * A one-page site whose navigation links to sections (`/#about`): on `/` none of them is the current
 * page (issue 23: all of them were marked `aria-current="page"`).
 */
export const HashLinks: Story = {
  args: { currentPath: '/', hashLinks: true },
  play: async ({ canvasElement }) => {
    const links = [...canvasElement.querySelectorAll('header nav a')];
    await expect(links.length).toBeGreaterThan(0);
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/#/);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};
