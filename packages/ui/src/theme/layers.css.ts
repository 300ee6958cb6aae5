import { globalLayer } from '@vanilla-extract/css';

/**
 * Every rule of the library lives in this one cascade layer, so a consumer's own (unlayered) CSS
 * wins without `!important`, and a consumer can order it against their layers by name.
 */
export const uiLayer = globalLayer('brand-ui');
