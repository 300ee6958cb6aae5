import { describe, expect, it } from 'vitest';
import { type DetectionSources, detectLocale, toLocale } from './detect';

const none: DetectionSources = {
  search: '',
  cookie: '',
  localStorage: null,
  sessionStorage: null,
  navigator: [],
  htmlLang: null,
};

describe('detectLocale', () => {
  it('falls back to English when nothing says otherwise', () => {
    expect(detectLocale(none)).toBe('en');
  });

  it('follows the order query → cookie → localStorage → sessionStorage → navigator → html lang', () => {
    const all: DetectionSources = {
      search: '?lng=fr',
      cookie: 'theme=dark; i18next=de',
      localStorage: 'it',
      sessionStorage: 'es',
      navigator: ['de-CH', 'en'],
      htmlLang: 'it',
    };
    expect(detectLocale(all)).toBe('fr');
    expect(detectLocale({ ...all, search: '' })).toBe('de');
    expect(detectLocale({ ...all, search: '', cookie: '' })).toBe('it');
    expect(detectLocale({ ...all, search: '', cookie: '', localStorage: null })).toBe('es');
    expect(detectLocale({ ...all, search: '', cookie: '', localStorage: null, sessionStorage: null })).toBe(
      'de',
    );
    expect(detectLocale({ ...none, htmlLang: 'it' })).toBe('it');
  });

  it('skips unknown or malformed codes and keeps looking', () => {
    expect(detectLocale({ ...none, search: '?lng=xx', cookie: 'i18next=es' })).toBe('es');
    expect(detectLocale({ ...none, search: '?lng=%E0%A4', localStorage: '<script>' })).toBe('en');
    expect(detectLocale({ ...none, cookie: 'i18next=%E0%A4%A' })).toBe('en');
  });

  it('reads regional variants as their language', () => {
    expect(detectLocale({ ...none, navigator: ['pt-BR', 'fr-CH'] })).toBe('fr');
  });
});

describe('toLocale', () => {
  it.each([
    ['de', 'de'],
    ['DE-ch', 'de'],
    ['es_ES', 'es'],
    [' it ', 'it'],
    ['english', undefined],
    ['', undefined],
    [null, undefined],
  ])('%s → %s', (code, locale) => {
    expect(toLocale(code)).toBe(locale);
  });
});
