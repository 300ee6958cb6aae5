// Build-time entry for consumers' own `.css.ts` files: the theme contract and theme makers without the
// components, so that vanilla-extract does not evaluate the whole library when it compiles their styles.
export { brandTokens } from './theme/brandTokens';
export { vars } from './theme/contract.css';
export { makeGlobalTheme, makeTheme } from './theme/makeTheme';
export { breakpoints, media } from './theme/media';
export type { ThemeTokens } from './theme/tokens';
