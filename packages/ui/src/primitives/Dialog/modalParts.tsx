'use client';

import { type ReactNode, useState } from 'react';
import { Heading } from 'react-aria-components';
import { CloseIcon } from '../../icons/icons';
import { Button } from '../Button/Button';

/** The open state of a modal (Dialog, Drawer): the caller's `open` when given, else its own from `defaultOpen`. */
export function useOpenState(open?: boolean, defaultOpen?: boolean, onOpenChange?: (open: boolean) => void) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen ?? false);
  const setOpen = (next: boolean) => {
    setUncontrolled(next);
    onOpenChange?.(next);
  };
  return [open ?? uncontrolled, setOpen] as const;
}

export type ModalHeaderProps = {
  /** The modal's title; as react-aria's `slot="title"` it names the dialog. */
  title: ReactNode;
  /** The heading's level (react-aria's default, 3, when left out). */
  level?: number;
  /** The close button's accessible name, in the interface's language. */
  closeLabel: string;
  /** What the close button does: react-aria's `close` of the dialog. */
  onClose: () => void;
  /** Classes of the header row, the title and the close button. */
  classes: { header: string; title: string; close: string };
};

/** A modal's header row: its title and the icon button that closes it (the Dialog's and the Drawer's). */
export function ModalHeader({ title, level, closeLabel, onClose, classes }: ModalHeaderProps) {
  return (
    <div className={classes.header}>
      <Heading slot="title" level={level} className={classes.title}>
        {title}
      </Heading>
      <Button variant="ghost" size="icon" aria-label={closeLabel} onPress={onClose} className={classes.close}>
        <CloseIcon size={20} />
      </Button>
    </div>
  );
}
