import { assignVars, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { layered } from './layered';
import { media } from './media';
import type { ThemeTokens } from './tokens';

/** Motion collapses to (almost) nothing for visitors who ask for reduced motion. */
const reducedMotion = {
  duration: { fast: '0.01ms', normal: '0.01ms', slow: '0.01ms' },
  easing: { standard: 'linear', emphasized: 'linear' },
};

const themeRule = (tokens: ThemeTokens) =>
  layered({
    vars: assignVars(vars, tokens),
    '@media': { [media.reducedMotion]: { vars: assignVars(vars.motion, reducedMotion) } },
  });

/**
 * Creates a theme class from a full set of tokens. Call it from a `.css.ts` file and put the class on
 * `<html>` (or any subtree) to re-theme every component below it. Portalled layers (toast, drawer,
 * menus) render into `<body>`, so themes meant for a whole page belong on `<html>`.
 */
export const makeTheme = (tokens: ThemeTokens, debugId?: string): string => style(themeRule(tokens), debugId);

/** Applies a full set of tokens to a selector (the brand theme uses `:root`). */
export const makeGlobalTheme = (selector: string, tokens: ThemeTokens): void => {
  globalStyle(selector, themeRule(tokens));
};
