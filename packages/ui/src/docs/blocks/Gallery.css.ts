import { globalStyle, style } from '@vanilla-extract/css';
import { galleryLocales, galleryThemes } from '../gallery';

type Locale = (typeof galleryLocales)[number];
type Theme = (typeof galleryThemes)[number];

/**
 * A gallery tile's picture in each language and theme. The docs container marks the root with the
 * toolbar's language (`lang`) and theme (`data-theme`, .storybook/globals.tsx); CSS shows the one picture
 * of both, so the gallery follows the toolbar without reading it in render. A hidden picture is lazy and
 * never loaded.
 */
export const pictureOf = Object.fromEntries(
  galleryLocales.map((locale) => [
    locale,
    Object.fromEntries(galleryThemes.map((theme) => [theme, style({ display: 'none' })])),
  ]),
) as Record<Locale, Record<Theme, string>>;

for (const locale of galleryLocales)
  for (const theme of galleryThemes)
    globalStyle(
      `:root[lang|="${locale}"]${theme === 'partner' ? '[data-theme="partner"]' : ':not([data-theme="partner"])'} ${pictureOf[locale][theme]}`,
      { display: 'block' },
    );
