'use client';

import { msg } from '@lingui/core/macro';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { cx } from '../../cx';
import { useUiLingui } from '../../i18n/useUiLingui';
import type { ButtonProps } from '../Button/Button';
import { ModalHeader, useOpenState } from '../Dialog/modalParts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Drawer.css';

/** Handed to `children` when it is a function. */
export type DrawerRenderProps = {
  /** Closes the drawer, e.g. after a link inside was chosen; focus returns to the trigger. */
  close: () => void;
};

export type DrawerProps = {
  /** Heading of the panel and the dialog's accessible name. */
  title: ReactNode;
  /** Keep the title for screen readers only (the dialog stays named). */
  hideTitle?: boolean;
  /** The content; a function receives `{ close }` so a chosen link can close the drawer. */
  children: ReactNode | ((props: DrawerRenderProps) => ReactNode);
  /** The button that opens the drawer (a `Button`); it gets `aria-expanded` and focus back on close. */
  trigger?: ReactElement<ButtonProps>;
  /** Whether the drawer is open (controlled). */
  open?: boolean;
  /** Whether the drawer is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes (trigger, close button, Escape, overlay click, `close()`). */
  onOpenChange?: (open: boolean) => void;
  /** Class for the root element (the sliding panel). */
  className?: string;
};

/**
 * A modal panel that slides in from the right: focus is trapped inside, Escape, a click on the overlay
 * and the close button close it, and focus returns to what opened it. The panel carries
 * `data-state="open"` (and `"closed"` while it slides out), plus react-aria's `data-entering`/`data-exiting`.
 */
export function Drawer({
  title,
  hideTitle = false,
  children,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: DrawerProps) {
  const { t } = useUiLingui();
  const closeLabel = t(msg({ id: 'ui.drawer.close', message: 'Close' }));
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);

  const overlay = (
    <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} isDismissable className={styles.overlay}>
      {({ isExiting }) => (
        <Modal data-state={isExiting ? 'closed' : 'open'} className={cx(styles.panel, className)}>
          <Dialog className={styles.dialog}>
            {({ close }) => (
              <>
                <ModalHeader
                  title={title}
                  closeLabel={closeLabel}
                  onClose={close}
                  classes={{ ...styles, title: hideTitle ? visuallyHidden : styles.title }}
                />
                <div className={styles.body}>
                  {typeof children === 'function' ? children({ close }) : children}
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      )}
    </ModalOverlay>
  );

  if (!trigger) return overlay;
  // Focus returns to the trigger on close: react-aria's modal restores it to what had it before opening.
  return (
    <>
      {cloneElement(trigger, {
        'aria-expanded': isOpen,
        'aria-haspopup': 'dialog',
        onPress: () => {
          trigger.props.onPress?.();
          setOpen(true);
        },
      })}
      {overlay}
    </>
  );
}
