import { useLingui } from '@lingui/react/macro';
import { ChevronDownIcon } from '../../icons/icons';
import { visuallyHidden } from '../VisuallyHidden';
import * as styles from './LanguageMenu.css';
import type { LanguageOption } from './languages';

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

/** The ids that name the trigger ("Change language" + the active language) and the menu. */
export type TriggerIds = { labelId: string; nameId: string };

/** What the trigger shows, the same before and after the menu's code has loaded. */
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
