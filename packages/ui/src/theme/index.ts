import './reset.css';
import './brand.css';

export { brandTokens } from './brandTokens';
export { vars } from './contract.css';
export { uiLayer } from './layers.css';
export { makeGlobalTheme, makeTheme } from './makeTheme';
export { breakpoints, media } from './media';
export { partnerTheme } from './partner.css';
export type { ThemeTokens } from './tokens';
