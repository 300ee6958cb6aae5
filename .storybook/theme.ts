import { create } from 'storybook/theming';
import { brandTokens } from '../packages/ui/src/theme/brandTokens.ts';

const { palette, radius, font } = brandTokens;

/** `'10px'` → `10`: Storybook's theme takes radii as numbers of pixels. */
const px = (value: string) => Number.parseInt(value, 10);

/**
 * The manager has none of the brand's web fonts (the preview loads them), so its chrome uses the system
 * stacks the brand falls back to.
 */
const systemSans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Colours, radii and logo shared by the manager and the docs pages, from the brand's own tokens. */
const brand = {
  base: 'light',
  brandTitle: '@brand/ui — design system',
  brandUrl: 'https://storybook.brand.example/',
  brandImage: './brand-ui-logo.svg',
  brandTarget: '_self',

  // Storybook's `colorSecondary` marks the selection (sidebar, tabs, links): the brand's forest green.
  colorPrimary: palette.secondary500,
  colorSecondary: palette.primary700,

  appBg: palette.neutral50,
  appContentBg: palette.neutral0,
  appPreviewBg: palette.neutral0,
  appHoverBg: palette.primary50,
  appBorderColor: palette.neutral200,
  appBorderRadius: px(radius.md),

  fontCode: font.family.mono,

  textColor: palette.neutral900,
  textInverseColor: palette.neutral0,
  textMutedColor: palette.neutral700,

  barTextColor: palette.neutral700,
  barHoverColor: palette.primary600,
  barSelectedColor: palette.primary700,
  barBg: palette.neutral0,

  buttonBg: palette.neutral100,
  buttonBorder: palette.neutral300,
  booleanBg: palette.neutral100,
  booleanSelectedBg: palette.neutral0,

  inputBg: palette.neutral0,
  inputBorder: palette.neutral300,
  inputTextColor: palette.neutral900,
  inputBorderRadius: px(radius.sm),
} as const;

/** The Storybook UI around the stories (sidebar, toolbar, panels): `.storybook/manager.ts`. */
export const managerTheme = create({ ...brand, fontBase: systemSans });

/** The docs pages, rendered in the preview, where the brand's fonts are loaded: `parameters.docs.theme`. */
export const docsTheme = create({ ...brand, fontBase: font.family.body });
