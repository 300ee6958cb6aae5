import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';

/**
 * The partner's theme (app/theme.css.ts) is made with `makeTheme` at build time by the vanilla-extract
 * plugin. Next.js 16 builds with Turbopack, which needs the plugin's `mode: 'auto'` (without it `next build`
 * stops: "using Turbopack, with a webpack config and no turbopack config").
 */
const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

/** Plain static files (`out/`), one folder per page: any static host serves them. */
const config: NextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
};

export default withVanillaExtract(config);
