/**
 * A partner's new app, made from the partner guide as the registry serves it (./guide.ts): the guide's
 * files and install lines, at the versions of its "Requirements" table, installed from the test registry
 * (run.ts). Also a static file server for the built app.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, normalize } from 'node:path';
import type { Locator } from 'playwright';
import { pnpmCommand } from '../../scripts/pnpm.ts';
import { parsePo } from '../../scripts/po.ts';
import { type App, appManifest, appTsconfig, guideFiles } from './guide.ts';

/** The guide's registry line; the app's copy of `.npmrc` names the test registry instead. */
const guideRegistry = 'https://npm.brand.example/';

/** Runs pnpm in a folder; returns its output, or throws with it. */
export const pnpm = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => {
  const [cmd, ...pre] = pnpmCommand();
  return execFileSync(cmd, [...pre, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
};

/** What a failed command printed (execFileSync's error carries it). */
export const failure = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}`;
  }
  throw new Error('the command succeeded');
};

/**
 * Writes a new app into `dir` from the guide (`markdown`, the installed README of a first install, or the
 * package's own), with @brand/ui at `version` from `registry`. Does not install.
 */
export function writeApp(dir: string, app: App, markdown: string, registry: string, version: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(appManifest(markdown, app, version), null, 2)}\n`,
  );
  writeFileSync(join(dir, 'tsconfig.json'), `${JSON.stringify(appTsconfig[app], null, 2)}\n`);
  const files = guideFiles(markdown, app);
  if (!files.get('.npmrc')?.includes(guideRegistry))
    throw new Error(`the guide's .npmrc names ${guideRegistry}`);
  for (const [file, code] of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), file === '.npmrc' ? code.replace(guideRegistry, registry) : code);
  }
  // A new Next.js app has its icon (without one, the browser's request for /favicon.ico is a 404).
  if (app === 'next')
    writeFileSync(
      join(dir, 'app/icon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#1b4a80"/></svg>\n',
    );
}

/** Installs an app written by `writeApp` (from the store when it can: the test runs offline). */
export const install = (dir: string) => pnpm(['install', '--prefer-offline'], dir);

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.ico': 'image/x-icon',
};

/**
 * Serves a built app on a free loopback port: a file, `<path>.html`, `<path>/index.html`, and for a
 * single-page app (`fallback`) its index.html for any other path. `extra` maps paths to files outside it.
 */
export async function serve(
  root: string,
  options: { fallback?: string; extra?: Record<string, string> } = {},
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const inRoot = join(root, normalize(path));
    const candidates = [
      options.extra?.[path],
      inRoot,
      `${inRoot}.html`,
      join(inRoot, 'index.html'),
      options.fallback && join(root, options.fallback),
    ].filter((file): file is string => Boolean(file));
    const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (!file || (!file.startsWith(root) && !Object.values(options.extra ?? {}).includes(file)))
      return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The library's German text for a message id, from the catalog the package publishes (packages/ui). */
export const german = (id: string): string => {
  const catalog = join(import.meta.dirname, '../../packages/ui/src/i18n/locales/de.po');
  const entry = parsePo(readFileSync(catalog, 'utf8')).entries.find((e) => e.id === id);
  assert.ok(entry?.str, `de.po has a translation for ${id}`);
  return entry.str;
};

/**
 * The guide's contact form (`fields={{ company: 'hidden' }}`) in German, inside `form`: a field by its
 * message id, the send button, and `send`, which fills name, e-mail and message as a buyer in Cologne
 * would and presses send.
 */
export const guideForm = (form: Locator) => {
  const field = (id: string) => form.getByRole('textbox', { name: german(`contact.form.${id}`) });
  const sendButton = form.getByRole('button', { name: german('contact.form.send') });
  const send = async () => {
    await field('name').fill('Erika Muster');
    await field('email').fill('erika@example.de');
    await field('message').fill('Liefern Sie Saalbesen nach Köln?');
    await sendButton.click();
  };
  return { field, sendButton, send };
};
