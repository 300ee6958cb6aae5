import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { FocusEvent } from 'react';
import { CheckIcon } from '../../icons/icons';
import type { LanguageMenuProps } from './LanguageMenu';
import * as styles from './LanguageMenu.css';
import type { LanguageOption } from './languages';
import { TriggerContent, type TriggerIds } from './TriggerContent';

export type LanguageMenuDropdownProps = Omit<LanguageMenuProps, 'languages' | 'value'> & {
  languages: readonly LanguageOption[];
  active: LanguageOption;
  ids: TriggerIds;
  /** Opened by the keyboard before this code had loaded: focus goes to the first language, as Radix does. */
  focusFirst: boolean;
};

/**
 * The language menu once its code is here (loaded by `LanguageMenu` on intent): Radix DropdownMenu with
 * the languages as radio items. Keyboard, focus return and dismissal come from Radix. The list is not
 * portalled: it stays inside the header's landmark, where a screen reader's region navigation finds it.
 */
export function LanguageMenuDropdown({
  languages,
  active,
  ids,
  onChange,
  open,
  defaultOpen,
  onOpenChange,
  className,
  focusFirst,
}: LanguageMenuDropdownProps) {
  // Radix focuses the first item only for a key pressed while it was mounted; the first key came earlier.
  const onContentFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!focusFirst || event.target !== event.currentTarget) return;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitemradio"]')?.focus();
  };
  return (
    <DropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        className={[styles.trigger, className].filter(Boolean).join(' ')}
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
        onFocus={onContentFocus}
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
