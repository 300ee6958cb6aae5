import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
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
