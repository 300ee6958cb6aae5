// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, unusableHash, verifyPassword } from './passwords';

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
