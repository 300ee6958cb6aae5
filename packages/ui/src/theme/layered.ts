import type { StyleRule } from '@vanilla-extract/css';
import { uiLayer } from './layers.css';

/** Wraps a style rule in the library's cascade layer. */
export const layered = (rule: StyleRule): StyleRule => ({ '@layer': { [uiLayer]: rule } });
