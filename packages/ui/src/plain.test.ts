// @vitest-environment node
// The library is plain (DESIGN.md §2, ADR 0022): every component works when statically imported into any
// React 19 app. Checked on TypeScript's type checker (./plain/checks.ts), which resolves every name as the
// compiler does:
// 1. no module reads a browser global (`document`, `window`, `globalThis.document`, a bare
//    `addEventListener` …) at module scope or while rendering: only in effects and event handlers;
// 2. nothing listens on the document or the window, not even from an effect;
// 3. importing a module starts nothing (no timer, listener or statement at module scope);
// 4. no module keeps state (`let`/`var`, a collection or an object it changes, an IIFE's closure);
// 5. a module is a client module (`'use client'` first) exactly when it uses a client API: React's hooks
//    (`use` included), `createContext`, `flushSync`, an event handler on an element, Radix or react-aria;
// 6. no import cycle, with `.js` and `.css` specifiers resolved as the compiler resolves them;
// 7. no module reads the environment (`process` in any spelling, `import.meta.env`): the partner's
//    bundler decides what it holds, if anything;
// 8. no loading strategy of its own: no `import()` (a literal or not), `React.lazy`, `import.meta.glob`
//    or top-level `await` in a module: the site decides what loads when (DESIGN.md §2);
// and, in every file of src/ (stories, tests, docs pages and catalogs too; ./plain/boundaries.ts), issue 34:
// 9. no `@brand/content` (imported, typed, re-exported, loaded, or a path into packages/content);
// 10. no wouter, supabase-js or EmailJS, nor a path into the site;
// 11. none of the brand's words (name, short name, e-mail, phone, street, town) anywhere, and none of its
//    figures in a module: the stories bring their own company (ADR 0045). Read from `@brand/content`'s
//    facts at test time, so the list follows them.
// Each rule has fixtures that must fail (./plain/fixtures.ts, ./plain/boundaryFixtures.ts); the sources
// must pass.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SourceFile } from 'typescript';
import { describe, expect, it } from 'vitest';
import { type Brand, checkBoundaries, type FileKind, type SourceText } from './plain/boundaries';
import { boundaryAllowed, boundaryViolations, type CompanyFacts } from './plain/boundaryFixtures';
import { check, createProgram, type Finding, isClientModule } from './plain/checks';
import { allowed, violations } from './plain/fixtures';

const src = import.meta.dirname;
const configFile = join(src, '../tsconfig.json');

/** The library's sources: no stories, tests, fixtures, compiled catalogs, story helpers or these checks. */
const sources = readdirSync(src, { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file))
  .filter(
    (file) => !/\.(stories|test|fixture)\.tsx?$|^i18n\/locales\/|^stories\/|^plain\/|^docs\//.test(file),
  )
  .sort();
const isStyle = (file: string) => file.endsWith('.css.ts');

/**
 * Every file of src/ but this guard's own: modules, stories, tests, docs pages (MDX and Markdown) and the
 * catalogs (`.po`: a translation ships too), not the catalogs compiled from them.
 */
const everyFile = readdirSync(src, { recursive: true })
  .map(String)
  .filter((file) => /\.(tsx?|mdx?|po)$/.test(file))
  .filter((file) => !/^(plain\/|plain\.test\.ts$|i18n\/locales\/.*\.ts$)/.test(file))
  .sort();

const kindOf = (file: string): FileKind =>
  /\.(mdx?|po)$/.test(file)
    ? 'docs'
    : /\.stories\.tsx?$|(^|\/)stories\//.test(file)
      ? 'story'
      : /\.test\.tsx?$|(^|\/)docs\//.test(file)
        ? 'test'
        : 'module';

/**
 * The brand's facts, from `@brand/content` (read by path: the library does not depend on it). Figures of
 * four digits and more only: 30, 60 or 100 are numbers code holds for other reasons (sizes, percentages).
 */
const content = (await import(pathToFileURL(join(src, '../../content/src/company.ts')).href)) as {
  company: CompanyFacts;
  figures: Record<string, { value: number | readonly number[] }>;
};
const company = content.company;
const brand: Brand = {
  identity: [
    company.name,
    company.shortName,
    company.email,
    company.address.street,
    `${company.address.postalCode} ${company.address.city}`,
  ],
  phones: [company.phone],
  // The order terms (1,000, 2,000, 5,000 pieces) are round numbers code holds for its own reasons too (a
  // toast's 5,000 ms): they are not the brand's mark the way 27 million units a year are.
  figures: [
    company.founded,
    ...Object.entries(content.figures)
      .filter(([key]) => !/^minimumOrder/.test(key))
      .flatMap(([, { value }]) => [value].flat()),
  ].filter((value) => value >= 1000),
};
const brandViolations = boundaryViolations(company);

