import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'storybook/test';
import { tileGrid } from '../docs/blocks/tileGrid';
import { iconMessages } from '../stories/sample/icons';
import { vars } from '../theme/contract.css';
import * as icons from './icons';

/** Every icon of the library, by its name in the code. */
const all = (Object.entries(icons) as [string, ComponentType<icons.IconProps>][]).filter(([name]) =>
  name.endsWith('Icon'),
);

const sizes = [16, 20, 24, 32] as const;

/** `ArrowRightIcon` → `arrow-right`: the downloaded file's name. */
const fileName = (name: string) =>
  name
    .replace(/Icon$/, '')
    .replace(/[A-Z]/g, (letter, at: number) => `${at ? '-' : ''}${letter.toLowerCase()}`);

/**
 * The icon as an SVG file a design tool opens: drawn at 24 px, in black where the library draws in the
 * text's colour (`currentColor`), without the `aria-hidden` it has on a page.
 */
const svgFile = (Icon: ComponentType<icons.IconProps>) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    renderToStaticMarkup(<Icon size={24} />)
      .replace(' aria-hidden="true"', ' xmlns="http://www.w3.org/2000/svg"')
      .replaceAll('currentColor', '#1b1b1b'),
  )}`;

const keywords = iconMessages.keywords as Record<string, MessageDescriptor>;

const meta = {
  title: 'Primitives/Icons',
  // The designer's page is Icons.mdx.
  tags: ['!autodocs'],
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

/** Each icon with its name, what to search it by, and its SVG to download, at 16, 20, 24 and 32 px. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        ...tileGrid('15rem'),
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
          <span style={{ fontSize: vars.font.size.sm, color: vars.color.onSurfaceMuted }}>
            {keywords[name] ? i18n._(keywords[name]) : null}
          </span>
          <a
            href={svgFile(Icon)}
            download={`${fileName(name)}.svg`}
            style={{ color: vars.color.link, fontSize: vars.font.size.sm }}
          >
            {i18n._(iconMessages.download)}{' '}
            <span style={{ whiteSpace: 'nowrap' }}>({fileName(name)}.svg)</span>
          </a>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(all.length);
    // Each icon has its keywords and a download of its own SVG, named after it.
    for (const [name] of all) await expect(keywords[name], name).toBeDefined();
    for (const item of canvas.getAllByRole('listitem')) await expect(item).not.toHaveTextContent('undefined');
    const downloads = canvas.getAllByRole('link');
    await expect(downloads).toHaveLength(all.length);
    await expect(downloads[0]).toHaveAttribute('download', `${fileName(all[0]?.[0] ?? '')}.svg`);
    await expect(downloads[0]).toHaveTextContent(new RegExp(`^${i18n._(iconMessages.download)} \\(`));
    const file = decodeURIComponent(downloads[0]?.getAttribute('href') ?? '');
    await expect(file).toMatch(/^data:image\/svg\+xml;charset=utf-8,<svg [^>]*viewBox="[^"]+"/);
    await expect(file).toContain('xmlns="http://www.w3.org/2000/svg"');
    await expect(file).not.toContain('currentColor');
    // Decorative everywhere: no icon is announced on its own.
    for (const svg of canvasElement.querySelectorAll('li > span > svg'))
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};
