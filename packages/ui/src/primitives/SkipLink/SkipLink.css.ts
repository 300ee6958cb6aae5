import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusVisible } from '../../theme/focusRing.css';
import { layered } from '../../theme/layered';
import { hiddenOnScreen } from '../VisuallyHidden/VisuallyHidden.css';

/**
 * Visually hidden until focused; then pinned top-left above every layer, toasts included. It also answers
 * to `data-focus-visible`, the focus state attribute every component's CSS answers to, so a states view
 * can show it focused without moving the page's focus (the story *Focused*).
 */
export const root = style(
  layered({
    ...focusVisible,
    ...hiddenOnScreen,
    selectors: {
      ...focusVisible.selectors,
      '&:focus, &[data-focus-visible]': {
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
