import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StatesGrid } from '../../docs/blocks/StatesGrid';
import { local } from '../../stories/localized';
import { ownFrame } from '../../stories/ownFrame';
import { storyLocale, t } from '../../stories/play';
import { defaultLanguages, LanguageMenu, type LanguageMenuProps } from './LanguageMenu';
import { LanguageMenuTrigger } from './LanguageMenuTrigger';
import { resolveActive } from './languages';

/** Keeps the chosen language in local state, so the trigger and the check mark follow the choice. */
const Stateful = ({ value, onChange, ...props }: LanguageMenuProps) => {
  const [current, setCurrent] = useState(value);
  return (
    <LanguageMenu
      {...props}
      value={current}
      onChange={(code) => {
        onChange(code);
        setCurrent(code);
      }}
    />
  );
};

/** A language's own name, as the menu shows it in every locale (`de-DE`, a toolbar language, is Deutsch). */
const endonym = (code: string) => resolveActive(defaultLanguages, code)?.name ?? code;

/** The menu's code of the toolbar's language: `de` for "Deutsch (Deutschland)" (`de-DE`). */
const toolbarLanguage = () => resolveActive(defaultLanguages, storyLocale())?.code ?? 'en';

/**
 * The menu's active language follows the toolbar's, as an app passes its own language, unless a story asks
 * for another one (`ActiveGerman`, `UnknownCodeShowsEnglish`) or the designer picked one in Controls.
 */
const followsToolbar: Decorator = (Story, { args, initialArgs }) =>
  initialArgs.value === 'en' && args.value === 'en' ? (
    <Story args={{ ...args, value: storyLocale() }} />
  ) : (
    <Story />
  );

/** The codes of the menu's languages, in its order. */
const codes: string[] = defaultLanguages.map(({ code }) => code);

/** A language of the menu other than the toolbar's: the one a story chooses. */
const another = (preferred: string) =>
  preferred === toolbarLanguage() ? (codes.find((code) => code !== preferred) ?? preferred) : preferred;

/** The trigger's name: the library's "Change language" followed by the active language. */
const startsWithLabel = (name: string) => name.startsWith(t('ui.languageMenu.label'));

const meta = {
  title: 'Primitives/LanguageMenu',
  component: LanguageMenu,
  // The designer's page is LanguageMenu.mdx.
  tags: ['!autodocs'],
  decorators: [followsToolbar],
  args: { languages: defaultLanguages, value: 'en', onChange: fn(), onOpenChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: [...defaultLanguages.map(({ code }) => code), 'pt'] },
    languages: { control: 'object' },
  },
  render: (args) => <Stateful {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'The language selector of the header: a compact button (globe and the active language) opening a menu of every ' +
          'language in its own name, the active one checked. Use it for switching the interface language; ' +
          'do not use it for choosing content options or for navigation between pages (use links).',
      },
    },
  },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Rendered open on load, so screenshots and the a11y check see the menu. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: ownFrame('22rem'),
  tags: ['!autodocs'],
  play: async () => {
    const menu = await screen.findByRole('menu', { name: t('ui.languageMenu.label') });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.getAttribute('lang'))).toEqual(['en', 'de', 'fr', 'it', 'es']);
    await expect(within(menu).getByRole('menuitemradio', { name: endonym(storyLocale()) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const ActiveGerman: Story = {
  args: { value: 'de' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: `${t('ui.languageMenu.label')} ${endonym('de')}` });
    await expect(trigger).toHaveTextContent(endonym('de'));
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: endonym('de') })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** A regional code, as an app in Germany passes its locale: the menu shows and checks its language. */
export const RegionalCode: Story = {
  // Its picture is ActiveGerman's: the trigger reading Deutsch, the menu closed.
  tags: ['same-picture'],
  args: { value: 'de-DE' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: `${t('ui.languageMenu.label')} Deutsch` });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const UnknownCodeShowsEnglish: Story = {
  args: { value: 'pt' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: `${t('ui.languageMenu.label')} ${endonym('en')}` });
    await expect(trigger).toHaveTextContent(endonym('en'));
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    const checked = within(menu)
      .getAllByRole('menuitemradio')
      .filter((item) => item.getAttribute('aria-checked') === 'true');
    await expect(checked).toHaveLength(1);
    await expect(checked[0]).toHaveAccessibleName(endonym('en'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const SelectWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: startsWithLabel });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const menuTrigger = trigger;
    await expect(menuTrigger).toHaveAttribute('data-state', 'open');
    // The active language has the focus; the keys go down (or up) to another one.
    const from = toolbarLanguage();
    const next = another('de');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: endonym(from) })).toHaveFocus(),
    );
    const steps = codes.indexOf(next) - codes.indexOf(from);
    const key = steps > 0 ? '{ArrowDown}' : '{ArrowUp}';
    for (let step = 0; step < Math.abs(steps); step += 1) await userEvent.keyboard(key);
    // Radix moves focus between items a task after the key (a timeout), so the check waits for it.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: endonym(next) })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(next);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(menuTrigger).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(menuTrigger).toHaveFocus());
    await expect(menuTrigger).toHaveAccessibleName(`${t('ui.languageMenu.label')} ${endonym(next)}`);
  },
};

