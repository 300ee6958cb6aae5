/**
 * Staff passwords, hashed with scrypt (memory-hard, in node:crypto): 2^15 iterations of 8-block rows, 32 MB
 * of memory and about a tenth of a second per try on a laptop. Stored as
 * `scrypt$<N>$<r>$<p>$<salt>$<hash>` (base64url), so the cost can be raised later without breaking the
 * hashes already stored.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const cost = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;

/** The shortest and longest password `pnpm staff:add` accepts. */
export const passwordLimits = { min: 12, max: 1024 } as const;

const derive = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );

/** A new hash of a password, with its own random salt. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

/** A hash no password matches, checked when an address has no account, so both take as long. */
export const unusableHash = `scrypt$${cost.N}$${cost.r}$${cost.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(keyLength).toString('base64url')}`;

/** Whether the password matches the stored hash (compared in constant time). A malformed hash matches nothing. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const N = Number(n);
  if (scheme !== 'scrypt' || !salt || !key || !Number.isInteger(N) || N < 2 ** 10 || N > 2 ** 20)
    return false;
  const expected = Buffer.from(key, 'base64url');
  if (expected.length !== keyLength) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N, r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected) && stored !== unusableHash;
};
