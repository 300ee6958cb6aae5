/**
 * Fetches a widget's chunk the moment the visitor reaches for it (README.md in this folder, step 5): a
 * pointer over, or focus on, the header's menu button (the drawer), the language button (the menu) or a
 * form (the notifications region, which tells a form's outcome: fetched while the visitor fills the
 * form, so it is there by the time it is sent — also when the connection is gone by then). Nothing is
 * fetched before the visitor reaches for it: a visit that only reads loads none of them. Started once,
 * by entry-client.tsx.
 */
import { loadWidget } from './onDemand';

/** What a visitor reaches for (a CSS selector of the trigger) and the chunk it needs. */
const intents: [selector: string, load: () => Promise<unknown>][] = [
  ['[aria-haspopup="dialog"]', loadWidget.drawer],
  ['[aria-haspopup="menu"]', loadWidget.languageMenu],
  ['form', loadWidget.toastRegion],
];

export const loadOnIntent = (): void => {
  const reach = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    for (const [selector, load] of intents) if (target?.closest(selector)) load().catch(() => undefined);
  };
  for (const type of ['pointerover', 'focusin'] as const)
    document.addEventListener(type, reach, { capture: true, passive: true });
  // Focus already inside a form when the app starts (the visitor began typing before it): reached.
  if (document.activeElement?.closest('form')) loadWidget.toastRegion().catch(() => undefined);
};
