// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, personalWords, unusableHash, verifyPassword } from './passwords';

// scrypt is slow on purpose (a tenth of a second a hash, more on a busy machine): a guard, not a measurement.
describe('staff passwords', { timeout: 120_000 }, () => {
  it('are stored as salted scrypt hashes that only the password matches', async () => {
    const password = 'correct horse battery staple';
    const [one, two] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(one).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain(password);
    expect(await verifyPassword(password, one)).toBe(true);
    expect(await verifyPassword(password, two)).toBe(true);
    for (const wrong of ['correct horse battery stapl', 'Correct horse battery staple', `${password} `, ''])
      expect(await verifyPassword(wrong, one), wrong).toBe(false);
  });

  it('compare Unicode as typed, whatever its normal form', async () => {
    const stored = await hashPassword('Zürich-Bürsten-2026');
    expect(await verifyPassword('Zu\u0308rich-Bu\u0308rsten-2026', stored)).toBe(true);
  });

  it('never match the hash used for unknown addresses, nor a malformed or too costly one', async () => {
    for (const password of ['', 'anything at all'])
      expect(await verifyPassword(password, unusableHash)).toBe(false);
    for (const stored of [
      '',
      'plain text',
      'bcrypt$10$abc',
      'scrypt$1048577$8$1$AAAA$AAAA',
      'scrypt$16384$8$1$AAAA$short',
    ])
      expect(await verifyPassword('x', stored), stored).toBe(false);
  });
});

describe('new staff passwords (issue 32: twelve spaces, password1234 and aaaaaaaaaaaa were accepted)', () => {
  it('refuse a blank one, saying so', async () => {
    for (const blank of [' '.repeat(12), '\t'.repeat(12), ' \u00a0'.repeat(8)])
      expect(await passwordProblem(blank), JSON.stringify(blank)).toBe('The password is blank (only spaces)');
  });

  it('refuse common, repetitive, keyboard-row and sequential ones, saying why', async () => {
    const refusals = {
      password1234: /too easy to guess \(This is similar to a commonly used password/,
      aaaaaaaaaaaa: /too easy to guess \(Repeated characters like "aaa" are easy to guess/,
      qwertyuiopas: /too easy to guess \(This is similar to a commonly used password/,
      '123456789012': /too easy to guess \(This is a commonly used password/,
      abcdefghijklmnop: /too easy to guess/,
      Passwort12345678: /too easy to guess/,
      hunter2hunter2: /too easy to guess \(Repeated character patterns/,
    };
    for (const [password, reason] of Object.entries(refusals))
      expect(await passwordProblem(password), password).toMatch(reason);
  });

  it('refuse one made of the account’s own address', async () => {
    expect(await passwordProblem('example.com1', ['anna.muster@example.com'])).toMatch(/too easy to guess/);
    expect(await passwordProblem('anna.muster@example.com!', ['anna.muster@example.com'])).toMatch(
      /too easy to guess/,
    );
  });

  it('refuse one built from the name in the address, the company’s name or a season and the year', async () => {
    // Given only the address and its pieces, zxcvbn scored each of these 3 and staff:add took them.
    const { all, strong } = personalWords('anna.keller@rheinbrush.ch', new Date('2026-11-28T12:00:00Z'));
    for (const password of [
      'annakeller2026',
      'Anna.Keller.2026',
      'Rhein Brush & Wood',
      'RheinBrush2026!',
      'Summer2026!!',
      'Winter2026!!',
    ])
      expect(await passwordProblem(password, all, strong), password).toMatch(/too easy to guess/);
  });

  it('take the company’s names from the content, and the year from the clock', () => {
    const { all, strong } = personalWords(' Anna.Keller@RheinBrush.ch', new Date('2031-01-05T00:00:00Z'));
    expect(strong).toEqual(
      expect.arrayContaining([
        'anna',
        'keller',
        'annakeller',
        'rheinbrush',
        'rhein brush & wood ag',
        'wood',
        'summer2031',
      ]),
    );
    expect(all).toEqual(expect.arrayContaining(['2031', 'june2031', 'ch']));
  });

  it('keep the length limits', async () => {
    expect(await passwordProblem('Zq9#vL2!pX')).toBe('The password must have 12 to 1024 characters');
    expect(await passwordProblem('x'.repeat(1025))).toBe('The password must have 12 to 1024 characters');
  });

  it('accept a long passphrase, and the passwords the tests sign in with', async () => {
    for (const password of [
      'walnut broom handle maker of Thun',
      'correct horse battery staple',
      'another long password',
      'a third long password',
      'Zürich-Bürsten-2026',
    ])
      expect(await passwordProblem(password, ['admin@example.com']), password).toBeUndefined();
    const { all, strong } = personalWords('admin@example.com', new Date('2026-11-28T12:00:00Z'));
    for (const password of [
      'walnut broom handle maker of Thun',
      'correct horse battery staple',
      'Zürich-Bürsten-2026',
    ])
      expect(await passwordProblem(password, all, strong), password).toBeUndefined();
  });
});