export const CloseWithEscape: Story = {
  tags: ['same-picture'],
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: startsWithLabel })).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Opened by key, the menu puts focus on the active language (here French, not the first one), as the
 * WAI-ARIA menu button pattern does for a checked item; the audit of 2026-11-29 found "English" focused.
 */
export const OpensOnTheActiveLanguage: Story = {
  args: { value: 'fr' },
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: startsWithLabel });
    for (const key of ['{Enter}', '{ArrowDown}', ' ']) {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard(key);
      const menu = await screen.findByRole('menu');
      await waitFor(() =>
        expect(within(menu).getByRole('menuitemradio', { name: endonym('fr') })).toHaveFocus(),
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await waitFor(() => expect(trigger).toHaveFocus());
      await userEvent.tab({ shift: true });
    }
  },
};

/**
 * Tab in the open menu closes it and gives focus back to the button (WAI-ARIA menu button pattern); the
 * audit of 2026-11-29 found Tab doing nothing, the menu staying open.
 */
export const TabClosesTheMenu: Story = {
  args: { value: 'fr' },
  tags: ['no-visual', '!autodocs'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: startsWithLabel });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const SelectWithPointer: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: startsWithLabel });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    const chosen = another('fr');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: endonym(chosen) }));
    await expect(args.onChange).toHaveBeenCalledWith(chosen);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: startsWithLabel })).toHaveTextContent(endonym(chosen));
  },
};

export const Sizes: Story = {
  tags: ['same-picture'],
  name: 'Touch target',
  play: async ({ canvas }) => {
    const { width, height } = canvas.getByRole('button').getBoundingClientRect();
    await expect(height).toBeGreaterThanOrEqual(44);
    await expect(width).toBeGreaterThanOrEqual(44);
  },
};

/**
 * `LanguageMenuTrigger`: the same button without the menu's code, for an app that loads the menu only when
 * the visitor reaches for it. It looks and is named exactly like the real trigger.
 */
export const PlainTrigger: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <LanguageMenuTrigger value={args.value} languages={args.languages} data-testid="plain" />
      <LanguageMenu {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [plain, real] = canvas.getAllByRole('button', {
      name: `${t('ui.languageMenu.label')} ${endonym(storyLocale())}`,
    });
    await expect(plain).toHaveAttribute('aria-haspopup', 'menu');
    await expect(plain).toHaveAttribute('aria-expanded', 'false');
    await expect(plain?.getBoundingClientRect().height).toBe(real?.getBoundingClientRect().height);
    await expect(plain?.getBoundingClientRect().width).toBe(real?.getBoundingClientRect().width);
  },
};

/** The trigger's states at once, without a pointer (hover and focus forced through their attributes). */
export const States: Story = {
  render: (args) => (
    <StatesGrid
      states={[
        { label: local('Default'), children: <LanguageMenu {...args} /> },
        { label: local('Hover'), force: 'hover', target: 'button', children: <LanguageMenu {...args} /> },
        { label: local('Focus'), force: 'focus', target: 'button', children: <LanguageMenu {...args} /> },
        { label: local('Another language'), children: <LanguageMenu {...args} value={another('de')} /> },
        {
          label: local('Unknown language'),
          note: local('shows English'),
          children: <LanguageMenu {...args} value="pt" />,
        },
      ]}
    />
  ),
};
