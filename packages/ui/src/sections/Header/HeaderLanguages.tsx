'use client';

import { msg } from '@lingui/core/macro';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useUiLingui } from '../../i18n/useUiLingui';
import { CheckIcon } from '../../icons/icons';
import { type LanguageOption, resolveActive } from '../../primitives/LanguageMenu/languages';
import * as styles from './Header.css';

export type HeaderLanguagesProps = {
  /** Languages to offer, in display order. */
  languages: readonly LanguageOption[];
  /** Code of the active language (`de-DE` checks `de`); an unknown code checks English (or the first language). */
  value: string;
  /** Called with the chosen language's code. */
  onChange: (code: string) => void;
};

/**
 * The language choice inside the header's drawer: the languages as a radio group, the active one checked.
 * A dropdown cannot open inside the modal drawer (the drawer keeps focus and pointer inside itself), so
 * the drawer lists the languages inline; the bar on large screens uses `LanguageMenu`.
 */
export function HeaderLanguages({ languages, value, onChange }: HeaderLanguagesProps) {
  const { t } = useUiLingui();
  const active = resolveActive(languages, value);
  return (
    <RadioGroup value={active?.code ?? null} onChange={onChange} className={styles.languages}>
      <Label className={styles.languagesLabel}>
        {t(msg({ id: 'ui.header.language', message: 'Language' }))}
      </Label>
      {languages.map((language) => (
        <Radio key={language.code} value={language.code} className={styles.language}>
          {({ isSelected }) => (
            <>
              <span className={styles.languageCheck}>
                {isSelected ? <CheckIcon fill strokeWidth={2.5} /> : null}
              </span>
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
