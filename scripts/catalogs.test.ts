import { describe, expect, it } from 'vitest';
import { placeholders } from './catalogs.ts';

describe('placeholders', () => {
  it('names the arguments of a message, positional ones included', () => {
    expect(placeholders('Signed in as {who}.')).toEqual(['who']);
    expect(placeholders('Signed in as {0}.')).toEqual(['0']);
    expect(placeholders('{locations} sites, {partners} partners, {locations} again')).toEqual([
      'locations',
      'partners',
    ]);
    expect(placeholders('{count, plural, other {# brushes}}')).toEqual(['count']);
    expect(placeholders('No argument here')).toEqual([]);
  });
});
