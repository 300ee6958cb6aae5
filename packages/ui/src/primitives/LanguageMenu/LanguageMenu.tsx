'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';
import { cx } from '../../cx';
import { CheckIcon } from '../../icons/icons';
import * as styles from './LanguageMenu.css';
import { defaultLanguages, type LanguageOption, resolveActive } from './languages';
import { TriggerContent, useTriggerIds } from './TriggerContent';

export { defaultLanguages, type LanguageOption } from './languages';

export type LanguageMenuProps = {
  /** Languages to offer, in display order; the site's five by default. */
  languages?: readonly LanguageOption[];
  /** Code of the active language (a regional `de-DE` shows `de`); an unknown code shows English (or the first language). */
  value: string;
  /** Called with the chosen language's code. */
  onChange: (code: string) => void;
  /** Whether the menu is open (controlled). */
  open?: boolean;
  /** Whether the menu is open on first render (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Class for the trigger button (the root element). */
  className?: string;
};

/**
 * The language selector: a button showing the active language (globe and its own name) that opens a menu
 * of all languages, the active one checked. Built on Radix DropdownMenu: keyboard, focus return and
 * dismissal come from Radix; state is on `data-state` (`open` / `closed` on the trigger and menu,
 * `checked` on the item). As the WAI-ARIA menu button pattern asks, the menu opens with focus on the
 * active language (Radix would focus the first), and Tab closes it, focus back on the button (Radix
 * would keep focus and the menu open). The list is not portalled: it stays inside the landmark that holds the button
 * (the header's), where a screen reader's region navigation finds it.
 *
 * An app that wants Radix's code off its first load can show `LanguageMenuTrigger` (the same button,
 * plain) until the visitor reaches for it, and then this component, loaded with `React.lazy`, open.
 */
export function LanguageMenu({
  languages = defaultLanguages,
  value,
  onChange,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: LanguageMenuProps) {
  const ids = useTriggerIds();
  const active = resolveActive(languages, value);
  const list = useRef<HTMLDivElement>(null);
  // Open or closed, controlled or not: Tab needs to close the menu whichever the app chose.
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  if (!active) return null;
  /**
   * Radix focuses the list as it opens (and, opened by key, then its first item): focus goes on to the
   * checked language instead, and the arrows start from it. Preventing the event skips Radix's own step.
   */
  const focusActive = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const checked = list.current?.querySelector<HTMLElement>('[role="menuitemradio"][aria-checked="true"]');
    if (!checked) return;
    event.preventDefault();
    checked.focus({ preventScroll: true });
  };
  /** Tab leaves the menu: closed, focus back on the button (Radix's close returns it). */
  const closeOnTab = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    event.preventDefault();
    setOpen(false);
  };
  return (
    <DropdownMenu.Root open={isOpen} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger
        className={cx(styles.trigger, className)}
        aria-labelledby={`${ids.labelId} ${ids.nameId}`}
        data-value={active.code}
      >
        <TriggerContent ids={ids} active={active} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        ref={list}
        onFocus={focusActive}
        onKeyDown={closeOnTab}
        className={styles.content}
        aria-labelledby={ids.labelId}
        align="end"
        sideOffset={4}
      >
        <DropdownMenu.RadioGroup value={active.code} onValueChange={onChange}>
          {languages.map((language) => (
            <DropdownMenu.RadioItem
              key={language.code}
              value={language.code}
              lang={language.code}
              textValue={language.name}
              className={styles.item}
            >
              <span className={styles.check}>
                <DropdownMenu.ItemIndicator>
                  <CheckIcon fill strokeWidth={2.5} />
                </DropdownMenu.ItemIndicator>
              </span>
              {language.name}
              <span className={styles.code} aria-hidden="true">
                {language.code}
              </span>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
