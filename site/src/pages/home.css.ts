import { vars } from '@brand/ui/contract';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The home page's bands on a wide screen: from 1,600 px their content runs to 108 rem (1,728 px) instead
 * of the pages' 75 rem, so a 2,560 px screen is not two empty bands around a column of 44 % (issue 37
 * §5): the hero's text and picture, the five families in one row, the three teasers. The reading measure
 * of every text stays its own (`prose`), and the header and footer follow, so their edges stay the bands'.
 * Only the home page: the other pages are read, not scanned (a wide container for every page is a theme
 * decision, left open in ADR 0092).
 */
export const wide = style({ display: 'contents' });

// On the root, so the header and the footer keep the bands' edges on the home page.
globalStyle(`:root:has(${wide})`, {
  '@media': { 'screen and (min-width: 1600px)': { vars: { [vars.size.container]: '108rem' } } },
});
