import { i18n } from '@lingui/core';
import { expect, within } from 'storybook/test';

/**
 * A message of the library's catalog (or the stories' own `stories.…` catalog) in the toolbar's language,
 * for play functions: find elements by role and by what the component really says in every locale,
 * never by English text.
 *
 * ```ts
 * canvas.getByRole('button', { name: t('ui.drawer.close') });
 * canvas.getByText(t('contact.form.validation.nameMin', { nameMin: 2 }));
 * ```
 *
 * Throws on an id no loaded catalog has, so a typo fails the story instead of matching nothing.
 */
export function t(id: string, values?: Record<string, unknown>): string {
  if (!(id in (i18n.messages ?? {})))
    throw new Error(`t(): no message "${id}" in the ${i18n.locale} catalog`);
  return i18n._(id, values);
}

/** The active locale of the stories (the toolbar's, or the Vitest project's `initialGlobals`). */
export const storyLocale = (): string => i18n.locale;

/** What `expectLinks` reads: a canvas's `getByRole`, as play functions get it. */
type LinkQueries = { getByRole: (role: 'link', options: { name?: string }) => HTMLElement };

/**
 * Each link, found by its accessible name, leads to its address: a section's "learn more" and related
 * links, `expectLinks(canvas, [[content.learnMore.label, '/manufacturing']])`.
 */
export async function expectLinks(
  canvas: LinkQueries,
  links: readonly (readonly [string | undefined, string])[],
) {
  for (const [name, href] of links)
    await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
}

/** A form's own polite status region (the toasts have theirs outside the form). */
export const formStatus = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('form') as HTMLFormElement).getByRole('status');

/** Counts the nodes added to `region` (what a polite region reads) while `act` runs. */
export const additionsDuring = async (region: HTMLElement, act: () => Promise<void>) => {
  const added: Node[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) added.push(...record.addedNodes);
  });
  observer.observe(region, { childList: true, subtree: true, characterData: true });
  await act();
  observer.disconnect();
  return added.length;
};
