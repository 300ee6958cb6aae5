import { type KeyboardEvent, lazy, type PointerEvent, Suspense, useId, useState } from 'react';
import * as styles from './LanguageMenu.css';
import { defaultLanguages, type LanguageOption, resolveActive } from './languages';
import { TriggerContent } from './TriggerContent';

export { defaultLanguages, type LanguageOption } from './languages';

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

const loadDropdown = () => import('./LanguageMenuDropdown');
const preload = () => void loadDropdown();
const LanguageMenuDropdown = lazy(() =>
  loadDropdown().then((module) => ({ default: module.LanguageMenuDropdown })),
);

/** The keys that open a menu button's menu. */
const openKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The language selector: a button showing the active language (globe and its own name) that opens a menu
 * of all languages, the active one checked. Until it is used, the button is a plain one and the menu's code
 * (Radix DropdownMenu) is not loaded: hovering or focusing it fetches the code, pressing it (pointer,
 * Enter, Space, arrows) swaps in the Radix menu, open. Keyboard, focus return and dismissal come from
 * Radix; state is on `data-state` (`open` / `closed` on the trigger and menu, `checked` on the item).
 */
export function LanguageMenu({ languages = defaultLanguages, value, ...menu }: LanguageMenuProps) {
  const id = useId();
  const ids = { labelId: `${id}-label`, nameId: `${id}-name` };
  const active = resolveActive(languages, value);
  // `null` while the plain button is shown; then how the menu was first opened.
  const [opened, setOpened] = useState<'pointer' | 'keyboard' | null>(() =>
    menu.open || menu.defaultOpen ? 'pointer' : null,
  );
  if (!active) return null;

  const open = (by: 'pointer' | 'keyboard') => {
    if (opened) return;
    setOpened(by);
    menu.onOpenChange?.(true);
  };
  const plain = (
    <button
      type="button"
      className={[styles.trigger, menu.className].filter(Boolean).join(' ')}
      aria-labelledby={`${ids.labelId} ${ids.nameId}`}
      aria-haspopup="menu"
      aria-expanded={Boolean(opened)}
      data-state={opened ? 'open' : 'closed'}
      data-value={active.code}
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={(event: PointerEvent) => {
        // Radix opens a menu on a mouse's press, not its release; touch and pens open on click.
        if (event.pointerType === 'mouse' && event.button === 0 && !event.ctrlKey) open('pointer');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!openKeys.has(event.key)) return;
        event.preventDefault();
        open('keyboard');
      }}
      onClick={() => open('pointer')}
    >
      <TriggerContent ids={ids} active={active} />
    </button>
  );
  if (!opened) return plain;
  return (
    <Suspense fallback={plain}>
      <LanguageMenuDropdown
        {...menu}
        defaultOpen={menu.open === undefined ? true : undefined}
        languages={languages}
        active={active}
        ids={ids}
        focusFirst={opened === 'keyboard'}
      />
    </Suspense>
  );
}
