import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A gallery tile's picture in each theme. The docs container marks the root with the toolbar's theme
 * (`data-theme`, .storybook/globals.tsx); CSS picks the picture, so the gallery follows the toolbar
 * without reading it in render.
 */
export const pictureOf = { brand: style({ display: 'block' }), partner: style({ display: 'none' }) };

globalStyle(`:root[data-theme="partner"] ${pictureOf.brand}`, { display: 'none' });
globalStyle(`:root[data-theme="partner"] ${pictureOf.partner}`, { display: 'block' });
