'use client';

import type { ComponentProps } from 'react';
import { cx } from '../../cx';
import type { LanguageMenuProps } from './LanguageMenu';
import * as styles from './LanguageMenu.css';
import { defaultLanguages, resolveActive } from './languages';
import { TriggerContent, useTriggerIds } from './TriggerContent';

export type LanguageMenuTriggerProps = Omit<ComponentProps<'button'>, 'children' | 'value'> &
  Pick<LanguageMenuProps, 'languages' | 'value'> & {
    /** Whether the menu it stands for is open (or opening). */
    expanded?: boolean;
  };

/**
 * `LanguageMenu`'s button on its own, looking and named the same, for an app that loads the menu's code
 * only when the visitor reaches for it: show this until then (its events are yours: open the menu on
 * Enter, Space, the arrow keys, a mouse press or a tap), then `LanguageMenu` with `defaultOpen`.
 */
export function LanguageMenuTrigger({
  languages = defaultLanguages,
  value,
  expanded = false,
  className,
  ...button
}: LanguageMenuTriggerProps) {
  const ids = useTriggerIds();
  const active = resolveActive(languages, value);
  if (!active) return null;
  return (
    <button
      type="button"
      {...button}
      className={cx(styles.trigger, className)}
      aria-labelledby={`${ids.labelId} ${ids.nameId}`}
      aria-haspopup="menu"
      aria-expanded={expanded}
      data-state={expanded ? 'open' : 'closed'}
      data-value={active.code}
    >
      <TriggerContent ids={ids} active={active} />
    </button>
  );
}
