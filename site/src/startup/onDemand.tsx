/**
 * The drawer, the language menu and the notifications region, each in a chunk of its own (named by its
 * module in the budgets) fetched when the visitor reaches for it (README.md here, step 5; docs/adr/0072).
 */
import type { LanguageMenuProps } from '@brand/ui/primitives/LanguageMenu/LanguageMenu.tsx';
import { LanguageMenuTrigger } from '@brand/ui/primitives/LanguageMenu/LanguageMenuTrigger.tsx';
import type { ToastRegionProps } from '@brand/ui/primitives/Toast/ToastRegion.tsx';
import { useToast } from '@brand/ui/primitives/Toast/useToast.ts';
import type { HeaderDrawerProps } from '@brand/ui/sections/Header/HeaderDrawer.tsx';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { once } from '../once';

/** A widget's chunk, fetched once (again after a failure), and its component, which suspends until then. */
const widget = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  const fetch = once(load);
  return { fetch, Lazy: lazy(() => fetch().then((component) => ({ default: component }))) };
};

const drawer = widget(() => import('@brand/ui/sections/Header/HeaderDrawer.tsx').then((m) => m.HeaderDrawer));
const menu = widget(() =>
  import('@brand/ui/primitives/LanguageMenu/LanguageMenu.tsx').then((m) => m.LanguageMenu),
);
const region = widget(() => import('@brand/ui/primitives/Toast/ToastRegion.tsx').then((m) => m.ToastRegion));

/** Fetches a widget's chunk on a pointer over or focus on its trigger (a form: the notifications). */
export const loadOnIntent = (): void => {
  const intents = [
    ['[aria-haspopup="dialog"]', drawer.fetch],
    ['[aria-haspopup="menu"]', menu.fetch],
    ['form', region.fetch],
  ] as const;
  const reach = (target: EventTarget | null) => {
    for (const [selector, fetch] of intents)
      if (target instanceof Element && target.closest(selector)) fetch().catch(() => undefined);
  };
  for (const type of ['pointerover', 'focusin'] as const)
    document.addEventListener(type, (event) => reach(event.target), { capture: true, passive: true });
  reach(document.activeElement);
};

/** `HeaderBar`'s `Drawer`: rendered from the menu button's first press, so its chunk loads then at the latest. */
export const OnDemandDrawer = (props: HeaderDrawerProps) => (
  <Suspense fallback={null}>
    <drawer.Lazy {...props} />
  </Suspense>
);

/**
 * The plain trigger until the visitor opens it, then the real menu, open: rendered at once, its Radix code
 * would break the 110 KB budget (docs/adr/0085). The menu opens with focus on the active language (its own
 * doing, by key or pointer).
 */
export function OnDemandLanguageMenu(props: LanguageMenuProps) {
  const [opened, setOpened] = useState(false);
  const open = () => {
    if (opened) return;
    setOpened(true);
    props.onOpenChange?.(true);
  };
  const trigger = (
    <LanguageMenuTrigger
      value={props.value}
      languages={props.languages}
      className={props.className}
      expanded={opened}
      onPointerDown={(event) => event.pointerType === 'mouse' && !event.button && !event.ctrlKey && open()}
      onKeyDown={(event) => {
        if (!['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) return;
        event.preventDefault();
        open();
      }}
      onClick={open}
    />
  );
  if (!opened) return trigger;
  return (
    <Suspense fallback={trigger}>
      <menu.Lazy {...props} defaultOpen={props.open === undefined || undefined} />
    </Suspense>
  );
}

/** The notifications region, inside `ToastProvider`: rendered from the first toast on, and kept. */
export function OnDemandToastRegion(props: ToastRegionProps) {
  const [needed, setNeeded] = useState(false);
  if (useToast().toasts.length > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <region.Lazy {...props} />
    </Suspense>
  ) : null;
}
