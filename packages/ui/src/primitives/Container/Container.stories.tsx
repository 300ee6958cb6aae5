import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';
import { Local } from '../../stories/localized';
import { vars } from '../../theme/contract.css';
import { Container, containerElements, containerSizes } from './Container';

const panel: CSSProperties = {
  padding: vars.space.md,
  background: vars.color.accentSubtle,
  color: vars.color.onAccentSubtle,
  borderRadius: vars.radius.sm,
};

const copy =
  'Since 1993 we have made brushes, brooms and dustpans from recycled plastics and natural fibres, and ' +
  'wooden handles and components from FSC- and PEFC-certified wood, at our sites in Switzerland, France and Sri Lanka.';

const meta = {
  title: 'Primitives/Container',
  component: Container,
  // The designer's page is Container.mdx.
  tags: ['!autodocs'],
  args: {
    size: 'default',
    children: (
      <p style={{ ...panel, margin: 0 }}>
        <Local>{copy}</Local>
      </p>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: containerSizes },
    as: { control: 'select', options: containerElements },
    children: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Centres a page’s content at the theme’s maximum width, with inline padding that grows on larger ' +
          'screens. Use one per section, inside any full-bleed background. `prose` suits long text, ' +
          '`wide` image-heavy rows. Do not nest containers; for spacing inside, use `Stack` or `Grid`.',
      },
    },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg }}>
      {containerSizes.map((size) => (
        <Container key={size} {...args} size={size}>
          <p style={{ ...panel, margin: 0 }}>
            <strong translate="no">size="{size}"</strong> — <Local>{copy}</Local>
          </p>
        </Container>
      ))}
    </div>
  ),
};

export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'container-heading',
    children: (
      <>
        <h2 id="container-heading">
          <Local>Sustainability</Local>
        </h2>
        <p>
          <Local>{copy}</Local>
        </p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).toHaveAttribute('data-size', 'default');
  },
};
