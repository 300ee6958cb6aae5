// The toolbar's language (issue 36, finding 11): German twice, the brand's Swiss German and Germany's.
import { describe, expect, it } from 'vitest';
import { readGlobals } from './globals.tsx';
import { i18n, toolbarLocales } from './i18n.ts';

describe('the locale toolbar', () => {
  it('offers Deutsch (Schweiz) and Deutsch (Deutschland)', () => {
    expect(toolbarLocales.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Deutsch (Schweiz)', 'Deutsch (Deutschland)']),
    );
  });

  it('gives the components German and shows Germany’s catalog under Deutsch (Deutschland)', () => {
    expect(readGlobals({ locale: 'de-DE' })).toMatchObject({ locale: 'de', catalog: 'de-DE' });
    expect(readGlobals({ locale: 'de' })).toMatchObject({ locale: 'de', catalog: 'de' });
    expect(readGlobals({ locale: 'xx' })).toMatchObject({ locale: 'en', catalog: 'en' });
  });

  it('spells the library’s German with ß in Germany and ss in Switzerland', () => {
    i18n.activate('de-DE');
    const germany = i18n._('ui.dialog.close');
    i18n.activate('de');
    const switzerland = i18n._('ui.dialog.close');
    i18n.activate('en');
    expect(germany).toBe('Schließen');
    expect(switzerland).toBe('Schliessen');
  });
});
