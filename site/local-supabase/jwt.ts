/**
 * JSON Web Tokens as Supabase Auth issues them for password sign-in: HS256 with the backend's secret,
 * signed and verified by `jose`. Verification is strict: jose checks the form, the signature (in constant
 * time), `exp` and `nbf`; before it, the token must be three unpadded base64url parts and the header must say exactly HS256 and carry nothing that changes how
 * the token is read (`jwk`, `crit`, another `typ`). Each refusal keeps its reason.
 */
import { decodeProtectedHeader, errors, jwtVerify, SignJWT } from 'jose';

/** The claims of a token: what `request.jwt.claims` holds for a request. */
export type Claims = Record<string, unknown>;

/** Why a token was refused. */
export type JwtRefusal = 'malformed' | 'algorithm' | 'signature' | 'expired' | 'not-yet-valid';

/** Signs claims with the secret. */
export const signJwt = (claims: Claims, secret: Uint8Array): Promise<string> =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);

const base64url = /^[A-Za-z0-9_-]+$/;

/** The only header fields a token of ours has. */
const headerFields = new Set(['alg', 'typ', 'kid']);

/** Why jose refused a token, in this backend's words. */
const refusalOf = (error: unknown): JwtRefusal => {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed)
    return error.claim === 'nbf' ? 'not-yet-valid' : 'expired';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'signature';
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported)
    return 'algorithm';
  return 'malformed';
};

/**
 * The claims of a token signed with `secret`, or why it is refused. `now` is in seconds (the unit of
 * `exp`); a token without a numeric `exp` counts as expired.
 */
export const verifyJwt = async (
  token: string,
  secret: Uint8Array,
  now: number,
): Promise<{ ok: true; claims: Claims } | { ok: false; reason: JwtRefusal }> => {
  // Exactly three unpadded base64url parts: jose would also take padding, another spelling of the same
  // bytes than the token that was issued.
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => base64url.test(part)))
    return { ok: false, reason: 'malformed' };
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (
    header.alg !== 'HS256' ||
    (header.typ !== undefined && header.typ !== 'JWT') ||
    Object.keys(header).some((field) => !headerFields.has(field))
  )
    return { ok: false, reason: 'algorithm' };
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: new Date(now * 1000),
      requiredClaims: ['exp'],
    });
    return { ok: true, claims: payload as Claims };
  } catch (error) {
    return { ok: false, reason: refusalOf(error) };
  }
};
