import { useLingui } from '@lingui/react/macro';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useId } from 'react';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons';
import { visuallyHidden } from '../VisuallyHidden';
import * as styles from './LanguageMenu.css';

/** A language the menu offers: its code (BCP 47, e.g. `de`) and its name in that language. */
export type LanguageOption = {
  /** Language code, e.g. `de`; set as the item's `lang` and passed to `onChange`. */
  code: string;
  /** The language's own name (endonym), e.g. `Deutsch`; never translated. */
  name: string;
};

/** The site's five languages, named in their own language. */
export const defaultLanguages = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'it', name: 'Italiano' },
  { code: 'es', name: 'Español' },
] as const satisfies readonly LanguageOption[];

export type LanguageMenuProps = {
  /** Languages to offer, in display order; the site's five by default. */
  languages?: readonly LanguageOption[];
  /** Code of the active language; an unknown code shows English (or the first language). */
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

/** Finds the language to show: the active one, else English, else the first. */
const resolveActive = (languages: readonly LanguageOption[], value: string): LanguageOption | undefined =>
  languages.find((language) => language.code === value) ??
  languages.find((language) => language.code === 'en') ??
  languages[0];

const GlobeIcon = ({ className }: { className: string }) => (
  <svg
    className={className}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </svg>
);

/**
 * The language selector: a button showing the active language (globe and its own name) that opens a menu
 * of all languages, the active one checked. Keyboard, focus return and dismissal come from Radix DropdownMenu;
 * state is on `data-state` (`open` / `closed` on the trigger and menu, `checked` on the item).
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
  const { t } = useLingui();
  const id = useId();
  const labelId = `${id}-label`;
  const nameId = `${id}-name`;
  const active = resolveActive(languages, value);
  if (!active) return null;

  return (
    <DropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger
        className={[styles.trigger, className].filter(Boolean).join(' ')}
        aria-labelledby={`${labelId} ${nameId}`}
        data-value={active.code}
      >
        <GlobeIcon className={styles.icon} />
        <span id={labelId} className={visuallyHidden}>
          {t({ id: 'ui.languageMenu.label', message: 'Change language' })}
        </span>
        <span id={nameId} lang={active.code}>
          {active.name}
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} aria-labelledby={labelId} align="end" sideOffset={4}>
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
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
