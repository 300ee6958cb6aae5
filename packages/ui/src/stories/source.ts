import { setupI18n } from '@lingui/core';
import { messages as ui } from '../i18n/locales/en';
import { brandTokens } from '../theme/brandTokens';
import { messages as stories } from './locales/en';
import { type ArtPalette, artTokens, drawArt } from './sample/art';

/**
 * English, the source language, in an instance of its own: the stories' `args` hold the sample content in
 * English (what the controls show and edit); the canvas shows it in the toolbar's language (`useSample`).
 */
export const sourceI18n = setupI18n({ locale: 'en', messages: { en: { ...ui, ...stories } } });

/** The brand theme's palette, for the illustrations in the `args`. */
export const brandPalette = Object.fromEntries(
  artTokens.map((token) => [token, brandTokens.palette[token]]),
) as ArtPalette;

/** The illustrations in the brand's colours. */
export const brandArt = drawArt(brandPalette);
