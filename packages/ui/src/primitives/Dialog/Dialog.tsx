'use client';

import { msg } from '@lingui/core/macro';
import type { ReactElement, ReactNode } from 'react';
import { Dialog as AriaDialog, Modal, ModalOverlay } from 'react-aria-components';
import { cx } from '../../cx';
import { useUiLingui } from '../../i18n/useUiLingui';
import type { ButtonProps } from '../Button/Button';
import * as styles from './Dialog.css';
import { ModalHeader, useOpenState } from './modalParts';
import { type DialogTrigger, DialogTriggerContext, useTriggerRegistry } from './trigger';

export const dialogSizes = ['sm', 'md', 'lg'] as const;

export type DialogSize = (typeof dialogSizes)[number];

/** Handed to `children` and `actions` when they are functions. */
export type DialogRenderProps = {
  /** Closes the dialog (after an action is done); focus returns to what opened it. */
  close: () => void;
};

export type DialogProps = {
  /** Heading of the dialog and its accessible name: what it asks or shows, in a few words. */
  title: ReactNode;
  /** The content; a function receives `{ close }`. */
  children: ReactNode | ((props: DialogRenderProps) => ReactNode);
  /** The buttons at the foot, main action last; a function receives `{ close }` (a Cancel button). */
  actions?: ReactNode | ((props: DialogRenderProps) => ReactNode);
  /**
   * The button that opens the dialog: a `Button` of this library (alone or inside an element of yours); it
   * gets `aria-haspopup`, `aria-expanded` and focus back on close. Works from a server component too. A
   * native `<button>` cannot open it (it does not hear the dialog): the dialog says so on the console.
   */
  trigger?: ReactElement<ButtonProps>;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog is open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (trigger, close button, Escape, a click outside, `close()`). */
  onOpenChange?: (open: boolean) => void;
  /**
   * `alertdialog` for a question that needs an answer (discard changes?): a click outside does not close
   * it, and assistive technology announces it as urgent. Escape and the close button still close it.
   */
  role?: 'dialog' | 'alertdialog';
  /** Its largest width: `sm` 24rem (a question), `md` 32rem (a short form), `lg` 48rem (text to read). */
  size?: DialogSize;
  /** Class for the root element (the dialog's box). */
  className?: string;
};

/**
 * A modal dialog in the middle of the screen (react-aria's `Modal` and `Dialog`): the page behind is veiled
 * and inert, focus moves into the dialog and stays there, Escape, the close button and (unless it is an
 * `alertdialog`) a click on the veil close it, and focus returns to what opened it. The box carries
 * `data-size`, `data-state="open"` (and `"closed"` while it fades out) and react-aria's
 * `data-entering` / `data-exiting`.
 */
export function Dialog({
  title,
  children,
  actions,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  role = 'dialog',
  size = 'md',
  className,
}: DialogProps) {
  const { t } = useUiLingui();
  const closeLabel = t(msg({ id: 'ui.dialog.close', message: 'Close' }));
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const register = useTriggerRegistry('Dialog', trigger !== undefined);
  const context: DialogTrigger = { open: isOpen, press: () => setOpen(true), register };
  const render = (part: DialogProps['children'], close: () => void) =>
    typeof part === 'function' ? part({ close }) : part;

  const overlay = (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={setOpen}
      isDismissable={role === 'dialog'}
      className={styles.overlay}
    >
      {({ isExiting }) => (
        <Modal
          data-size={size}
          data-state={isExiting ? 'closed' : 'open'}
          className={cx(styles.modal, styles.size[size], className)}
        >
          <AriaDialog role={role} className={styles.dialog}>
            {({ close }) => (
              <>
                <ModalHeader
                  title={title}
                  level={2}
                  closeLabel={closeLabel}
                  onClose={close}
                  classes={styles}
                />
                <div className={styles.body}>{render(children, close)}</div>
                {actions ? <div className={styles.actions}>{render(actions, close)}</div> : null}
              </>
            )}
          </AriaDialog>
        </Modal>
      )}
    </ModalOverlay>
  );

  if (!trigger) return overlay;
  // The trigger is rendered as it came, never copied (./trigger.ts says why); its Button reads the
  // context. Focus returns to it on close: react-aria's modal restores it to what had it before opening.
  return (
    <>
      <DialogTriggerContext value={context}>{trigger}</DialogTriggerContext>
      {overlay}
    </>
  );
}
