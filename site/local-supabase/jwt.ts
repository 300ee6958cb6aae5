/**
 * JSON Web Tokens as Supabase Auth issues them for password sign-in: HS256 (HMAC-SHA256) with the
 * backend's secret. Verification is strict: three base64url parts, a header that says exactly HS256, the
 * signature compared in constant time, an `exp` in the future. Anything else — `alg: none`, another
 * algorithm, a foreign key, a changed claim, an expired token — is refused with its reason.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The claims of a token: what `request.jwt.claims` holds for a request. */
export type Claims = Record<string, unknown>;

/** Why a token was refused. */
export type JwtRefusal = 'malformed' | 'algorithm' | 'signature' | 'expired' | 'not-yet-valid';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const signature = (input: string, secret: Buffer) =>
  createHmac('sha256', secret).update(input).digest('base64url');

/** Signs claims with the secret. */
export const signJwt = (claims: Claims, secret: Buffer): string => {
  const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${input}.${signature(input, secret)}`;
};

const base64url = /^[A-Za-z0-9_-]+$/;

/** A part's JSON object, or null when it is not one. */
const decode = (part: string): Claims | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Claims) : null;
  } catch {
    return null;
  }
};

/**
 * The claims of a token signed with `secret`, or why it is refused. `now` is in seconds (the unit of
 * `exp`). The header must name HS256 and nothing else that changes how it is read (`crit`, keys).
 */
export const verifyJwt = (
  token: string,
  secret: Buffer,
  now: number,
): { ok: true; claims: Claims } | { ok: false; reason: JwtRefusal } => {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => base64url.test(part)))
    return { ok: false, reason: 'malformed' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decode(headerPart);
  const claims = decode(payloadPart);
  if (!header || !claims) return { ok: false, reason: 'malformed' };
  const known = new Set(['alg', 'typ', 'kid']);
  if (
    header.alg !== 'HS256' ||
    (header.typ !== undefined && header.typ !== 'JWT') ||
    Object.keys(header).some((key) => !known.has(key))
  )
    return { ok: false, reason: 'algorithm' };
  const expected = Buffer.from(signature(`${headerPart}.${payloadPart}`, secret));
  const given = Buffer.from(signaturePart);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature' };
  if (typeof claims.exp !== 'number' || claims.exp <= now) return { ok: false, reason: 'expired' };
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now))
    return { ok: false, reason: 'not-yet-valid' };
  return { ok: true, claims };
};
