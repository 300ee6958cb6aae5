import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StatesGrid } from '../../docs/blocks/StatesGrid';
import { Container } from '../../primitives/Container/Container';
import { defaultLanguages, resolveActive } from '../../primitives/LanguageMenu/languages';
import { Text } from '../../primitives/Text/Text';
import { local } from '../../stories/localized';
import { asText, shown } from '../../stories/messages';
import { ownFrame } from '../../stories/ownFrame';
import { storyLocale, t } from '../../stories/play';
import { company } from '../../stories/sample/company';
import { headerSample, layoutMessages } from '../../stories/sample/layout';
import { sampleStory } from '../../stories/sectionStory';
import { useSample } from '../../stories/useSample';
import { expectNavigatedTo, withRouter } from '../../stories/withRouter';
import { HeaderSection, type HeaderSectionProps } from './HeaderSection';

const pages = ['/about', '/products', '/manufacturing', '/sustainability', '/private-label'];

/** The header as the page shows it, with a line of the page below the bar it leaves room for. */
function HeaderOnAPage(props: HeaderSectionProps) {
  const { i18n } = useLingui();
  return (
    <>
      <HeaderSection {...props} />
      <Container>
        <Text tone="muted">{i18n._(layoutMessages.pageBelow)}</Text>
      </Container>
    </>
  );
}

const meta = {
  title: 'Sections/Header',
  ...sampleStory(HeaderSection, headerSample, { onLocaleChange: fn(), currentPath: '/products' }),
  // The designer's page is Header.mdx.
  tags: ['!autodocs'],
  /** The active language is the toolbar's, unless the `locale` control says otherwise. */
  render: function Render(args, { globals }) {
    const content = useSample(headerSample, args, globals.theme) as HeaderSectionProps;
    return <HeaderOnAPage {...content} locale={args.locale ?? String(globals.locale ?? 'en')} />;
  },
  argTypes: {
    locale: { control: 'inline-radio', options: [undefined, 'en', 'de', 'fr', 'it', 'es', 'pt'] },
    currentPath: { control: 'select', options: [undefined, '/', ...pages, '/contact'] },
  },
  parameters: {
    layout: 'fullscreen',
    // The header is fixed to the top of its page: on a docs page each example gets a page of its own.
    ...ownFrame('16rem'),
  },
  // The inline navigation shows from the `xl` breakpoint (1280 px): a desktop, not the test run's 1200 px.
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof HeaderSection>;

export default meta;
type Story = StoryObj<HeaderSectionProps>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The name of the language menu's button: "Change language" and the active language. */
const languageButton = (code = storyLocale()) =>
  `${t('ui.languageMenu.label')} ${resolveActive(defaultLanguages, code)?.name ?? 'English'}`;

/** The bar on a wide screen: logo, the five pages (the current one marked), the language menu, the contact button. */
export const Desktop: Story = {};

/** Desktop: the pages in order, the current one marked, the logo home, the contact button fully named, the toolbar's language. */
export const DesktopOutline: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const content = shown(headerSample);
    const nav = canvas.getByRole('navigation', { name: t('ui.header.nav') });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(content.navItems.map((item) => [item.label, item.href]));
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/products');
    await expect(canvas.getByRole('link', { name: company.brand })).toHaveAttribute('href', '/');
    const contact = canvas.getByRole('link', { name: content.contact.ariaLabel });
    await expect(contact).toHaveAttribute('href', '/contact');
    await expect(contact).toHaveTextContent(asText(content.contact.label));
    await expect(canvas.getByRole('button', { name: languageButton() })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('ui.header.openMenu') })).not.toBeInTheDocument();
  },
};

/** The language menu open: the five languages, the toolbar's checked. */
export const LanguageMenuOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: languageButton() }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items).toHaveLength(defaultLanguages.length);
    const active = resolveActive(defaultLanguages, storyLocale());
    await expect(within(menu).getByRole('menuitemradio', { name: active?.name })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/** The drawer open on a phone: the pages, the contact button, the languages with the toolbar's checked. */
export const MobileMenuOpen: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    const content = shown(headerSample);
    const trigger = canvas.getByRole('button', { name: t('ui.header.openMenu') });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: t('ui.header.menu') });
    const nav = within(dialog).getByRole('navigation', { name: t('ui.header.nav') });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(pages);
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/products');
    await expect(within(dialog).getByRole('link', { name: content.contact.ariaLabel })).toHaveAttribute(
      'href',
      '/contact',
    );
    const languages = within(dialog).getByRole('group', { name: t('ui.header.language') });
    await expect(within(languages).getAllByRole('button')).toHaveLength(defaultLanguages.length);
    const active = resolveActive(defaultLanguages, storyLocale());
    await expect(within(languages).getByRole('button', { current: true })).toHaveAccessibleName(
      active?.name ?? '',
    );
  },
};

