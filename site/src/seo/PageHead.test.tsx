import { loadContentMessages } from '@brand/content/loadContentMessages.ts';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../configShape';

/** The head of /de/about as a build with this configuration renders it (the config is compiled in). */
const headOf = async (config: Pick<SiteConfig, 'siteUrl' | 'indexable'>) => {
  vi.resetModules();
  vi.stubGlobal('__SITE_CONFIG__', {
    supabase: null,
    emailjs: null,
    enquiryRecipient: null,
    videoHosts: [],
    ...config,
  } satisfies SiteConfig);
  const { PageHead } = await import('./PageHead');
  const i18n = setupI18n();
  i18n.load('de', {
    ...(await loadContentMessages('de', 'shell')),
    ...(await loadContentMessages('de', 'sections')),
  });
  i18n.activate('de');
  return renderToString(
    <I18nProvider i18n={i18n}>
      <PageHead page="about" />
    </I18nProvider>,
  );
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page head', () => {
  it('of the public build: index, follow, with the canonical address, the alternates and og:url', async () => {
    const html = await headOf({ siteUrl: 'https://www.rhein-brush-wood.ch', indexable: true });
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toContain('<link rel="canonical" href="https://www.rhein-brush-wood.ch/de/about"/>');
    expect(html).toContain('hrefLang="fr" href="https://www.rhein-brush-wood.ch/fr/about"');
    expect(html).toContain('hrefLang="x-default" href="https://www.rhein-brush-wood.ch/about"');
    expect(html).toContain('<meta property="og:url" content="https://www.rhein-brush-wood.ch/de/about"/>');
  });

  it('of a build without VITE_SITE_URL: noindex, and no canonical, alternate or og:url on localhost', async () => {
    const html = await headOf({ siteUrl: 'http://localhost:4321', indexable: false });
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toMatch(/rel="canonical"|rel="alternate"|og:url|index, follow/);
  });
});
