import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { layered } from '../../theme/layered';

/** Added to the shared field control: grows vertically only, and keeps the text off the resize handle. */
export const textarea = style(
  layered({
    resize: 'vertical',
    paddingBlock: vars.space.sm,
    overflowWrap: 'break-word',
  }),
);
