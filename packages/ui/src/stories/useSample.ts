import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { type Art, type ArtPalette, artTokens, drawArt } from './sample/art';
import { brandArt, brandPalette, sourceI18n } from './source';

/** A sample: the content of a component in one language, with the illustrations in one theme's colours. */
export type Sample<Content> = (i18n: I18n, art: Art) => Content;

/**
 * The colours of the theme on screen: the values of its `--brand-palette-*` properties on `<html>`, where the
 * preview puts the theme's class. `theme` is the toolbar's theme, so the colours are read again when it changes.
 */
const usePalette = (theme: unknown): ArtPalette =>
  // biome-ignore lint/correctness/useExhaustiveDependencies: the toolbar's theme changes the class on <html>
  useMemo(() => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(
      artTokens.map((token) => [
        token,
        style.getPropertyValue(`--brand-palette-${token}`).trim() || brandPalette[token],
      ]),
    ) as ArtPalette;
  }, [theme]);

/** The illustrations in the colours of the theme on screen. */
export const useArt = (theme: unknown): Art => {
  const palette = usePalette(theme);
  return useMemo(() => drawArt(palette), [palette]);
};

/**
 * `args` as the canvas shows them: every value the designer left as the English sample is replaced by the
 * same value in the toolbar's language (an illustration by the same one in the theme's colours); a value they
 * edited shows as they typed it. Walks `args`, the English sample and the translated one side by side.
 */
export const localize = (args: unknown, source: unknown, local: unknown): unknown => {
  if (typeof args === 'string') return args === source && typeof local === 'string' ? local : args;
  if (Array.isArray(args))
    return args.map((item, index) =>
      localize(
        item,
        Array.isArray(source) ? source[index] : undefined,
        Array.isArray(local) ? local[index] : undefined,
      ),
    );
  if (args && typeof args === 'object' && Object.getPrototypeOf(args) === Object.prototype) {
    const from = (value: unknown, key: string) =>
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    return Object.fromEntries(
      Object.entries(args).map(([key, value]) => [key, localize(value, from(source, key), from(local, key))]),
    );
  }
  return args;
};

/** The sample in English and in the brand's colours: what a story's `args` start with. */
export const sourceSample = <Content>(sample: Sample<Content>): Content => sample(sourceI18n, brandArt);

/**
 * The story's `args` in the toolbar's language and theme (see `localize`). `theme` is the toolbar's theme
 * (`context.globals.theme`).
 */
export function useSample<Args>(sample: Sample<unknown>, args: Args, theme: unknown): Args {
  const { i18n } = useLingui();
  const art = useArt(theme);
  const local = sample(i18n, art);
  return localize(args, sourceSample(sample), local) as Args;
}
