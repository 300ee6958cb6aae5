import { useLingui } from '@lingui/react/macro';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { LanguageOption } from '../../primitives/LanguageMenu';
import * as styles from './Header.css';

export type HeaderLanguagesProps = {
  /** Languages to offer, in display order. */
  languages: readonly LanguageOption[];
  /** Code of the active language; an unknown code checks English (or the first language). */
  value: string;
  /** Called with the chosen language's code. */
  onChange: (code: string) => void;
};

const CheckIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="100%"
    height="100%"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

/**
 * The language choice inside the header's drawer: the languages as a radio group, the active one checked.
 * A dropdown cannot open inside the modal drawer (the drawer keeps focus and pointer inside itself), so
 * the drawer lists the languages inline; the bar on large screens uses `LanguageMenu`.
 */
export function HeaderLanguages({ languages, value, onChange }: HeaderLanguagesProps) {
  const { t } = useLingui();
  const active =
    languages.find((language) => language.code === value) ??
    languages.find((language) => language.code === 'en') ??
    languages[0];
  return (
    <RadioGroup value={active?.code ?? null} onChange={onChange} className={styles.languages}>
      <Label className={styles.languagesLabel}>{t({ id: 'ui.header.language', message: 'Language' })}</Label>
      {languages.map((language) => (
        <Radio key={language.code} value={language.code} className={styles.language}>
          {({ isSelected }) => (
            <>
              <span className={styles.languageCheck}>{isSelected ? <CheckIcon /> : null}</span>
              <span lang={language.code}>{language.name}</span>
              <span className={styles.languageCode} aria-hidden="true">
                {language.code}
              </span>
            </>
          )}
        </Radio>
      ))}
    </RadioGroup>
  );
}
