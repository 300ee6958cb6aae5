/**
 * Staff passwords, hashed with scrypt (memory-hard, in node:crypto): 2^15 iterations of 8-block rows, 32 MB
 * of memory and about a tenth of a second per try on a laptop. Stored as
 * `scrypt$<N>$<r>$<p>$<salt>$<hash>` (base64url), so the cost can be raised later without breaking the
 * hashes already stored. `pnpm staff:add` accepts a password only when `passwordProblem` finds none: 12
 * characters at least, not blank, and not easy to guess (zxcvbn, ADR 0058).
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { company } from '../../packages/content/src/company.ts';

const cost = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;

/** The shortest and longest password `pnpm staff:add` accepts. */
export const passwordLimits = { min: 12, max: 1024 } as const;

/**
 * The lowest zxcvbn score accepted: 3 of 4, "safely unguessable" — at least 10^8 guesses by zxcvbn's
 * estimate of a cracker that tries common passwords, dictionary words, names, keyboard rows, sequences,
 * repetitions, dates and l33t spellings first. At scrypt's tenth of a second a try that is over three
 * CPU-years an account offline, and the sign-in throttle keeps online guessing far below it.
 */
export const minimumScore = 3;

/** zxcvbn with the common-password lists, keyboard layouts and English words (and its English advice). */
let estimator: Promise<import('@zxcvbn-ts/core').ZxcvbnFactory> | undefined;
const strength = () => {
  // Loaded on first use: the dictionaries take a tenth of a second and megabytes the sign-in does not need.
  estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, en]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
  );
  return estimator;
};

/** Seasons in the site's five languages, and months in English and German: "Summer2026!!" is a guess. */
const seasons =
  'spring summer autumn fall winter frühling sommer herbst printemps été automne hiver primavera estate autunno inverno verano otoño invierno'.split(
    ' ',
  );
const months =
  'january february march april may june july august september october november december januar februar märz juni juli oktober dezember'.split(
    ' ',
  );

/** Words of a name: "Rhein Brush & Wood" is rhein, brush, wood. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The words a guesser of this account's password tries first: the address, its local part and the
 * pieces of it split on `.`, `_`, `-` and `+` (alone and run together: "annakeller"), the domain's
 * labels, the company's name and short name (company.ts of `@brand/content`) with their words alone and
 * run together, and the seasons with the current year ("summer2026") — `strong`, those of 4 characters
 * or more, whose presence asks for zxcvbn's top score (`passwordProblem`); `all` adds the year and the
 * seasons and months alone and with it, as zxcvbn's user inputs.
 */
export const personalWords = (email: string, now = new Date()): { all: string[]; strong: string[] } => {
  const year = String(now.getUTCFullYear());
  const address = email.trim().toLowerCase();
  const [local = '', domain = ''] = address.split('@');
  const pieces = local.split(/[._+-]/).filter(Boolean);
  const names = [company.name, company.shortName];
  const strong = [
    address,
    local,
    ...pieces,
    pieces.join(''),
    ...domain.split('.'),
    ...names.map((name) => name.toLowerCase()),
    ...names.flatMap(wordsOf),
    ...names.map((name) => wordsOf(name).join('')),
    ...seasons.map((season) => `${season}${year}`),
  ].filter((word) => word.length >= 4);
  const dated = [...seasons, ...months].flatMap((word) => [word, `${word}${year}`]);
  return {
    all: [...new Set([...strong, ...pieces, ...domain.split('.').filter(Boolean), year, ...dated])],
    strong: [...new Set(strong)],
  };
};

/** Letters and digits only, lower case: "Anna.Keller.2026" holds "annakeller". */
const plain = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Why a new staff password is refused (a sentence for the person choosing it), or `undefined` when it is
 * accepted: too short or too long, blank (only spaces), or easy to guess — common, repetitive, a keyboard
 * row or a sequence, or built from `personal` words such as the account's e-mail address
 * (`personalWords`). One holding any of the `strong` words (letters and digits compared, case aside:
 * "Anna.Keller.2026" holds "annakeller") needs zxcvbn's top score, 4: scored 3, "annakeller2026",
 * "Rhein Brush & Wood" and "Summer2026!!" passed.
 */
export async function passwordProblem(
  password: string,
  personal: string[] = [],
  strong: string[] = personal,
): Promise<string | undefined> {
  const { min, max } = passwordLimits;
  if (!password.trim()) return 'The password is blank (only spaces)';
  if (password.length < min || password.length > max)
    return `The password must have ${min} to ${max} characters`;
  const { score, feedback } = (await strength()).check(password, personal);
  const holdsPersonal = strong.some(
    (word) => plain(word).length >= 4 && plain(password).includes(plain(word)),
  );
  if (score >= (holdsPersonal ? 4 : minimumScore)) return undefined;
  if (holdsPersonal && !feedback.warning)
    return 'The password is too easy to guess (it holds your name, your address, the company’s name or a season and year); choose a longer one of uncommon words';
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  return `The password is too easy to guess${advice ? ` (${advice.replace(/\.$/, '')})` : ''}; choose a longer one of uncommon words`;
}

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