const navigate = fn();

/** Close with the close button; open again and choose a link: the drawer closes and the router navigates. */
export const DrawerCloseAndNavigate: Story = {
  globals: mobile,
  tags: ['no-visual', '!autodocs'],
  decorators: [withRouter(navigate)],
  play: async ({ canvas }) => {
    navigate.mockClear();
    const trigger = canvas.getByRole('button', { name: t('ui.header.openMenu') });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('dialog', { name: t('ui.header.menu') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.drawer.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    dialog = await screen.findByRole('dialog', { name: t('ui.header.menu') });
    const sustainability = shown(headerSample).navItems[3];
    await userEvent.click(within(dialog).getByRole('link', { name: sustainability?.label }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectNavigatedTo(navigate, '/sustainability');
  },
};

/** Another language chosen in the bar's menu is passed to `onLocaleChange`, and the menu closes. */
export const ChangeLanguage: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ args, canvas }) => {
    const other = defaultLanguages.find(
      (language) => language.code !== resolveActive(defaultLanguages, storyLocale())?.code,
    );
    if (!other) throw new Error('a second language expected');
    await userEvent.click(canvas.getByRole('button', { name: languageButton() }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: other.name }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith(other.code);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Another language chosen in the drawer is passed to `onLocaleChange`. */
export const ChangeLanguageInDrawer: Story = {
  globals: mobile,
  tags: ['no-visual', '!autodocs'],
  play: async ({ args, canvas }) => {
    const other = defaultLanguages.find(
      (language) => language.code !== resolveActive(defaultLanguages, storyLocale())?.code,
    );
    if (!other) throw new Error('a second language expected');
    await userEvent.click(canvas.getByRole('button', { name: t('ui.header.openMenu') }));
    const dialog = await screen.findByRole('dialog', { name: t('ui.header.menu') });
    await userEvent.click(within(dialog).getByRole('button', { name: other.name }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith(other.code);
  },
};

/** Tabs until focus is on the control whose text holds `name` (at most `limit` presses). */
const tabToText = async (name: string, limit = 20, shift = false) => {
  const holds = () => (document.activeElement?.closest('label, button, a')?.textContent ?? '').includes(name);
  for (let press = 0; press < limit && !holds(); press += 1) await userEvent.tab({ shift });
  await expect(holds(), `focus on ${name}`).toBe(true);
};

/**
 * The drawer's languages by keyboard: arrow keys never switch the language (WCAG 3.2.2 On Input; the
 * audit of 2026-11-29 found each ArrowDown loading the next language); Enter on another language does.
 */
export const DrawerLanguageByKeyboard: Story = {
  globals: mobile,
  tags: ['no-visual', '!autodocs'],
  play: async ({ args, canvas }) => {
    const active = resolveActive(defaultLanguages, storyLocale());
    const index = defaultLanguages.findIndex((language) => language.code === active?.code);
    // The language after the active one (before it, for the last): one Tab (Shift+Tab) away.
    const last = index === defaultLanguages.length - 1;
    const next = defaultLanguages[last ? index - 1 : index + 1];
    if (!active || !next) throw new Error('two languages expected');
    await userEvent.click(canvas.getByRole('button', { name: t('ui.header.openMenu') }));
    await screen.findByRole('dialog', { name: t('ui.header.menu') });
    await tabToText(active.name);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{ArrowRight}');
    await expect(args.onLocaleChange).not.toHaveBeenCalled();
    await tabToText(next.name, 1, last);
    await userEvent.keyboard('{Enter}');
    await expect(args.onLocaleChange).toHaveBeenCalledWith(next.code);
  },
};

/** An active language outside the list shows English, as the spec says. */
export const UnknownLocale: Story = {
  args: { locale: 'pt' },
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: languageButton('en') })).toBeInTheDocument();
  },
};

/** No page is current (e.g. on the home page): no link is marked. */
export const NoCurrentPage: Story = {
  args: { currentPath: '/' },
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t('ui.header.nav') });
    await expect(within(nav).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  },
};

