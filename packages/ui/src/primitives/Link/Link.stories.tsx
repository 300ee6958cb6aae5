import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StatesGrid } from '../../docs/blocks/StatesGrid';
import { Local, local, localized } from '../../stories/localized';
import { t } from '../../stories/play';
import { Link, linkVariants } from './Link';
import { LinkRouterProvider } from './router';

/** The story's own router, so the play function can assert what the link asked it to do. */
const navigate = fn().mockName('navigate');

const meta = {
  title: 'Primitives/Link',
  component: Link,
  // The designer's page is Link.mdx.
  tags: ['!autodocs'],
  decorators: [localized],
  args: { href: '/products', children: 'See our product range', variant: 'inline', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Navigation to another page or place. `inline` inside running text (always underlined), ' +
          '`standalone` on its own line ("Learn more"), `subtle` in footers and lists where the context ' +
          'already says "link". Use `external` for other sites. For actions (send, open, toggle) use Button.',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '36rem' }}>
      <p style={{ margin: 0 }}>
        <Local>Every handle is turned from FSC-certified beech. Read more about</Local>{' '}
        <Link {...args} href="/sustainability" variant="inline">
          <Local>our sustainability commitments</Local>
        </Link>{' '}
        <Local>before you order.</Local>
      </p>
      <div>
        <Link {...args} href="/about" variant="standalone">
          <Local>Learn more about us</Local>
        </Link>
      </div>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        <li>
          <Link {...args} href="/manufacturing" variant="subtle">
            <Local>Manufacturing</Local>
          </Link>
        </li>
        <li>
          <Link {...args} href="/private-label" variant="subtle">
            <Local>Private label</Local>
          </Link>
        </li>
      </ul>
    </div>
  ),
  play: async ({ canvas }) => {
    const standalone = canvas.getAllByRole('link').find((link) => link.dataset.variant === 'standalone');
    if (!standalone) throw new Error('no standalone link');
    await expect(standalone).toHaveAttribute('data-variant', 'standalone');
    await expect(standalone.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Shows the component's own message (screen-reader text), which follows the locale toolbar. */
export const External: Story = {
  args: { href: 'https://example.com/supplier-code', children: 'Supplier code of conduct', external: true },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: `${local(args.children)} ${t('ui.link.newTab')}` });
    await expect(link).toHaveAttribute('href', 'https://example.com/supplier-code');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('data-external', 'true');
    const hidden = canvas.getByText(t('ui.link.newTab'));
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const ClientNavigation: Story = {
  args: { href: '/products', children: 'Our products' },
  beforeEach: () => {
    navigate.mockClear();
  },
  render: (args) => (
    <LinkRouterProvider navigate={navigate}>
      <Link {...args} />
    </LinkRouterProvider>
  ),
  play: async ({ args, canvas, step }) => {
    const link = canvas.getByRole('link', { name: local(args.children) });
    const before = window.location.href;
    // react-aria stops the click's propagation, so keep the event from the capture phase and read
    // `defaultPrevented` once its dispatch is over.
    const clicks: MouseEvent[] = [];
    const record = (event: MouseEvent) => clicks.push(event);
    window.addEventListener('click', record, { capture: true });
    try {
      await step('pointer', async () => {
        await userEvent.click(link);
        await expect(navigate).toHaveBeenCalledTimes(1);
        await expect(navigate.mock.lastCall?.[0]).toBe('/products');
        await expect(clicks.at(-1)?.defaultPrevented).toBe(true);
        await expect(args.onPress).toHaveBeenCalledTimes(1);
      });
      await step('keyboard', async () => {
        await expect(link).toHaveFocus();
        await userEvent.keyboard('{Enter}');
        await expect(navigate).toHaveBeenCalledTimes(2);
        await expect(navigate.mock.lastCall?.[0]).toBe('/products');
        await expect(clicks).toHaveLength(2);
        await expect(clicks.at(-1)?.defaultPrevented).toBe(true);
      });
    } finally {
      window.removeEventListener('click', record, { capture: true });
    }
    await expect(window.location.href).toBe(before);
  },
};

export const Current: Story = {
  args: { href: '/about', children: 'About', variant: 'subtle', 'aria-current': 'page' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: local(args.children) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const FocusWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: local(args.children) });
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
  },
};

/** Every state at once, without a pointer (hover, focus and pressed forced through their attributes). */
export const States: Story = {
  render: (args) => (
    <StatesGrid
      states={[
        { label: local('Default'), children: <Link {...args} /> },
        { label: local('Hover'), force: 'hover', children: <Link {...args} /> },
        {
          label: local('Focus'),
          note: local('reached by keyboard'),
          force: 'focus',
          children: <Link {...args} />,
        },
        { label: local('Current page'), children: <Link {...args} variant="subtle" aria-current="page" /> },
        { label: local('Standalone'), children: <Link {...args} variant="standalone" /> },
        { label: local('Subtle'), children: <Link {...args} variant="subtle" /> },
      ]}
    />
  ),
};
