import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { SiteLocale } from '../src/i18n/locales.ts';
import { reach } from './chunks.ts';

/**
 * Each page's messages in a file per language (`assets/messages/Home-de.js`): the ids its modules name plus
 * those of every load that is not a page's (docs/adr/0072, 0085). The site reads them through
 * `virtual:page-messages`; the dev server and the prerenderer load the whole catalogs.
 */

const pageMessagesModule = 'virtual:page-messages';
const resolvedModule = `\0${pageMessagesModule}`;
const versionPlaceholder = '__brand_page_messages_version__';

/** Where a page's messages in a language are written in the build. */
export const pageMessagesFile = (page: string, locale: string): string =>
  `assets/messages/${page}-${locale}.js`;

type Messages = Record<string, unknown>;

/** The messages of a compiled catalog (`lingui compile --typescript`), imported as the module it is. */
export const compiledMessages = async (file: string): Promise<Messages> => {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm i18n:compile\``);
  return (await import(pathToFileURL(file).href)).messages;
};

/** A string literal that could be a message id: Lingui's macros compile each message to a literal id. */
const idLiteral = /(["'`])([\w-]+(?:\.[\w-]+)+)\1/g;

/** The string literals of a module's code that are message ids. */
export const namedIds = (code: string, known: ReadonlySet<string>): string[] => {
  const found = new Set<string>();
  for (const [, , id = ''] of code.matchAll(idLiteral)) if (known.has(id)) found.add(id);
  return [...found];
};

const digits = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const shortName = (index: number): string =>
  index < digits.length
    ? (digits[index] as string)
    : shortName(Math.floor(index / digits.length) - 1) + shortName(index % digits.length);

/** A short name per id (`3f`, no dot) in the sorted ids' order: the long ids were most of the bytes. */
export const shortIds = (ids: Iterable<string>): Map<string, string> =>
  new Map([...new Set(ids)].sort().map((id, index) => [id, shortName(index)]));

/** The module graph as the plugin reads it (Rolldown's `ModuleInfo`). */
export type GraphModule = {
  code: string | null;
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
};

/** The ids each page's messages hold: its own modules' and those of every load that is not a page's. */
export const pageIds = (
  moduleIds: Iterable<string>,
  lookup: (id: string) => GraphModule | null | undefined,
  pageOf: (id: string) => string | undefined,
  known: ReadonlySet<string>,
): Map<string, Set<string>> => {
  const closure = (root: string) => reach(root, (id) => lookup(id)?.importedIds ?? []);
  const idsOf = (modules: Iterable<string>) =>
    new Set([...modules].flatMap((id) => namedIds(lookup(id)?.code ?? '', known)));
  const roots = [...moduleIds].filter((id) => lookup(id)?.isEntry || lookup(id)?.dynamicImporters.length);
  const shared = idsOf(roots.filter((id) => !pageOf(id)).flatMap((id) => [...closure(id)]));
  return new Map(
    roots.flatMap((id) => {
      const page = pageOf(id);
      return page ? [[page, new Set([...shared, ...idsOf(closure(id))])] as const] : [];
    }),
  );
};

export type PageMessagesOptions = {
  locales: readonly string[];
  /** The compiled catalogs of a language (absolute `.ts` files), merged in this order. */
  catalogs: (locale: string) => string[];
  /** The page a module is (`Home` for …/src/pages/Home.tsx), or undefined. */
  pageOf: (id: string) => string | undefined;
  pages: readonly string[];
  /** The soft hyphens (build/hyphenate.ts) the prerendered text has, or it would not match. */
  transform?: (messages: Messages, locale: string) => Messages;
};

export const pageMessages = ({
  locales,
  catalogs,
  pageOf,
  pages,
  transform = (messages) => messages,
}: PageMessagesOptions): Plugin => {
  let building = false;
  let files: { texts: Map<string, string>; version: string; short: Map<string, string> } | undefined;
  return {
    name: 'brand-page-messages',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === pageMessagesModule ? resolvedModule : null),
    load(id, options) {
      if (id !== resolvedModule) return null;
      if (!building || options?.ssr) {
        const loaders = locales.map(
          (locale) =>
            `${JSON.stringify(locale)}: () => Promise.all([${catalogs(locale)
              .map((file) => `import(${JSON.stringify(file)})`)
              .join(', ')}]).then((parts) => Object.assign({}, ...parts.map((part) => part.messages)))`,
        );
        return `const all = { ${loaders.join(', ')} };\nexport const loadPageMessages = (_page, locale) => all[locale]();\n`;
      }
      // Beside the app's chunk in assets/; the version changes with any message of any page.
      return `export const loadPageMessages = (page, locale) => import(/* @vite-ignore */ './messages/' + page + '-' + locale + '.js?v=${versionPlaceholder}').then((file) => file.messages);\n`;
    },
    async renderStart() {
      if (!building || this.environment.config.consumer !== 'client') return;
      const catalogOf = async (locale: string) =>
        [
          locale,
          Object.assign(
            {},
            ...(await Promise.all(catalogs(locale).map(compiledMessages))).map((m) => transform(m, locale)),
          ),
        ] as const;
      const byLocale = new Map<string, Messages>(await Promise.all(locales.map(catalogOf)));
      const known = new Set([...byLocale.values()].flatMap((catalog) => Object.keys(catalog)));
      const ids = pageIds(this.getModuleIds(), (id) => this.getModuleInfo(id), pageOf, known);
      const short = shortIds([...ids.values()].flatMap((own) => [...own]));
      const texts = new Map<string, string>();
      for (const page of pages) {
        const own = ids.get(page);
        if (!own) throw new Error(`the page ${page} is not in the build (src/pages/${page}.tsx)`);
        for (const [locale, catalog] of byLocale) {
          const messages = Object.fromEntries(
            [...own].sort().flatMap((id) => (id in catalog ? [[short.get(id) ?? id, catalog[id]]] : [])),
          );
          texts.set(
            pageMessagesFile(page, locale),
            `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`,
          );
        }
      }
      const hash = createHash('sha256');
      for (const [file, text] of texts) hash.update(file).update(text);
      files = { texts, version: hash.digest('hex').slice(0, 10), short };
    },
    renderChunk(code) {
      if (!files) return null;
      const { short, version } = files;
      const renamed = code
        .replace(idLiteral, (whole, quote: string, id: string) => {
          const name = short.get(id);
          return name === undefined ? whole : `${quote}${name}${quote}`;
        })
        .replaceAll(versionPlaceholder, version);
      return renamed === code ? null : { code: renamed, map: null };
    },
    generateBundle() {
      for (const [fileName, source] of files?.texts ?? []) this.emitFile({ type: 'asset', fileName, source });
    },
  };
};

/** The compiled catalogs of a language, in order: the library's (`uiCatalogOf`: de-CH for German), then the rest. */
export const siteCatalogs =
  (root: string, uiPath: string, paths: readonly string[], uiCatalogOf: (locale: SiteLocale) => string) =>
  (locale: string): string[] =>
    [[uiPath, uiCatalogOf(locale as SiteLocale)], ...paths.map((path) => [path, locale])].map(
      ([path = '', code = '']) => `${path.replace('<rootDir>', root).replace('{locale}', code)}.ts`,
    );
