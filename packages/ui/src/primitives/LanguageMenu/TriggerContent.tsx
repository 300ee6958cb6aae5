'use client';

import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
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
  const { t } = useLingui();
  return (
    <>
      <GlobeIcon className={styles.icon} />
      <span id={ids.labelId} className={visuallyHidden}>
        {t({ id: 'ui.languageMenu.label', message: 'Change language' })}
      </span>
      <span id={ids.nameId} lang={active.code}>
        {active.name}
      </span>
      <ChevronDownIcon className={styles.chevron} />
    </>
  );
}
