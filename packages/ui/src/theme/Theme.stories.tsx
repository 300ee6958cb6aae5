import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColourTable, TokenTable } from '../docs/blocks/tokens/TokenTables';

/**
 * The tokens, one story per group, for the visual baselines; the designer's page is Theme.mdx (Theme › Tokens › Docs), which
 * shows each group once. Values and contrast ratios are computed from `brandTokens` and `partnerTokens`,
 * the words come from the JSDoc of `ThemeTokens`.
 */
const meta = {
  title: 'Theme/Tokens',
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => <ColourTable group="color" />,
  play: async ({ canvas }) => {
    // Every semantic colour is a row, each with its value in both themes.
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(27);
  },
};

export const Palette: Story = { render: () => <ColourTable group="palette" /> };

export const Typography: Story = {
  render: () => (
    <>
      <TokenTable group="font.family" />
      <TokenTable group="font.size" />
      <TokenTable group="font.lineHeight" />
      <TokenTable group="font.weight" />
      <TokenTable group="font.letterSpacing" />
    </>
  ),
};

export const SpaceRadiusShadow: Story = {
  render: () => (
    <>
      <TokenTable group="space" />
      <TokenTable group="radius" />
      <TokenTable group="shadow" />
    </>
  ),
};

export const MotionLayersSizes: Story = {
  render: () => (
    <>
      <TokenTable group="motion.duration" />
      <TokenTable group="motion.easing" />
      <TokenTable group="z" />
      <TokenTable group="size" />
      <TokenTable group="breakpoint" />
    </>
  ),
};
