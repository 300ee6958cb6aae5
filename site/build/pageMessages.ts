import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import type { SiteLocale } from '../src/i18n/locales.ts';

/**
 * Each page's messages in a file of their own per language (`assets/messages/Home-de.js`), instead of
 * the whole catalogs: the messages that the page's modules name, and those named by everything that is
 * not a page (the app's start and layout, and what loads on intent: the drawer, the language menu, the
 * notifications region). A visit of the home page loads the copy of its sections; the privacy notice's
 * long text loads only with the privacy notice. A client navigation loads the next page's messages
 * together with its chunk (src/routes.ts `preparePage`).
 *
 * The site reads them through `virtual:page-messages` (`loadPageMessages(page, locale)`). Which messages
 * a page needs is known once the bundle is complete: the files are written then, as plain ES modules
 * without imports, and the loader imports `./messages/<Page>-<locale>.js?v=<hash of all of them>` from
 * the app's chunk. Lingui's macros compile every message to a literal id (`{ id: "about.title" }`), so
 * the ids a module names are the string literals in its code that are ids of the catalogs; an id built
 * at run time would not be found (the e2e suite's check for hydration mismatches on every page in every
 * language would fail). The dev server and the prerenderer (SSR build) load the whole catalogs.
 */

export const pageMessagesModule = 'virtual:page-messages';
const resolvedModule = `\0${pageMessagesModule}`;
const versionPlaceholder = '__brand_page_messages_version__';

/** Where a page's messages in a language are written in the build (`assets/messages/Home-de.js`). */
export const pageMessagesFile = (page: string, locale: string): string =>
  `assets/messages/${page}-${locale}.js`;

type Messages = Record<string, unknown>;

/** The messages of a compiled catalog (`lingui compile --typescript`), imported as the module it is. */
export const compiledMessages = async (file: string): Promise<Messages> => {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm i18n:compile\``);
  return (await import(pathToFileURL(file).href)).messages;
};

/** A string literal that could be a message id (`"about.title"`, `` `ui.toast.close` ``). */
const idLiteral = /(["'`])([\w-]+(?:\.[\w-]+)+)\1/g;

/** The string literals of a module's code that are message ids. */
export const namedIds = (code: string, known: ReadonlySet<string>): string[] => {
  const found = new Set<string>();
  for (const [, , id = ''] of code.matchAll(idLiteral)) if (known.has(id)) found.add(id);
  return [...found];
};

const digits = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The n-th short name: `0` … `Z`, then `00`, `01` … (no dot: never mistaken for an id). */
const shortName = (index: number): string =>
  index < digits.length
    ? (digits[index] as string)
    : shortName(Math.floor(index / digits.length) - 1) + shortName(index % digits.length);

/**
 * A short name for each message id (`about.columns.craftsmanship.text` → `3f`), for the browser's code
 * and messages files, where the long ids were most of the bytes after the texts. In the sorted ids' order,
 * so a build is stable.
 */
export const shortIds = (ids: Iterable<string>): Map<string, string> =>
  new Map([...new Set(ids)].sort().map((id, index) => [id, shortName(index)]));

/** The module graph as the plugin reads it (Rolldown's `ModuleInfo`). */
export type GraphModule = {
  code: string | null;
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
};

/**
 * The ids each page's messages hold: those its own modules name (its static imports, transitively) and
 * those of every module a load that is not a page's begins with (the entry, the start, the widgets, the
 * adapters). `pageOf` names the page a module is (`Home` for src/pages/Home.tsx) or undefined.
 */
export const pageIds = (
  moduleIds: Iterable<string>,
  lookup: (id: string) => GraphModule | null | undefined,
  pageOf: (id: string) => string | undefined,
  known: ReadonlySet<string>,
): Map<string, Set<string>> => {
  const closure = (root: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(lookup(id)?.importedIds ?? []));
    }
    return seen;
  };
  const idsOf = (modules: Iterable<string>): Set<string> => {
    const ids = new Set<string>();
    for (const id of modules) for (const found of namedIds(lookup(id)?.code ?? '', known)) ids.add(found);
    return ids;
  };
  const roots = [...moduleIds].filter((id) => {
    const info = lookup(id);
    return Boolean(info && (info.isEntry || info.dynamicImporters.length > 0));
  });
  const shared = idsOf(roots.filter((id) => !pageOf(id)).flatMap((id) => [...closure(id)]));
  return new Map(
    roots.flatMap((id) => {
      const page = pageOf(id);
      return page ? [[page, new Set([...shared, ...idsOf(closure(id))])] as const] : [];
    }),
  );
};