/**
 * A one-language site: no active language, no `onLocaleChange` (a server component can render the header
 * with plain data), so no language menu, neither in the bar nor in the drawer.
 */
export const OneLanguage: Story = {
  // On a phone the bar holds no language menu either: the picture there is the Desktop story's.
  tags: ['no-phone-visual'],
  render: function Render(args, { globals }) {
    const {
      locale: _locale,
      onLocaleChange: _change,
      ...content
    } = useSample(headerSample, args, globals.theme) as HeaderSectionProps;
    return <HeaderOnAPage {...content} />;
  },
};

/** One language: no menu in the bar, none in the drawer. */
export const OneLanguageOutline: Story = {
  ...OneLanguage,
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-haspopup="menu"]')).toBeNull();
    const menuButton = canvasElement.querySelector<HTMLElement>('button[aria-haspopup="dialog"]');
    if (menuButton && menuButton.offsetParent !== null) {
      await userEvent.click(menuButton);
      const dialog = await screen.findByRole('dialog', { name: t('ui.header.menu') });
      await expect(within(dialog).getAllByRole('link').length).toBeGreaterThan(1);
      await expect(within(dialog).queryByRole('group', { name: t('ui.header.language') })).toBeNull();
    }
  },
};

/** The drawer of a one-language site on a phone: the pages and the contact button, no languages. */
export const OneLanguageMenuOpen: Story = {
  ...OneLanguageOutline,
  tags: [],
  globals: mobile,
};

/**
 * A one-page site whose navigation links to sections (`/#about`): on `/` none of them is the current
 * page (issue 23: all of them were marked `aria-current="page"`).
 */
export const HashLinks: Story = {
  args: { currentPath: '/' },
  tags: ['no-visual', '!autodocs'],
  render: function Render(args, { globals }) {
    const content = useSample(headerSample, args, globals.theme) as HeaderSectionProps;
    const navItems = content.navItems.map((item) => ({ ...item, href: `/#${item.href.slice(1)}` }));
    return <HeaderOnAPage {...content} navItems={navItems} locale={String(globals.locale ?? 'en')} />;
  },
  play: async ({ canvasElement }) => {
    const links = [...canvasElement.querySelectorAll('header nav a')];
    await expect(links.length).toBeGreaterThan(0);
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/#/);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

/**
 * A phone with `contactOnPhone`: the contact button stays in the bar beside the menu button, one tap to
 * the enquiry form.
 */
export const MobileWithContact: Story = {
  args: { contactOnPhone: true },
  globals: mobile,
  play: async ({ canvas }) => {
    const content = shown(headerSample);
    const contact = canvas.getByRole('link', { name: content.contact.ariaLabel });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('button', { name: t('ui.header.openMenu') })).toBeVisible();
  },
};

/** A sample company with a name as long as a real brand's (the sample's own has 10 letters). */
const longName = 'Keller Haushalt GmbH';

/** WCAG 1.4.12's text-spacing override, as an auditor's bookmarklet applies it. */
const textSpacing =
  '*{line-height:1.5!important;letter-spacing:.12em!important;word-spacing:.16em!important}p{margin-bottom:2em!important}';

/**
 * The narrowest phone (320 px) with the contact button and WCAG text spacing, in every language and theme:
 * the logo, the contact button and the menu button stay on the screen, apart, each a 44 px target (the
 * audit of 2026-11-29 found the menu button at 338–382 px). The name gives way, with an ellipsis.
 */
export const SmallPhoneWithTextSpacing: Story = {
  args: { contactOnPhone: true },
  render: function Render(args, { globals }) {
    const props = useSample(headerSample, args, globals.theme) as HeaderSectionProps;
    return <HeaderOnAPage {...props} logo={{ ...props.logo, label: longName }} />;
  },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        smallPhone: {
          name: 'Small phone (320×640)',
          styles: { width: '320px', height: '640px' },
          type: 'mobile',
        },
      },
    },
  },
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const style = document.createElement('style');
    style.textContent = textSpacing;
    const banner = canvas.getByRole('banner');
    const controls = () =>
      [...banner.querySelectorAll<HTMLElement>('a, button')]
        .filter((element) => element.checkVisibility())
        .map((element) => ({
          name: element.getAttribute('aria-label') || element.textContent || '',
          box: element.getBoundingClientRect(),
        }));
    try {
      for (const spaced of [false, true]) {
        if (spaced) document.head.append(style);
        const width = document.documentElement.clientWidth;
        const shownControls = controls();
        await expect(shownControls, 'logo, contact and menu button').toHaveLength(3);
        for (const [index, { name, box }] of shownControls.entries()) {
          const where = `${name}${spaced ? ' with text spacing' : ''}`;
          await expect(box.left, `${where} starts on screen`).toBeGreaterThanOrEqual(0);
          await expect(box.right, `${where} ends on screen`).toBeLessThanOrEqual(width);
          await expect(box.width, `${where} is 44 px wide`).toBeGreaterThanOrEqual(44);
          await expect(box.height, `${where} is 44 px high`).toBeGreaterThanOrEqual(44);
          for (const other of shownControls.slice(index + 1))
            await expect(
              box.left < other.box.right - 0.5 && other.box.left < box.right - 0.5,
              `${where} and ${other.name} overlap`,
            ).toBe(false);
        }
      }
      // The name gives way on screen only: the link is still named by all of it.
      await expect(canvas.getByRole('link', { name: longName })).toBeVisible();
    } finally {
      style.remove();
    }
  },
};

