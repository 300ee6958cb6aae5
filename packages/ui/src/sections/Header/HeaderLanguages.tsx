'use client';

import { msg } from '@lingui/core/macro';
import { Button } from 'react-aria-components';
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
 * The language choice inside the header's drawer: a labelled group of buttons, one a language, the active
 * one checked and `aria-current`. A language changes only when the visitor presses its button (Enter,
 * Space, a tap): a radio group would switch the whole page on every arrow key, the only way to move
 * through it (WCAG 3.2.2 On Input). A dropdown cannot open inside the modal drawer (the drawer keeps focus
 * and pointer inside itself), so the drawer lists the languages inline; the bar on large screens uses
 * `LanguageMenu`.
 */
export function HeaderLanguages({ languages, value, onChange }: HeaderLanguagesProps) {
  const { t } = useUiLingui();
  const active = resolveActive(languages, value);
  return (
    <div className={styles.languages}>
      {/* The rule above the group is the outer box's: a fieldset's border would run through its legend. */}
      <fieldset className={styles.languageSet}>
        <legend className={styles.languagesLabel}>
          {t(msg({ id: 'ui.header.language', message: 'Language' }))}
        </legend>
        <ul className={styles.languageList}>
          {languages.map((language) => {
            const current = language.code === active?.code;
            return (
              <li key={language.code}>
                <Button
                  className={styles.language}
                  aria-current={current ? 'true' : undefined}
                  onPress={() => {
                    if (!current) onChange(language.code);
                  }}
                >
                  <span className={styles.languageCheck}>
                    {current ? <CheckIcon fill strokeWidth={2.5} /> : null}
                  </span>
                  <span lang={language.code}>{language.name}</span>
                  <span className={styles.languageCode} aria-hidden="true">
                    {language.code}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
