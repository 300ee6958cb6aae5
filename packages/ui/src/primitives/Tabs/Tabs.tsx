'use client';

import type { ReactNode, Ref } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components/Tabs';
import { cx } from '../../cx';
import * as styles from './Tabs.css';

/** One tab: its `value`, the words on it and what it shows. */
export type TabItem = {
  /** Names the tab for `value`, `defaultValue` and `onChange`; unique in the list. */
  value: string;
  /** The words on the tab: short, one or two words. */
  label: string;
  /** What the tab shows under the list while it is selected. */
  content: ReactNode;
  /** The tab is shown but cannot be selected. */
  disabled?: boolean;
};

export type TabsProps = {
  /** The tabs, in order: two to about six. */
  items: readonly TabItem[];
  /** The tab list's accessible name (`aria-label`): what the tabs divide, "Product details". */
  label: string;
  /** The selected tab's value now (controlled); pair with `onChange`. */
  value?: string;
  /** The tab selected at first (uncontrolled); the first available one by default. */
  defaultValue?: string;
  /** Called with the newly selected tab's value (click, tap, arrow keys, Home, End). */
  onChange?: (value: string) => void;
  /** No tab can be selected; the list is dimmed. */
  disabled?: boolean;
  /** Class for the root element. */
  className?: string;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
};

/**
 * Tabs (react-aria's `Tabs`): content divided into panels of which one shows at a time, under a row of
 * tabs. `role="tablist"` named by `label`, one tab stop (the selected tab); the arrow keys, Home and End
 * move between tabs and select them, skipping a disabled one; Tab then moves into the panel. The panels of
 * the other tabs are not rendered. State is exposed by react-aria as data attributes on each tab:
 * `data-selected`, `data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`.
 */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onChange,
  disabled = false,
  className,
  ref,
}: TabsProps) {
  return (
    <AriaTabs
      ref={ref}
      selectedKey={value}
      // Named, not left to React Aria: it would pick the first tab itself and call `onChange` on mount.
      defaultSelectedKey={defaultValue ?? items.find((item) => !item.disabled)?.value}
      // React Aria's keys are strings or numbers; ours are always the strings given as `value`.
      onSelectionChange={onChange ? (key) => onChange(String(key)) : undefined}
      isDisabled={disabled}
      disabledKeys={items.filter((item) => item.disabled).map((item) => item.value)}
      className={cx(styles.root, className)}
    >
      <TabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.value} id={item.value} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.value} id={item.value} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