export type PageMessagesOptions = {
  /** The site's languages. */
  locales: readonly string[];
  /** The compiled catalogs of a language (absolute `.ts` files), merged in this order. */
  catalogs: (locale: string) => string[];
  /** The page a module is (`Home` for …/src/pages/Home.tsx), or undefined. */
  pageOf: (id: string) => string | undefined;
  /** The pages (their modules, `Home`): the route table's. */
  pages: readonly string[];
  /**
   * What the build does to a catalog's messages on their way into the bundle (the soft hyphens of
   * build/hyphenate.ts): the messages files get the same, or the prerendered text would not match them.
   */
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
  const catalogOf = async (locale: string): Promise<Messages> =>
    Object.assign(
      {},
      ...(await Promise.all(catalogs(locale).map(compiledMessages))).map((m) => transform(m, locale)),
    );
  /** Each file of the build's messages (`pageMessagesFile`) and its text, their version, the short ids. */
  let files: { texts: Map<string, string>; version: string; short: Map<string, string> } | undefined;

  return {
    name: 'brand-page-messages',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === pageMessagesModule ? resolvedModule : null;
    },
    load(id, options) {
      if (id !== resolvedModule) return null;
      // The dev server and the prerenderer: the whole catalogs of the language, whatever the page.
      if (!building || options?.ssr) {
        const loaders = locales.map(
          (locale) =>
            `${JSON.stringify(locale)}: () => Promise.all([${catalogs(locale)
              .map((file) => `import(${JSON.stringify(file)})`)
              .join(', ')}]).then((parts) => Object.assign({}, ...parts.map((part) => part.messages)))`,
        );
        return `const all = { ${loaders.join(', ')} };\nexport const loadPageMessages = (_page, locale) => all[locale]();\n`;
      }
      return [
        `const pages = new Set(${JSON.stringify(pages)});`,
        `const locales = new Set(${JSON.stringify(locales)});`,
        'export const loadPageMessages = (page, locale) => {',
        '  if (!pages.has(page) || !locales.has(locale))',
        "    return Promise.reject(new Error('no messages for the page ' + page + ' in ' + locale));",
        // Beside the app's chunk in assets/; the version changes with any message of any page.
        `  const url = './messages/' + page + '-' + locale + '.js?v=${versionPlaceholder}';`,
        '  return import(/* @vite-ignore */ url).then((file) => file.messages);',
        '};',
        '',
      ].join('\n');
    },
    async renderStart() {
      if (!building || this.environment.config.consumer !== 'client') return;
      const byLocale = new Map(await Promise.all(locales.map(async (l) => [l, await catalogOf(l)] as const)));
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
      // Every message id the code names, in the short form the messages files use.
      const renamed = code
        .replace(idLiteral, (whole, quote: string, id: string) => {
          const name = short.get(id);
          return name === undefined ? whole : `${quote}${name}${quote}`;
        })
        .replaceAll(versionPlaceholder, version);
      return renamed === code ? null : { code: renamed, map: null };
    },
    generateBundle() {
      if (!files) return;
      for (const [fileName, source] of files.texts) this.emitFile({ type: 'asset', fileName, source });
    },
  };
};

/**
 * The compiled catalogs a language of the site loads, in order: the library's (`uiPath`, in the catalog
 * `uiCatalogOf` names: the Swiss one for German), then the workspace's other catalogs (`paths`, as
 * lingui.config.ts writes them: `<rootDir>/…/{locale}`).
 */
export const siteCatalogs =
  (root: string, uiPath: string, paths: readonly string[], uiCatalogOf: (locale: SiteLocale) => string) =>
  (locale: string): string[] =>
    [[uiPath, uiCatalogOf(locale as SiteLocale)], ...paths.map((path) => [path, locale])].map(
      ([path = '', code = '']) => `${path.replace('<rootDir>', root).replace('{locale}', code)}.ts`,
    );
