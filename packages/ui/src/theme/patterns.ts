// Style objects the library's components share, spread into their own `layered({ … })` styles: one
// place for what would otherwise be copied from file to file.
import { vars } from './contract.css';

/** A list without bullets or indents (the grids and tracks of the sections). */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** Display type: the heading family, large and tight (section titles, big figures). */
export const displayType = {
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
} as const;

/** A round, touch-sized disc that centres what it holds (step numbers, icons, markers). */
export const disc = {
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
} as const;
