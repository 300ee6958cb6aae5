import { describe, expect, it } from 'vitest';
import { company, factValue, unconfirmedFacts, unconfirmedFactsWarning } from './company';

describe('unconfirmed company facts', () => {
  it('name real facts of the company', () => {
    for (const path of unconfirmedFacts) expect(factValue(path), path).not.toBeUndefined();
  });

  it('make the production build warn, naming each with the value shown', () => {
    const warning = unconfirmedFactsWarning();
    expect(warning).toContain(`${unconfirmedFacts.length} company facts are placeholders`);
    expect(warning).toContain('legal.vatNumber ("CHE-000.000.000 MWST")');
    expect(warning).toContain(`phone ("${company.phone}")`);
    expect(warning).toContain('legal.representatives ([{"name":"Anna Muster"');
    expect(warning).toContain('packages/content/src/company.ts');
  });

  it('leave the build quiet once every fact is confirmed', () => {
    expect(unconfirmedFactsWarning([])).toBeUndefined();
    expect(unconfirmedFactsWarning(['phone'])).toMatch(/^@brand\/content: 1 company fact is a placeholder, /);
  });
});
