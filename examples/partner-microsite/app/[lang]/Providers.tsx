'use client';

import { LinkRouterProvider, ToastProvider, ToastRegion } from '@brand/ui';
import { type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useRouter } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import type { Locale } from '../content';
import { localize } from '../paths';

/**
 * Everything @brand/ui needs above it, in a client component of the layout: one Lingui instance for the
 * page's language (library and app messages), react-aria's locale, the router for the library's links,
 * and the toasts with the region that shows them.
 */
export function Providers({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const [i18n] = useState(() => setupI18n({ locale, messages: { [locale]: messages } }));
  const router = useRouter();
  return (
    <I18nProvider i18n={i18n}>
      <AriaI18nProvider locale={locale}>
        {/* The library's links carry paths of this site (`/contact`); they get the language prefix here. */}
        <LinkRouterProvider
          navigate={(href) => router.push(localize(href, locale))}
          useHref={(href) => localize(href, locale)}
        >
          <ToastProvider>
            {children}
            <ToastRegion />
          </ToastProvider>
        </LinkRouterProvider>
      </AriaI18nProvider>
    </I18nProvider>
  );
}
