import { describe, expect, it } from 'vitest';
import { defaultLanguages, resolveActive } from './languages';

describe('resolveActive', () => {
  it('shows the active language by its code', () => {
    expect(resolveActive(defaultLanguages, 'fr')?.name).toBe('Français');
  });

  it('shows a regional code as its language: German as written in Germany or Switzerland is Deutsch', () => {
    expect(resolveActive(defaultLanguages, 'de-DE')?.name).toBe('Deutsch');
    expect(resolveActive(defaultLanguages, 'de-CH')?.name).toBe('Deutsch');
    expect(resolveActive(defaultLanguages, 'FR-ch')?.name).toBe('Français');
  });

  it('prefers an exact regional entry to its language', () => {
    const languages = [
      { code: 'de', name: 'Deutsch' },
      { code: 'de-CH', name: 'Schweizerdeutsch' },
    ];
    expect(resolveActive(languages, 'de-CH')?.name).toBe('Schweizerdeutsch');
  });

  it('shows English for a language the list does not offer, else the first', () => {
    expect(resolveActive(defaultLanguages, 'pt-BR')?.name).toBe('English');
    expect(resolveActive([{ code: 'fr', name: 'Français' }], 'pt')?.name).toBe('Français');
  });
});
