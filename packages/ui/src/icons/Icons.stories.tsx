import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import { vars } from '../theme/contract.css';
import * as icons from './icons';

/** Every icon of the library, by its name in the code. */
const all = (Object.entries(icons) as [string, ComponentType<icons.IconProps>][]).filter(([name]) =>
  name.endsWith('Icon'),
);

const sizes = [16, 20, 24, 32] as const;

const meta = {
  title: 'Primitives/Icons',
  parameters: {
    docs: {
      description: {
        component:
          'The library’s own icons, drawn on a 16, 20 or 24 px grid with round line ends, in the colour of ' +
          'the text around them. They are decorative: the text beside an icon says what it means (an icon ' +
          'alone, in an icon button, gets its name from the button). Internal to the library: sections and ' +
          'primitives use them; they are not exported.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each icon with its name, at 16, 20, 24 and 32 px. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
        gap: vars.space.md,
        fontFamily: vars.font.family.body,
        color: vars.color.onSurface,
      }}
    >
      {all.map(([name, Icon]) => (
        <li
          key={name}
          style={{
            display: 'grid',
            gap: vars.space.xs,
            padding: vars.space.md,
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.md,
            background: vars.color.surfaceRaised,
          }}
        >
          <span style={{ display: 'flex', alignItems: 'end', gap: vars.space.md, color: vars.color.accent }}>
            {sizes.map((size) => (
              <Icon key={size} size={size} />
            ))}
          </span>
          <code style={{ fontSize: vars.font.size.sm, whiteSpace: 'nowrap' }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(all.length);
    // Decorative everywhere: no icon is announced on its own.
    for (const svg of canvasElement.querySelectorAll('svg'))
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};
