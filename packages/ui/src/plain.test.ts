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
// 6. no import cycle, with `.js` and `.css` specifiers resolved as the compiler resolves them.
// Each rule has fixtures that must fail (./plain/fixtures.ts); the sources must pass.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFile } from 'typescript';
import { describe, expect, it } from 'vitest';
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
 * Client modules that use no client API themselves but hand components to a client component as props
 * (a server component cannot pass functions), with the reason.
 */
const clientByComposition: Record<string, string> = {
  'sections/Header/HeaderSection.tsx': 'passes HeaderDrawer and LanguageMenu to HeaderBar as props',
};

/** A fixture's folder: beside the sources, so that `react` and the compiler's libraries resolve as there. */
const fixtureRoot = (name: string) => join(src, '__plain__', name.replace(/\W+/g, '-'));
const fixtures: Record<string, Record<string, string>> = {
  ...Object.fromEntries(Object.entries(violations).map(([name, { files }]) => [name, files])),
  allowed,
};
const virtual = new Map(
  Object.entries(fixtures).flatMap(([name, files]) =>
    Object.entries(files).map(([file, text]) => [join(fixtureRoot(name), file), text] as const),
  ),
);

// One program for the sources and every fixture: the compiler's libraries are read once.
const program = createProgram(
  [...sources.map((file) => join(src, file)), ...virtual.keys()],
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
  });
};

const fixture = (name: string) => findings(fixtureRoot(name), Object.keys(fixtures[name] ?? {}));
const show = (found: Finding[]) => found.map((f) => `${f.rule}: ${f.file}:${f.line} ${f.text}`);

describe('@brand/ui is plain', () => {
  it('its sources keep every rule', () => {
    expect(sources.filter((file) => !isStyle(file)).length).toBeGreaterThan(80);
    expect(show(findings(src, sources))).toEqual([]);
  }, 60_000);

  it('some components stay server components (no directive): a server renders them as they are', () => {
    const server = sources.filter(
      (file) =>
        file.endsWith('.tsx') && !isClientModule(program.getSourceFile(join(src, file)) as SourceFile),
    );
    expect(server.length).toBeGreaterThan(8);
  });

  describe('each rule finds what breaks it (issue 23: fourteen of these passed the text-based checks)', () => {
    for (const [name, { rule }] of Object.entries(violations))
      it(`${rule}: ${name}`, () => {
        expect(fixture(name).map((f) => f.rule)).toContain(rule);
      });
  });

  it('lets through what the library does: effects, handlers, timers inside them, constant tables', () => {
    expect(show(fixture('allowed'))).toEqual([]);
  });
});
