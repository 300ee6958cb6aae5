'use client';

import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext, useMemo } from 'react';
import { messages as english } from './locales/en';

/** What the library's components translate with: the app's i18n, or English when the app has none. */
export type UiLingui = {
  /** The app's Lingui instance, or the English fallback. */
  i18n: I18n;
  /** Translates a message (`t(msg({ id, message }))`): the descriptor's id in the instance's catalog. */
  t: (descriptor: MessageDescriptor) => string;
};

/**
 * The Lingui instance of the app's `I18nProvider`, or — with no provider above — an English one made
 * for this component from the library's compiled English catalog, so a component never needs a provider
 * to render (as React Aria Components speak English without theirs). The fallback lives in the
 * component (`useMemo`), never in module state: two apps, or two renders on a server, share nothing.
 */
export function useUiLingui(): UiLingui {
  const context = useContext(LinguiContext);
  const fallback = useMemo(
    () => (context ? undefined : setupI18n({ locale: 'en', messages: { en: english } })),
    [context],
  );
  const i18n = context?.i18n ?? (fallback as I18n);
  return { i18n, t: context?._ ?? ((descriptor) => i18n._(descriptor)) };
}
