import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';
import { media } from '../../theme/media';
import { disc } from '../../theme/patterns';
import { cardTitleType, detailValueType, lineLink, smallCaps } from '../patterns';

/* ---------- Full mode: hero, form, info ---------- */

/** The title and description beside the picture; stacked on phones, side by side from `lg`. */
export const hero = style(
  layered({
    display: 'grid',
    gap: vars.space.xl,
    alignItems: 'center',
    '@media': {
      [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xxxl },
    },
  }),
);

// Inside the hero the header sits beside the picture, so its bottom margin would push it off-centre.
globalStyle(`${hero} > header`, layered({ marginBottom: 0 }));

export const picture = style(
  layered({
    justifySelf: 'center',
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    boxShadow: vars.shadow.md,
    '@media': { [media.lg]: { justifySelf: 'end' } },
  }),
);

/** The form beside the contact details: stacked on phones, 7 : 5 from `lg`. */
export const body = style(
  layered({
    display: 'grid',
    gap: vars.space.xl,
    alignItems: 'start',
    marginTop: vars.space.xxxl,
    '@media': {
      [media.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space.xxl },
    },
  }),
);

/** The panels' inner spacing grows with the screen. */
export const panel = style(
  layered({
    gap: vars.space.md,
    '@media': { [media.md]: { padding: vars.space.xl } },
  }),
);

export const panelTitle = style(
  layered({
    ...cardTitleType,
    textWrap: 'balance',
  }),
);

export const panelIntro = style(layered({ marginBottom: vars.space.xs }));

/* ---------- The form ---------- */

export const form = style(layered({ display: 'grid', gap: vars.space.lg }));

/** Name and e-mail share a row from `md`. */
export const formRow = style(
  layered({
    display: 'grid',
    gap: vars.space.lg,
    '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
  }),
);

/**
 * The honeypot's wrapper: off-screen (towards the start edge, which never scrolls) and clipped to one
 * pixel, so it takes no room in the grid and never shows.
 */
export const honeypot = style(
  layered({
    position: 'absolute',
    insetInlineStart: '-10000px',
    insetBlockStart: 0,
    width: '1px',
    height: '1px',
    overflow: 'hidden',
  }),
);

/** The send button, and beside it (below it on a phone) the note that leads to the privacy notice. */
export const formActions = style(
  layered({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md }),
);

export const privacyNote = style(layered({ flex: '1 1 16rem', margin: 0 }));

/** Full width on phones (an easy target), its own width from `sm`. */
export const submit = style(
  layered({
    width: '100%',
    '@media': { [media.sm]: { width: 'auto' } },
  }),
);

/* ---------- Contact details ---------- */

export const details = style(
  layered({
    display: 'grid',
    gap: vars.space.lg,
    margin: 0,
  }),
);

export const address = style(layered({ fontStyle: 'normal' }));

/** A label and its value, indented past the round icon the label carries. */
export const detail = style(
  layered({
    position: 'relative',
    minHeight: vars.size.touch,
    paddingInlineStart: `calc(${vars.size.touch} + ${vars.space.md})`,
  }),
);

export const detailIcon = style(
  layered({
    position: 'absolute',
    insetInlineStart: 0,
    insetBlockStart: 0,
    ...disc,
    background: vars.color.surfaceRaised,
    color: vars.color.accent,
  }),
);

export const detailLabel = style(layered(smallCaps(vars.font.size.sm)));

export const detailValue = style(layered({ ...detailValueType, lineHeight: vars.font.lineHeight.relaxed }));

export const addressLine = style(layered({ display: 'block' }));

/** The e-mail and phone links stand alone on their line: a 44px target, not an inline link. */
export const detailLink = style(layered(lineLink));

/* ---------- Compact mode: two cards ---------- */

export const cards = style(layered({ padding: 0 }));

export const card = style(
  layered({
    gap: vars.space.md,
    '@media': { [media.md]: { padding: vars.space.xl } },
  }),
);

export const cardIcon = style(
  layered({
    ...disc,
    background: vars.color.accentSubtle,
    color: vars.color.accent,
  }),
);

export const cardTitle = style(layered(cardTitleType));

/** The text grows, so both cards' buttons line up at the bottom. */
export const cardText = style(layered({ flexGrow: 1 }));

export const cardEmail = style(
  layered({
    margin: 0,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'anywhere',
  }),
);

export const cardAction = style(layered({ alignSelf: 'flex-start', marginTop: vars.space.xs }));

/** Icons inside the round badges. */
export const icon = style(layered({ width: vars.space.lg, height: vars.space.lg }));

/** The line under the compact cards that leads to the FAQ. */
export const faqNote = style(layered({ marginTop: vars.space.lg, textAlign: 'center', textWrap: 'balance' }));

/**
 * The product family's `<select>`: the text fields' look, with room for the platform's arrow. An option
 * longer than a phone's field ends in an ellipsis rather than a cut letter ("Keine bestimmte Produk|").
 */
export const select = style(
  layered({ paddingInlineEnd: vars.space.lg, textOverflow: 'ellipsis', cursor: 'pointer' }),
);

/** The quote's group: its fields spaced as the form's, without the browser's fieldset frame. */
export const quote = style(
  layered({ display: 'grid', gap: vars.space.lg, border: 0, margin: 0, padding: 0, minInlineSize: 0 }),
);

/** The quote group's name, set like a field label but a step stronger. */
export const quoteLegend = style(layered({ padding: 0, marginBlockEnd: vars.space.sm, fontWeight: 600 }));
