import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ForceState } from '../../docs/blocks/ForceState';
import { Local, local } from '../../stories/localized';
import { t } from '../../stories/play';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Primitives/SkipLink',
  component: SkipLink,
  // The designer's page is SkipLink.mdx.
  tags: ['!autodocs'],
  args: { href: '#main' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label={local('Example')}>
        <a href="#products">
          <Local>Products</Local>
        </a>
      </nav>
      <main id="main" style={{ marginBlockStart: '2rem' }}>
        <p>
          <Local>Main content of the page.</Local>
        </p>
      </main>
    </>
  ),
  // In its own frame on the docs page: focused, the link pins itself to the top of the window.
  parameters: { docs: { story: { inline: false, height: '10rem' } } },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Focused, as a keyboard user first sees it; shows the component's own message in the chosen locale. */
export const FocusWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: t('ui.skipLink.label') });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const { width, height } = link.getBoundingClientRect();
    await expect(width).toBeGreaterThan(1);
    await expect(height).toBeGreaterThanOrEqual(44);
    await expect(link).toHaveAttribute('href', '#main');
  },
};

/**
 * Focused, held still for a picture: the focus forced (`data-focus-visible`) rather than reached with Tab,
 * inside a box that stands in for the window (a transform makes it the containing block of the link's
 * `position: fixed`), so the docs page shows the focused link without a keyboard.
 */
export const Focused: Story = {
  render: (args) => (
    <div style={{ position: 'relative', transform: 'translateZ(0)', minHeight: '6rem' }}>
      <ForceState state="focus">
        <SkipLink {...args} />
      </ForceState>
      <main style={{ paddingBlockStart: '4.5rem' }}>
        <p>
          <Local>Main content of the page.</Local>
        </p>
      </main>
    </div>
  ),
  parameters: { docs: { story: { inline: true } } },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: t('ui.skipLink.label') });
    await expect(link).not.toHaveFocus();
    const box = link.getBoundingClientRect();
    const frame = canvasElement.firstElementChild?.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(1);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    // Pinned inside its box, not to the window's corner.
    await expect(box.top).toBeGreaterThanOrEqual(frame?.top ?? 0);
    await expect(box.left).toBeGreaterThanOrEqual(frame?.left ?? 0);
  },
};

export const MovesFocusToMain: Story = {
  tags: ['same-picture'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: t('ui.skipLink.label') }).getBoundingClientRect().width,
    ).toBe(1);
  },
};
