'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
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
 * `checked` on the item). The list is not portalled: it stays inside the landmark that holds the button
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
  if (!active) return null;
  return (
    <DropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        className={cx(styles.trigger, className)}
        aria-labelledby={`${ids.labelId} ${ids.nameId}`}
        data-value={active.code}
      >
        <TriggerContent ids={ids} active={active} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
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
