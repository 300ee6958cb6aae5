/**
 * What the end-to-end tests know about the site: its languages, routes and translated texts. Texts are
 * read from the Lingui catalogs (the .po files), so a test asserts what translators wrote, not a guess.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { seoPlaceholders } from '../../packages/content/src/company.ts';
import { figureTexts } from '../../packages/content/src/figures.ts';
import { catalogDirs } from '../../scripts/catalogs.ts';
import { parsePo } from '../../scripts/po.ts';

const root = join(import.meta.dirname, '..', '..');

/** The site's languages, English (unprefixed) first. */
export const locales = ['en', 'de', 'fr', 'it', 'es'] as const;
export type Locale = (typeof locales)[number];

/** Each language's own name, as the language menu and the drawer list it. */
export const languageNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
};

/**
 * Origin the build's sitemap, breadcrumbs and share picture point at (VITE_SITE_URL unset: a local build,
 * noindex, with no canonical link or alternates, docs/adr/0060).
 */
export const siteOrigin = 'http://localhost:4321';

/** A page of the site: its canonical path, its SEO message key, the message of its h1, and indexability. */
export type SitePage = {
  path: string;
  seo: string;
  heading: string;
  indexable: boolean;
};

/** SPEC §2's routes, in navigation order; h1 ids are those the page sections render as their title. */
export const sitePages: readonly SitePage[] = [
  { path: '/', seo: 'home', heading: 'home.hero.title', indexable: true },
  { path: '/about', seo: 'about', heading: 'about.title', indexable: true },
  { path: '/products', seo: 'products', heading: 'products.title', indexable: true },
  { path: '/manufacturing', seo: 'manufacturing', heading: 'manufacturing.title', indexable: true },
  { path: '/sustainability', seo: 'sustainability', heading: 'sustainability.title', indexable: true },
  { path: '/private-label', seo: 'privateLabel', heading: 'privateLabel.title', indexable: true },
  { path: '/proof', seo: 'proof', heading: 'proof.title', indexable: true },
  { path: '/contact', seo: 'contact', heading: 'contact.title', indexable: true },
  { path: '/faq', seo: 'faq', heading: 'faq.title', indexable: true },
  { path: '/legal-notice', seo: 'legalNotice', heading: 'legal.title', indexable: true },
  { path: '/privacy', seo: 'privacy', heading: 'privacy.title', indexable: true },
  { path: '/login', seo: 'login', heading: 'site.login.title', indexable: false },
  { path: '/admin', seo: 'admin', heading: 'site.admin.title', indexable: false },
];

/** The page at a canonical path (`/about`); a path that is none of SPEC §2's is the test's mistake. */
export const pageAt = (path: string): SitePage => {
  const page = sitePages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page at ${path} in sitePages`);
  return page;
};

/** The five product categories of /products, by anchor and title message, in page order. */
export const productCategories = [
  { anchor: 'recycled-brushes', title: 'products.recycledBrushes.title' },
  { anchor: 'natural-brushes', title: 'products.naturalBrushes.title' },
  { anchor: 'dustpans', title: 'products.dustpans.title' },
  { anchor: 'wooden-handles', title: 'products.woodenHandles.title' },
  { anchor: 'wood-components', title: 'products.woodComponents.title' },
] as const;

/** A canonical path in a language: `('/about', 'de')` → `/de/about`, `('/', 'de')` → `/de`. */
export const localize = (path: string, locale: Locale): string => {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
};

/** The absolute URL the build writes for a path (canonical, alternates, sitemap). */
export const siteUrl = (path: string): string => new URL(path, siteOrigin).href;

/**
 * Values of the placeholders that the tested messages use: the company's facts, with the figures printed
 * as the language writes them ("more than 27 million", "über 27 Millionen", "four").
 */
const placeholdersOf = (locale: Locale): Record<string, string> => {
  const messages = catalog(locale);
  const words = {
    moreThan: (amount: string) => (messages.get('figures.moreThan') ?? '').replace('{amount}', amount),
    count: (value: number) => messages.get(`figures.count.${value}`),
  };
  return Object.fromEntries(
    Object.entries(seoPlaceholders(figureTexts(locale, words))).map(([key, value]) => [key, String(value)]),
  );
};

/**
 * Every catalog folder of the site and its packages (each folder holding an en.po), site-specific ones
 * first (their ids never clash with the others).
 */
const catalogFolders = (): string[] => {
  const folders = catalogDirs();
  const site = join(root, 'site');
  return [
    ...folders.filter((dir) => dir.startsWith(site)),
    ...folders.filter((dir) => !dir.startsWith(site)),
  ];
};

const catalogs = new Map<Locale, Map<string, string>>();

/** One language's messages from every catalog, read once. */
const catalog = (locale: Locale): Map<string, string> => {
  let messages = catalogs.get(locale);
  if (!messages) {
    messages = new Map();
    for (const folder of catalogFolders()) {
      const { entries } = parsePo(readFileSync(join(folder, `${locale}.po`), 'utf8'));
      for (const { id, str } of entries) if (id && !messages.has(id)) messages.set(id, str);
    }
    catalogs.set(locale, messages);
  }
  return messages;
};

/**
 * A message as the site shows it in a language, its placeholders filled in: the company's facts
 * (`{company}` …) and any `values` the test gives (`{ messageMax: '10000' }`).
 */
export const text = (locale: Locale, id: string, values: Record<string, string> = {}): string => {
  const message = catalog(locale).get(id);
  if (!message) throw new Error(`no message ${id} in the ${locale} catalogs`);
  const placeholders = placeholdersOf(locale);
  const filled = message
    .replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? placeholders[name] ?? whole)
    .replace(/''/g, "'");
  if (/[{}]/.test(filled))
    throw new Error(`message ${id} (${locale}) has a placeholder the tests do not know`);
  return filled;
};

/** Resolves once the app has started on this page (`<html data-hydrated>`) in that language. */
export const waitForApp = async (page: Page, locale: Locale): Promise<void> => {
  await page.waitForFunction(
    (lang) =>
      document.documentElement.hasAttribute('data-hydrated') && document.documentElement.lang === lang,
    locale,
  );
};

/** The path, query and hash of the page's address. */
export const address = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

/** Leaves a value on `window` that only survives while no full page load happens. */
export const markWindow = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (window as Window & { e2eMarker?: boolean }).e2eMarker = true;
  });

/** Whether the value left by `markWindow` is still there (the navigation happened client-side). */
export const windowMarked = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as Window & { e2eMarker?: boolean }).e2eMarker === true);
