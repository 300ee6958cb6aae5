import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './focusRing.css';
import { layered } from './layered';

globalStyle('*, *::before, *::after', layered({ boxSizing: 'border-box' }));

globalStyle(
  'html',
  layered({
    colorScheme: 'light',
    WebkitTextSizeAdjust: '100%',
    textSizeAdjust: '100%',
    scrollPaddingTop: `calc(${vars.size.header} + ${vars.space.lg})`,
  }),
);

globalStyle(
  'body',
  layered({
    margin: 0,
    background: vars.color.surface,
    color: vars.color.onSurface,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    WebkitFontSmoothing: 'antialiased',
  }),
);

globalStyle('img, svg, video', layered({ display: 'block', maxWidth: '100%' }));
globalStyle('button, input, textarea, select', layered({ font: 'inherit', color: 'inherit' }));

/**
 * Elements focused by script only (`tabindex="-1"`: the skip link's target, a page's title after a move to
 * another page) show the focus ring when the visitor uses the keyboard; after a click `:focus-visible`
 * does not match, so a mouse user sees none. `<main>` is as wide as the screen and starts under the
 * fixed header, so its ring is drawn inside its box, where neither can hide it.
 */
globalStyle(':is(main, h1, h2, h3, h4, h5, h6)[tabindex="-1"]:focus-visible', layered(focusRing));
globalStyle('main[tabindex="-1"]:focus-visible', layered({ outlineOffset: '-3px' }));
