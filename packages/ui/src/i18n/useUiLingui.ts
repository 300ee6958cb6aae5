'use client';

import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext, useMemo } from 'react';

/** What the library's components translate with: the app's i18n, or English when the app has none. */
export type UiLingui = {
  /** The app's Lingui instance, or an English one (no catalog) when there is no provider. */
  i18n: I18n;
  /** Translates a message (`t(msg({ id, message }))`): the descriptor's id in the instance's catalog. */
  t: (descriptor: MessageDescriptor) => string;
};

/** One part of a message in Lingui's compiled form: text, or a placeholder's name. */
type CompiledPart = string | [string];

/**
 * A message's English source in Lingui's compiled form: its text, `{name}` placeholders as arguments (the
 * library's messages use no plural or select). The descriptors keep their English source in the published
 * build (tsup.config.ts, `descriptorFields: 'message'`).
 */
export const compileEnglish = (message: string): CompiledPart[] =>
  message
    .split(/\{\s*(\w+)\s*\}/)
    .flatMap((part, index): CompiledPart[] => (index % 2 ? [[part]] : part ? [part] : []));

/**
 * The Lingui instance of the app's `I18nProvider`, or — with no provider above — an English one made in
 * this component, which says each message's English source, so a component never needs a provider to
 * render (as React Aria Components speak English without theirs). The fallback lives in the component
 * (`useMemo`), never in module state: two apps, or two renders on a server, share nothing. It carries no
 * catalog: the English texts are the descriptors' own, and cost nothing more.
 */
export function useUiLingui(): UiLingui {
  const context = useContext(LinguiContext);
  const fallback = useMemo(
    () => (context ? undefined : setupI18n({ locale: 'en', messages: { en: {} } })),
    [context],
  );
  if (context) return { i18n: context.i18n, t: context._ };
  const i18n = fallback as I18n;
  return {
    i18n,
    t: ({ id, message, values }) =>
      i18n._(id, values, {
        // Lingui takes a compiled message here as it takes one from a catalog.
        message: (message === undefined ? id : compileEnglish(message)) as unknown as string,
      }),
  };
}