/**
 * Client modules that use no client API themselves but hand components to a client component as props
 * (a server component cannot pass functions), with the reason.
 */
const clientByComposition: Record<string, string> = {
  'sections/Header/HeaderSection.tsx': 'passes HeaderDrawer and LanguageMenu to HeaderBar as props',
};

/**
 * Modules that may `import()` a literal path inside a function (never at module scope, never through
 * `lazy`): the partner calls them, when and if it chooses, with the reason.
 */
const loaders: Record<string, string> = {
  'i18n/loadUiMessages.ts':
    "loadUiMessages(locale): the library's catalog of the language the partner asks for",
};

/** A fixture's folder: beside the sources, so that `react` and the compiler's libraries resolve as there. */
const fixtureRoot = (name: string) => join(src, '__plain__', name.replace(/\W+/g, '-'));
const fixtures: Record<string, Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries({ ...violations, ...brandViolations }).map(([name, { files }]) => [name, files]),
  ),
  allowed,
  'boundary allowed': boundaryAllowed(company),
};
const isModule = (file: string) => /\.tsx?$/.test(file) && kindOf(file) === 'module';
const virtual = new Map(
  Object.entries(fixtures).flatMap(([name, files]) =>
    Object.entries(files).map(([file, text]) => [join(fixtureRoot(name), file), text] as const),
  ),
);
const virtualModules = [...virtual.keys()].filter((file) => isModule(file.slice(src.length + 1)));

// One program for the sources and every fixture: the compiler's libraries are read once.
const program = createProgram(
  [...sources.map((file) => join(src, file)), ...virtualModules],
  configFile,
  virtual,
);

/** What breaks the rules in a set of modules (paths relative to `root`). */
const findings = (root: string, files: string[]): Finding[] => {
  const paths = files.map((file) => join(root, file));
  return check({
    program,
    root,
    files: paths.filter((file) => !isStyle(file)),
    styles: paths.filter(isStyle),
    clientByComposition: root === src ? clientByComposition : {},
    loaders: root === src ? loaders : {},
  });
};

/** What names the brand or the site in files (paths relative to `root`), read from disk or from `virtual`. */
const boundaryFindings = (root: string, files: string[]): Finding[] =>
  checkBoundaries(
    files.map(
      (file): SourceText => ({
        file: join(root, file),
        text: virtual.get(join(root, file)) ?? readFileSync(join(root, file), 'utf8'),
        kind: kindOf(file),
      }),
    ),
    brand,
    src,
  );

const fixture = (name: string) => {
  const files = Object.keys(fixtures[name] ?? {});
  return [
    ...findings(fixtureRoot(name), files.filter(isModule)),
    ...boundaryFindings(fixtureRoot(name), files),
  ];
};
const show = (found: Finding[]) => found.map((f) => `${f.rule}: ${f.file}:${f.line} ${f.text}`);

describe('@brand/ui is plain', () => {
  it('its sources keep every rule', () => {
    expect(sources.filter((file) => !isStyle(file)).length).toBeGreaterThan(80);
    expect(show(findings(src, sources))).toEqual([]);
  }, 60_000);

  it('no file of src/ names the brand or imports the site: modules, stories, tests, docs pages', () => {
    expect(everyFile.filter((file) => kindOf(file) === 'story').length).toBeGreaterThan(40);
    expect(everyFile.filter((file) => kindOf(file) === 'docs').length).toBeGreaterThan(50);
    expect(brand.figures).toEqual(expect.arrayContaining([2_300_000, 27_000_000]));
    expect(show(boundaryFindings(src, everyFile))).toEqual([]);
  });

  it('some components stay server components (no directive): a server renders them as they are', () => {
    const server = sources.filter(
      (file) =>
        file.endsWith('.tsx') && !isClientModule(program.getSourceFile(join(src, file)) as SourceFile),
    );
    expect(server.length).toBeGreaterThan(8);
  });

  describe('each rule finds what breaks it (issue 23: fourteen passed the text-based checks; issue 34: the last five rules)', () => {
    for (const [name, { rule }] of Object.entries({ ...violations, ...brandViolations }))
      it(`${rule}: ${name}`, () => {
        expect(fixture(name).map((f) => f.rule)).toContain(rule);
      });
  });

  it('lets through what the library does: effects, handlers, timers inside them, constant tables', () => {
    expect(show(fixture('allowed'))).toEqual([]);
  });

  it("lets through other companies, a story's sample figures, small numbers and the library's imports", () => {
    expect(show(fixture('boundary allowed'))).toEqual([]);
  });
});
