'use client';

import { msg } from '@lingui/core/macro';
import { useId } from 'react';
import { useUiLingui } from '../../i18n/useUiLingui';
import { ChevronDownIcon, GlobeIcon } from '../../icons/icons';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './LanguageMenu.css';
import type { LanguageOption } from './languages';

/** The ids that name the trigger ("Change language" + the active language) and the menu. */
export type TriggerIds = { labelId: string; nameId: string };

/** Ids for `TriggerContent`'s two names, unique per trigger. */
export const useTriggerIds = (): TriggerIds => {
  const id = useId();
  return { labelId: `${id}-label`, nameId: `${id}-name` };
};

/** What the trigger shows: the same in `LanguageMenu` and in `LanguageMenuTrigger`. */
export function TriggerContent({ ids, active }: { ids: TriggerIds; active: LanguageOption }) {
  const { t } = useUiLingui();
  return (
    <>
      <GlobeIcon className={styles.icon} />
      <span id={ids.labelId} className={visuallyHidden}>
        {t(msg({ id: 'ui.languageMenu.label', message: 'Change language' }))}
      </span>
      <span id={ids.nameId} lang={active.code}>
        {active.name}
      </span>
      <ChevronDownIcon className={styles.chevron} />
    </>
  );
}
