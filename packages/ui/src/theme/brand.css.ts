import { brandTokens } from './brandTokens';
import { makeGlobalTheme } from './makeTheme';

/** The brand theme is the default, on the whole document, at zero specificity so theme classes win. */
makeGlobalTheme(':where(:root)', brandTokens);
