import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { breakpoints, media } from '../../theme/media';
import { bareList } from '../../theme/patterns';

// The compact grid of `ProductsCompactSection`: a stylesheet of its own, so a page that shows it (the home
// page) does not share the full grid's module with /products (a module two pages share loads with the app).

/** The compact grid's band: a little less room above and below than a full section (a teaser's). */
export const section = style(layered({ paddingBlock: 'clamp(2.5rem, 6vw, 4.5rem)' }));

const wide = 'screen and (min-width: 1600px)';
const twoColumns = `screen and (min-width: ${breakpoints.sm}px) and (max-width: ${breakpoints.lg - 0.02}px)`;

/**
 * The grid a buyer scans: a list on phones; two a row from `sm` (a last odd card spans both); from `lg` six
 * tracks each card shares with the others of its row (`data-row`, from `productRows`: five make three and
 * two, every row full, no hole); and from 1,600 px, where the home page's bands run wider, all in one row:
 * no empty band on a 2,560 px screen.
 */
export const grid = style(
  layered({
    display: 'grid',
    gap: vars.space.md,
    ...bareList,
    '@media': {
      [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.lg]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
      [wide]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
    },
  }),
);

export const cell = style(
  layered({
    display: 'grid',
    minWidth: 0,
    '@media': {
      [twoColumns]: { selectors: { '&:last-child:nth-child(odd)': { gridColumn: '1 / -1' } } },
      [media.lg]: {
        gridColumn: 'span 2',
        selectors: {
          '&[data-row="2"]': { gridColumn: 'span 3' },
          '&[data-row="1"]': { gridColumn: '1 / -1' },
        },
      },
      [wide]: {
        gridColumn: 'auto',
        selectors: { '&[data-row="2"], &[data-row="1"]': { gridColumn: 'auto' } },
      },
    },
  }),
);

/**
 * A compact card: the picture (4.5 rem) beside the name and the line, and the quote button under both at
 * the card's foot, so the buttons of a row line up.
 */
export const card = style(
  layered({
    display: 'grid',
    gridTemplateColumns: '4.5rem minmax(0, 1fr)',
    gridTemplateRows: '1fr auto',
    alignItems: 'start',
    gap: vars.space.md,
    // `${cell} &` outranks the Card's own padding: a short card on a phone.
    selectors: { [`${cell} &`]: { padding: vars.space.md } },
  }),
);

export const picture = style(
  layered({
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'center',
    padding: vars.space.xs,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
  }),
);

/** The text column: beside the picture, or the card's whole width without one. */
export const body = style(
  layered({
    display: 'grid',
    gridColumn: '1 / -1',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignContent: 'start',
    justifyItems: 'start',
    gap: vars.space.xs,
  }),
);

export const title = style(layered({ margin: 0, textWrap: 'balance' }));

/**
 * The name as a link: the heading's colour, underlined on hover and focus only (the card names it), a
 * touch-sized target (44 px high, WCAG 2.5.8 and the phone's 44 px) however short the name.
 */
export const name = style(
  layered({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    // The target grows around a one-line name, not the card: its margin box keeps the name's line height.
    marginBlock: `calc((1lh - ${vars.size.touch}) / 2)`,
    color: 'inherit',
    textDecorationLine: 'none',
    selectors: { '&:hover, &:focus-visible': { textDecorationLine: 'underline' } },
  }),
);

export const quote = style(layered({ gridColumn: '1 / -1', justifySelf: 'start', alignSelf: 'end' }));

globalStyle(`${picture} + ${body}`, layered({ gridColumn: 2 }));
