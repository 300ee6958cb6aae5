import type { Rule } from './checks';

/**
 * Modules that break the library's rules, each a small folder of its own (path → source). Issue 23 found
 * that the earlier text-based checks passed fourteen of these; each must now be found, by the rule named.
 * `allowed` holds what the rules must let through (effects, handlers, constant tables).
 */
export type Fixture = { rule: Rule; files: Record<string, string> };

export const violations: Record<string, Fixture> = {
  'a bare addEventListener at module scope': {
    rule: 'document-listener',
    files: { 'index.ts': "addEventListener('resize', () => undefined);\nexport const ready = true;\n" },
  },
  'a bare addEventListener at module scope starts work on import': {
    rule: 'import-work',
    files: { 'index.ts': "addEventListener('resize', () => undefined);\nexport const ready = true;\n" },
  },
  'globalThis.document at module scope': {
    rule: 'browser-global',
    files: { 'index.ts': 'export const title = globalThis.document.title;\n' },
  },
  'a destructured globalThis.window': {
    rule: 'browser-global',
    files: {
      'index.ts': 'const { window: win } = globalThis;\nexport const width = () => win.innerWidth;\n',
    },
  },
  'a module-scope setTimeout callback reading the document': {
    rule: 'browser-global',
    files: {
      'index.ts':
        "setTimeout(() => {\n  document.body.dataset.ready = 'yes';\n}, 0);\nexport const ready = true;\n",
    },
  },
  'a module-scope setTimeout': {
    rule: 'import-work',
    files: { 'index.ts': 'export const timer = setTimeout(() => undefined, 1000);\n' },
  },
  'useEffect(() => document.addEventListener(…))': {
    rule: 'document-listener',
    files: {
      'Keys.tsx': [
        "'use client';",
        "import { useEffect } from 'react';",
        'export function Keys() {',
        "  useEffect(() => document.addEventListener('keydown', () => undefined), []);",
        '  return null;',
        '}',
      ].join('\n'),
    },
  },
  'a window listener in an effect': {
    rule: 'document-listener',
    files: {
      'Resize.tsx': [
        "'use client';",
        "import * as React from 'react';",
        'export function Resize() {',
        '  React.useEffect(() => {',
        '    const update = () => undefined;',
        "    window.addEventListener('resize', update);",
        "    return () => window.removeEventListener('resize', update);",
        '  }, []);',
        '  return null;',
        '}',
      ].join('\n'),
    },
  },
  'module state in var': {
    rule: 'module-state',
    files: { 'index.ts': 'var count = 0;\nexport const next = () => ++count;\n' },
  },
  'module state in an object': {
    rule: 'module-state',
    files: { 'index.ts': 'const state = { count: 0 };\nexport const next = () => ++state.count;\n' },
  },
  'module state in an object, set through a property': {
    rule: 'module-state',
    files: {
      'index.ts':
        'const seen: Record<string, boolean> = { first: false };\nexport const see = (id: string) => {\n  seen[id] = true;\n};\n',
    },
  },
  'module state in an IIFE': {
    rule: 'module-state',
    files: { 'index.ts': 'export const next = (() => {\n  let count = 0;\n  return () => ++count;\n})();\n' },
  },
  'module state in a Map filled later': {
    rule: 'module-state',
    files: {
      'index.ts':
        'const cache = new Map<string, number>();\nexport const remember = (key: string) => cache.set(key, key.length);\n',
    },
  },
  "use() without 'use client'": {
    rule: 'client-directive',
    files: {
      'Value.tsx': [
        "import { use } from 'react';",
        'export function Value({ value }: { value: Promise<string> }) {',
        '  return <span>{use(value)}</span>;',
        '}',
      ].join('\n'),
    },
  },
  "flushSync without 'use client'": {
    rule: 'client-directive',
    files: {
      'sync.ts': [
        "import { flushSync } from 'react-dom';",
        'export const now = (update: () => void) => flushSync(update);',
      ].join('\n'),
    },
  },
  "an event handler on an element without 'use client'": {
    rule: 'client-directive',
    files: {
      'Clicker.tsx':
        'export const Clicker = () => <button type="button" onClick={() => undefined}>Go</button>;\n',
    },
  },
  // react-aria's modules by path (ADR 0078, 0083) are react-aria too.
  "react-aria by module path without 'use client'": {
    rule: 'client-directive',
    files: {
      'Toggle.tsx': [
        "import { SwitchButton, SwitchField } from 'react-aria-components/Switch';",
        'export const Toggle = () => (',
        '  <SwitchField>',
        '    <SwitchButton>On</SwitchButton>',
        '  </SwitchField>',
        ');',
      ].join('\n'),
    },
  },
  "'use client' on a module without a client API": {
    rule: 'client-directive',
    files: { 'Plain.tsx': "'use client';\nexport const Plain = () => <b>plain</b>;\n" },
  },
  'a cycle through a .css.ts module': {
    rule: 'import-cycle',
    files: {
      'Box.tsx':
        "import * as styles from './Box.css';\nexport const Box = () => <div className={styles.root} />;\n",
      'Box.css.ts': "import { gap } from './sizes';\nexport const root = 'box' + gap;\n",
      'sizes.ts':
        "import { root } from './Box.css';\nexport const gap = 4;\nexport const boxClass = () => root;\n",
    },
  },
  'a cycle through .js specifiers': {
    rule: 'import-cycle',
    files: {
      'a.ts': "import { b } from './b.js';\nexport const a = () => b();\n",
      'b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
    },
  },
  // Issue 34: the environment, read in any spelling, anywhere in a module.
  'process.env read while rendering': {
    rule: 'environment',
    files: {
      'Debug.tsx':
        "export const Debug = () => <span>{process.env.NODE_ENV === 'production' ? null : 'dev'}</span>;\n",
    },
  },
  'import.meta.env': {
    rule: 'environment',
    files: { 'index.ts': 'export const dev = () => import.meta.env.DEV;\n' },
  },
  "import.meta['env']": {
    rule: 'environment',
    files: { 'index.ts': "export const mode = () => import.meta['env'].MODE;\n" },
  },
  'globalThis.process?.env': {
    rule: 'environment',
    files: { 'index.ts': 'export const debug = () => globalThis.process?.env.DEBUG;\n' },
  },
  "globalThis['process']": {
    rule: 'environment',
    files: { 'index.ts': "export const debug = () => (globalThis as any)['pro' + 'cess'].env.DEBUG;\n" },
  },
  'a destructured process': {
    rule: 'environment',
    files: {
      'index.ts': 'export const debug = () => {\n  const { env } = process;\n  return env.DEBUG;\n};\n',
    },
  },
  'process.env inside an effect': {
    rule: 'environment',
    files: {
      'Log.tsx': [
        "'use client';",
        "import { useEffect } from 'react';",
        'export function Log() {',
        "  useEffect(() => console.info(process.env['LOG_LEVEL']), []);",
        '  return null;',
        '}',
      ].join('\n'),
    },
  },
  // Issue 34: a loading strategy of its own (DESIGN.md §2: the site decides what loads when).
  'a top-level await import()': {
    rule: 'loading-strategy',
    files: {
      'index.ts': "const { Heavy } = await import('./Heavy');\nexport const Shown = Heavy;\n",
      'Heavy.tsx': 'export const Heavy = () => <b>heavy</b>;\n',
    },
  },
  'import() held in a module-scope constant': {
    rule: 'loading-strategy',
    files: {
      'index.ts': "export const heavy = import('./Heavy');\n",
      'Heavy.tsx': 'export const Heavy = () => <b>heavy</b>;\n',
    },
  },
  'React.lazy at module scope': {
    rule: 'loading-strategy',
    files: {
      'index.ts': "import { lazy } from 'react';\nexport const Heavy = lazy(() => import('./Heavy'));\n",
      'Heavy.tsx': 'export default function Heavy() {\n  return <b>heavy</b>;\n}\n',
    },
  },
  'React.lazy through the namespace, in a function': {
    rule: 'loading-strategy',
    files: {
      'index.ts': [
        "import * as React from 'react';",
        'export const make = (load: () => Promise<{ default: React.ComponentType }>) => React.lazy(load);',
      ].join('\n'),
    },
  },
  'import() in an event handler': {
    rule: 'loading-strategy',
    files: {
      'Open.tsx': [
        "'use client';",
        'export const Open = () => (',
        '  <button type="button" onClick={() => void import(\'./Heavy\')}>open</button>',
        ');',
      ].join('\n'),
      'Heavy.tsx': 'export const Heavy = () => <b>heavy</b>;\n',
    },
  },
  'import() of an expression': {
    rule: 'loading-strategy',
    files: {
      'index.ts': ['export const load = (name: string) => import(`./parts/$', '{name}.ts`);\n'].join(''),
    },
  },
  'import.meta.glob': {
    rule: 'loading-strategy',
    files: { 'index.ts': "export const parts = () => import.meta.glob('./parts/*.tsx');\n" },
  },
  'a top-level await': {
    rule: 'loading-strategy',
    files: { 'index.ts': 'export const ready = await Promise.resolve(true);\n' },
  },
};

