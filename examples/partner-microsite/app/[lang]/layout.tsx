import '@brand/ui/style.css';
import './partner.css';
import { Container, Link, SkipLink, Stack, Text } from '@brand/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { content, isLocale, locales } from '../content';
import { loadMessages } from '../messages';
import { alpenhausTheme } from '../theme.css';
import { Providers } from './Providers';

export const dynamicParams = false;
export const generateStaticParams = () => locales.map((lang) => ({ lang }));

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  return { title: isLocale(lang) ? `Alpenhaus Home — ${content[lang].home.title}` : 'Alpenhaus Home' };
}

/**
 * The root layout of each language (a server component): the partner's own theme (theme.css.ts, made
 * with makeTheme) on <html>, the providers (a client component) and a header and footer built from the
 * library's server-safe primitives. Links carry the site's own paths (`/contact`); the router adapter in
 * `Providers` puts the language in front.
 */
export default async function LanguageLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  const text = content[lang];
  const messages = await loadMessages(lang);
  return (
    <html lang={lang} className={alpenhausTheme}>
      <body>
        <Providers locale={lang} messages={messages}>
          <SkipLink href="#main" />
          <Container as="header">
            <Stack direction="row" justify="between" align="center" gap="md" wrap>
              <Link href="/" variant="subtle">
                <strong>Alpenhaus Home</strong>
              </Link>
              <Stack as="nav" aria-label={text.nav.label} direction="row" gap="md" align="center">
                <Link href="/" variant="subtle">
                  {text.nav.home}
                </Link>
                <Link href="/contact" variant="subtle">
                  {text.nav.contact}
                </Link>
                <Link href={`/${text.nav.other}/`} variant="subtle">
                  <span lang={text.nav.other}>{text.nav.language}</span>
                </Link>
              </Stack>
            </Stack>
          </Container>
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Container as="footer">
            <Text size="sm" tone="muted">
              {text.footer}
            </Text>
          </Container>
        </Providers>
      </body>
    </html>
  );
}
