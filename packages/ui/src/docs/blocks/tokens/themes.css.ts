import { brandTokens } from '../../../theme/brandTokens';
import { makeTheme } from '../../../theme/makeTheme';
import { partnerTheme } from '../../../theme/partner.css';

/**
 * The class of each theme, for a docs preview drawn in a theme other than the page's: the brand theme is
 * global (`:root`), so on a page the toolbar turned partner it needs a class of its own to come back.
 */
export const themeClasses = { Brand: makeTheme(brandTokens, 'docs-brand'), Partner: partnerTheme } as const;
