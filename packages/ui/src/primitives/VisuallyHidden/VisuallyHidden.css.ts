import { style } from '@vanilla-extract/css';
import { layered } from '../../theme/layered';

/** The rules that hide an element on screen while assistive technology still reads it. */
export const hiddenOnScreen = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style(layered(hiddenOnScreen));