/** What the rules must let through: the patterns the library uses. */
export const allowed: Record<string, string> = {
  'Allowed.tsx': [
    "'use client';",
    "import { useCallback, useEffect, useRef, useState } from 'react';",
    '',
    '/** A constant table: never changed. */',
    "const sizes = { sm: '1rem', lg: '2rem' } as const;",
    '',
    'function focusMain() {',
    "  document.getElementById('main')?.focus();",
    '}',
    '',
    'export function Allowed({ size }: { size: keyof typeof sizes }) {',
    '  const [width, setWidth] = useState(0);',
    '  const ref = useRef<HTMLDivElement>(null);',
    '  useEffect(() => {',
    '    const timer = setTimeout(() => setWidth(window.innerWidth), 100);',
    "    const query = window.matchMedia('(min-width: 40em)');",
    "    query.addEventListener('change', () => setWidth(window.innerWidth));",
    '    return () => clearTimeout(timer);',
    '  }, []);',
    '  const onKey = useCallback(() => document.activeElement, []);',
    '  const handleClick = () => window.scrollTo(0, 0);',
    '  return (',
    '    <div ref={ref} style={{ fontSize: sizes[size] }} onKeyDown={onKey}>',
    '      <button type="button" onClick={handleClick}>{width}</button>',
    '      <button type="button" onClick={focusMain}>main</button>',
    '    </div>',
    '  );',
    '}',
  ].join('\n'),
  'content.tsx': [
    "/** A local `process` (a section's steps) is not the environment; `import.meta.url` is a module's own. */",
    'export const Steps = ({ content }: { content: { process: { title: string } } }) => {',
    '  const { process } = content;',
    '  return <h3>{process.title}</h3>;',
    '};',
    "export const picture = () => new URL('./picture.svg', import.meta.url).href;",
    'export const load = async (read: () => Promise<string>) => ({ text: await read(), width: 30, height: 100 });',
  ].join('\n'),
  'table.ts':
    "export const anchors = { dustpans: 'dustpans' } as const;\nexport const order = ['a', 'b'] as const;\n",
};