/**
 * The bar fixed inside its own box rather than to the window (a transform makes the box the containing
 * block of `position: fixed`), so several bars can stand one under the other in a states view.
 */
function BarInABox(props: HeaderSectionProps) {
  return (
    <div style={{ transform: 'translateZ(0)', width: '100%' }}>
      <HeaderSection {...props} />
    </div>
  );
}

/** A page link, not the current page's: the one the states view shows hovered and focused. */
const otherPageLink = 'nav a:not([aria-current])';

/**
 * The states a pointer or the keyboard gives the bar, which a designer cannot reach on a page that scrolls
 * away: a page link at rest, hovered (underlined) and focused (the ring), the current page marked, and the
 * language menu's button focused. Forced (`data-hovered`, `data-focus-visible`), so the picture holds
 * still; the play function checks each state reached its part. The bar's links show from 1,280 px: on a
 * phone the bar holds the menu button only (the Mobile stories), so this view has no phone picture.
 */
export const States: Story = {
  tags: ['no-phone-visual'],
  parameters: {
    // Four bars, one per state: the view holds four banners and four navigations of the same name.
    a11y: {
      config: {
        rules: [
          { id: 'landmark-unique', enabled: false },
          { id: 'landmark-no-duplicate-banner', enabled: false },
        ],
      },
    },
  },
  render: function Render(args, { globals }) {
    const content = useSample(headerSample, args, globals.theme) as HeaderSectionProps;
    const bar = <BarInABox {...content} locale={args.locale ?? String(globals.locale ?? 'en')} />;
    return (
      <Container>
        <StatesGrid
          min="100%"
          states={[
            { label: local('Default'), note: local('Current page'), children: bar },
            {
              label: local('Hover'),
              note: local('a pointer over it'),
              force: 'hover',
              target: otherPageLink,
              children: bar,
            },
            {
              label: local('Focus'),
              note: local('reached by keyboard'),
              force: 'focus',
              target: otherPageLink,
              children: bar,
            },
            {
              label: t('ui.languageMenu.label'),
              note: local('reached by keyboard'),
              force: 'focus',
              target: 'button[aria-haspopup]',
              children: bar,
            },
          ]}
        />
      </Container>
    );
  },
  play: async ({ canvasElement }) => {
    const figures = [...canvasElement.querySelectorAll('figure')];
    await expect(figures).toHaveLength(4);
    const [rest, hovered, focused, menu] = figures.map((figure) =>
      figure.querySelector<HTMLElement>(otherPageLink),
    );
    await expect(rest).not.toHaveAttribute('data-hovered');
    await expect(hovered).toHaveAttribute('data-hovered');
    await expect(focused).toHaveAttribute('data-focus-visible');
    // Each state changes how the link looks: an underline on hover, the focus ring on focus.
    const look = (link: HTMLElement | null | undefined) =>
      link ? `${getComputedStyle(link).textDecorationLine} ${getComputedStyle(link).outlineStyle}` : '';
    await expect(look(hovered)).not.toBe(look(rest));
    await expect(look(focused)).not.toBe(look(rest));
    await expect(look(focused)).not.toBe(look(hovered));
    await expect(menu).not.toHaveAttribute('data-focus-visible');
    const menuButton = figures[3]?.querySelector('button[aria-haspopup]');
    await expect(menuButton).toHaveAttribute('data-focus-visible');
    await expect(menuButton && getComputedStyle(menuButton).outlineStyle).toBe('solid');
  },
};
