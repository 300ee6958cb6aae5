/**
 * The three widgets a page's first paint does not need, loaded when the visitor reaches for them (README.md
 * in this folder, step 5): the header's drawer, the language menu and the notifications region. Each is an
 * ordinary `@brand/ui` component in a chunk of its own (./widgets), put in place through the seams the
 * library offers: `HeaderBar`'s `Drawer` and `LanguageMenu` props, and `ToastRegion`, which the app places.
 * intent.ts fetches the chunks ahead, on hover or focus.
 */
import {
  type HeaderDrawerProps,
  type LanguageMenuProps,
  LanguageMenuTrigger,
  type ToastRegionProps,
  useToast,
} from '@brand/ui';
import { type KeyboardEvent, lazy, type PointerEvent, Suspense, useEffect, useState } from 'react';
import { once } from '../once';

/** Each widget's chunk, fetched once (again after a failure). */
export const loadWidget = {
  drawer: once(() => import('./widgets/HeaderDrawer')),
  languageMenu: once(() => import('./widgets/LanguageMenu')),
  toastRegion: once(() => import('./widgets/ToastRegion')),
};

const LazyDrawer = lazy(() => loadWidget.drawer().then((m) => ({ default: m.HeaderDrawer })));
const LazyLanguageMenu = lazy(() => loadWidget.languageMenu().then((m) => ({ default: m.LanguageMenu })));
const LazyToastRegion = lazy(() => loadWidget.toastRegion().then((m) => ({ default: m.ToastRegion })));

/** `HeaderBar`'s `Drawer`: rendered from the menu button's first press, so its chunk loads then at the latest. */
export function OnDemandDrawer(props: HeaderDrawerProps) {
  return (
    <Suspense fallback={null}>
      <LazyDrawer {...props} />
    </Suspense>
  );
}

/** The keys that open a menu button's menu (WAI-ARIA menu button). */
const openKeys = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * `HeaderBar`'s `LanguageMenu`: the library's plain `LanguageMenuTrigger` until the visitor opens it (a
 * mouse press, a tap, Enter, Space or an arrow key), then the real menu, open. Opened by the keyboard, the
 * menu's first language gets focus, as Radix gives it when its own trigger is used.
 */
export function OnDemandLanguageMenu(props: LanguageMenuProps) {
  const [opened, setOpened] = useState<'pointer' | 'keyboard' | null>(null);
  const open = (how: 'pointer' | 'keyboard') => {
    if (opened) return;
    setOpened(how);
    props.onOpenChange?.(true);
  };
  const trigger = (
    <LanguageMenuTrigger
      value={props.value}
      languages={props.languages}
      className={props.className}
      expanded={Boolean(opened)}
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
    />
  );
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LazyLanguageMenu {...props} defaultOpen={props.open === undefined ? true : undefined} />
      {opened === 'keyboard' ? <FocusFirstLanguage /> : null}
    </Suspense>
  );
}

/** Once the menu has opened (Radix focuses the list itself), focus moves to its first language. */
function FocusFirstLanguage() {
  useEffect(() => {
    const first = () => document.querySelector<HTMLElement>('[role="menu"] [role="menuitemradio"]');
    const move = (event?: FocusEvent) => {
      const list = event ? (event.target as Element) : document.activeElement;
      if (list?.getAttribute('role') !== 'menu') return false;
      first()?.focus();
      return true;
    };
    if (move()) return;
    const onFocus = (event: FocusEvent) => {
      if (move(event)) document.removeEventListener('focusin', onFocus);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  return null;
}

/**
 * The notifications region, placed once inside `ToastProvider`: rendered from the first toast on (its
 * chunk is usually fetched ahead, when a form is on the page or gets focus), and kept from then on.
 */
export function OnDemandToastRegion(props: ToastRegionProps) {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <LazyToastRegion {...props} />
    </Suspense>
  ) : null;
}
