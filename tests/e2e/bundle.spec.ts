/**
 * The first load of every public page, up front and when idle, carries no supabase-js and no
 * @emailjs/browser code: both are fetched on first use (the home page's settings read, a sign-in, a send). Checked on both builds, the
 * one without services and the one with them configured.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadFiles } from '../../site/build/firstLoad.ts';
import { expect, test } from './fixtures';
import { locales, localize, sitePages } from './site';

const site = join(import.meta.dirname, '../../site');

/** Strings only the libraries contain (their own class name and request field). */
const libraries = { 'supabase-js': 'GoTrueClient', '@emailjs/browser': 'lib_version' };

const htmlOf = (path: string) => `${path === '/' ? 'index' : path.slice(1)}.html`;

for (const dist of ['dist', 'dist-services']) {
  test(`${dist}: public pages load neither supabase-js nor @emailjs/browser at first`, () => {
    const folder = join(site, dist);
    const chunks = readdirSync(join(folder, 'assets')).filter((file) => file.endsWith('.js'));
    const holding = (marker: string) =>
      chunks.filter((file) => readFileSync(join(folder, 'assets', file), 'utf8').includes(marker));

    for (const [library, marker] of Object.entries(libraries)) {
      const own = holding(marker).map((file) => `assets/${file}`);
      // The library is in the build, in a chunk of its own (else this check could not fail).
      expect(own, `${library} chunk`).toHaveLength(1);
      for (const page of sitePages.filter((p) => p.indexable))
        for (const locale of locales) {
          const { js } = firstLoadFiles(folder, htmlOf(localize(page.path, locale)), { idle: true });
          expect(js.length, `${localize(page.path, locale)} loads its scripts`).toBeGreaterThan(3);
          expect(
            js.filter((file) => own.includes(file)),
            `${library} on ${localize(page.path, locale)}`,
          ).toEqual([]);
        }
    }
  });
}

/**
 * A message of each page's failure words (site/src/failureWords/), in English: the contact form's, the
 * sign-in form's, the hero video editor's. The build names messages by short keys, so the English page's
 * messages file is where a page's words show (code and catalogs are the same in every language).
 */
const failureWords = {
  enquiry: 'Your message is still here. Send it again once you are connected',
  signIn: 'The email address or password is incorrect.',
  setting: 'The change could not be saved.',
};

for (const dist of ['dist', 'dist-services']) {
  test(`${dist}: /contact and /login load their own failure words, never another page's`, () => {
    const folder = join(site, dist);
    for (const [page, own] of [
      ['/contact', 'enquiry'],
      ['/login', 'signIn'],
    ] as const) {
      const { js } = firstLoadFiles(folder, htmlOf(page), { idle: true });
      const loaded = js.map((file) => readFileSync(join(folder, file), 'utf8')).join('\n');
      for (const [words, text] of Object.entries(failureWords))
        expect(loaded.includes(text), `${page} loads the ${words} words`).toBe(words === own);
    }
  });
}
