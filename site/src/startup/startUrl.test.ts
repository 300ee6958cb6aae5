import { describe, expect, it } from 'vitest';
import { startUrl } from './startUrl';

const nothing = { cookie: '', localStorage: null, sessionStorage: null, navigator: [], htmlLang: 'en' };
/** A move to another address. */
const go = (href: string) => ({ href, reload: true });
/** The same page with a cleaner query, no reload. */
const tidy = (href: string) => ({ href, reload: false });

const at = (url: string) => {
  // As the address bar holds it: a path such as `//evil.example` stays this site's path.
  const { origin, pathname, search, hash } = new URL(`https://site.test${url}`);
  return { origin, pathname, search, hash };
};

describe('startUrl', () => {
  it('leaves an English address alone for a visitor with no other language', () => {
    expect(startUrl(at('/about'), nothing)).toBeNull();
    expect(startUrl(at('/'), { ...nothing, navigator: ['en-GB', 'de'] })).toBeNull();
  });

  it("sends an unprefixed address to the detected language's URL, keeping query and hash", () => {
    expect(startUrl(at('/about'), { ...nothing, localStorage: 'de' })).toEqual(go('/de/about'));
    expect(startUrl(at('/'), { ...nothing, navigator: ['fr-CH'] })).toEqual(go('/fr'));
    expect(startUrl(at('/products?ref=mail#dustpans'), { ...nothing, cookie: 'i18next=it' })).toEqual(
      go('/it/products?ref=mail#dustpans'),
    );
  });

  it('follows the detection order: cookie over localStorage over sessionStorage over navigator', () => {
    const all = {
      cookie: 'i18next=es',
      localStorage: 'it',
      sessionStorage: 'fr',
      navigator: ['de'],
      htmlLang: 'en',
    };
    expect(startUrl(at('/about'), all)).toEqual(go('/es/about'));
    expect(startUrl(at('/about'), { ...all, cookie: '' })).toEqual(go('/it/about'));
    expect(startUrl(at('/about'), { ...all, cookie: '', localStorage: null })).toEqual(go('/fr/about'));
    expect(startUrl(at('/about'), { ...all, cookie: '', localStorage: null, sessionStorage: null })).toEqual(
      go('/de/about'),
    );
  });

  it('keeps a prefixed address in its language whatever the visitor had before', () => {
    expect(startUrl(at('/de/about'), { ...nothing, localStorage: 'fr', navigator: ['it'] })).toBeNull();
    expect(startUrl(at('/es#contact'), { ...nothing, localStorage: 'fr' })).toBeNull();
  });

  it('honours ?lng= over everything, carrying it to the new address so detection there agrees', () => {
    expect(startUrl(at('/about?lng=fr'), { ...nothing, localStorage: 'de' })).toEqual(go('/fr/about?lng=fr'));
    expect(startUrl(at('/de/about?x=1&lng=en#team'), nothing)).toEqual(go('/about?x=1&lng=en#team'));
    expect(startUrl(at('/?lng=it'), nothing)).toEqual(go('/it?lng=it'));
    expect(startUrl(at('/contact?lng=de-CH'), nothing)).toEqual(go('/de/contact?lng=de'));
  });

  it('drops ?lng= without a reload once the address is in its language', () => {
    const german = { ...nothing, cookie: 'i18next=de', localStorage: 'de', navigator: ['de'] };
    expect(startUrl(at('/about?x=1&lng=en#team'), german)).toEqual(tidy('/about?x=1#team'));
    expect(startUrl(at('/fr/about?lng=fr'), german)).toEqual(tidy('/fr/about'));
  });

  it('ignores an unknown or malformed ?lng=, drops it and detects as usual', () => {
    expect(startUrl(at('/about?lng=xx'), nothing)).toEqual(tidy('/about'));
    expect(startUrl(at('/about?lng=%3Cscript%3E'), { ...nothing, localStorage: 'it' })).toEqual(
      go('/it/about'),
    );
    expect(startUrl(at('/de/about?lng='), nothing)).toEqual(tidy('/de/about'));
  });

  it('reads /en/… as the English address', () => {
    expect(startUrl(at('/en/about#x'), nothing)).toEqual(go('/about#x'));
    expect(startUrl(at('/en'), nothing)).toEqual(go('/'));
  });

  it('never moves to another host: a path that would name one is collapsed to a path of this site', () => {
    expect(startUrl(at('/en//evil.example'), nothing)).toEqual(go('/evil.example'));
    expect(startUrl(at('/de//evil.example?lng=en'), nothing)).toEqual(go('/evil.example?lng=en'));
    expect(startUrl(at('/fr//evil.example/x?lng=en#y'), nothing)).toEqual(go('/evil.example/x?lng=en#y'));
    expect(startUrl(at('/en/\\evil.example'), nothing)).toEqual(go('/evil.example'));
    expect(startUrl(at('//evil.example'), { ...nothing, localStorage: 'de' })).toEqual(
      go('/de//evil.example'),
    );
    expect(startUrl(at('//evil.example'), nothing)).toEqual(go('/evil.example'));
    // A prefixed address stays where it is: the app shows its not-found page.
    expect(startUrl(at('/de//evil.example'), nothing)).toBeNull();
  });
});
