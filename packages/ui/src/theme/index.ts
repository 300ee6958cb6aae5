export { vars } from './contract.css';
export { uiLayer } from './layers.css';
export { breakpoints, media } from './media';
export { partnerTheme } from './partner.css';
export type { ThemeTokens } from './tokens';
