import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusVisible } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';

/** Visually hidden until focused; then pinned top-left above every layer, toasts included. */
export const root = style(
  layered({
    ...focusVisible,
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: 0,
    selectors: {
      ...focusVisible.selectors,
      '&:focus': {
        position: 'fixed',
        insetBlockStart: vars.space.sm,
        insetInlineStart: vars.space.sm,
        zIndex: `calc(${vars.z.toast} + 1)`,
        display: 'inline-flex',
        alignItems: 'center',
        width: 'auto',
        height: 'auto',
        minHeight: vars.size.touch,
        margin: 0,
        paddingInline: vars.space.lg,
        overflow: 'visible',
        clip: 'auto',
        borderRadius: vars.radius.md,
        background: vars.color.accent,
        color: vars.color.onAccent,
        boxShadow: vars.shadow.lg,
        fontFamily: vars.font.family.body,
        fontSize: vars.font.size.md,
        fontWeight: vars.font.weight.semibold,
        textDecoration: 'none',
      },
    },
  }),
);
