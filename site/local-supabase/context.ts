/**
 * What the auth and REST halves of the local backend share: the database, the signing secret, the clock,
 * the failed-sign-in counters, the enquiries per client, and how a request says who it is (the `apikey` gateway check and the bearer
 * token, verified here exactly once).
 */
import type { IncomingMessage } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { ClientLimit } from './clientLimit.ts';
import { type Claims, type JwtRefusal, verifyJwt } from './jwt.ts';
import { localAnonKey } from './publicKey.ts';
import type { SignInLimits } from './throttle.ts';

export type Backend = {
  db: PGlite;
  /** Signs and verifies access tokens (dataDir.ts). */
  secret: Buffer;
  /** Milliseconds since the epoch; tests move it. */
  now: () => number;
  /** Failed sign-ins per client and account, per client, per account. */
  signIns: SignInLimits;
  /** Enquiries per client address, counted before the database (clientLimit.ts). */
  submits: ClientLimit;
  /** One line in the terminal. */
  log: (line: string) => void;
};

/** Who a request runs as: PostgREST's `anon`, or `authenticated` with the token's verified claims. */
export type Caller =
  | { role: 'anon'; claims: Claims }
  | { role: 'authenticated'; claims: Claims; userId: string; sessionId: string };

/** Why a request was not let in, and what the gateway answers. */
export type Refusal = {
  status: number;
  body: Record<string, unknown>;
  reason: JwtRefusal | 'apikey' | 'session' | 'claims';
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The gateway's check, as Supabase's API gateway does it before any service: every request carries the
 * project's public key as `apikey`. Returns the refusal, or null when the key is there and right.
 */
export const apiKeyRefusal = (req: IncomingMessage): Refusal | null => {
  const key = req.headers.apikey;
  if (!key)
    return {
      status: 401,
      reason: 'apikey',
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    };
  if (key !== localAnonKey)
    return {
      status: 401,
      reason: 'apikey',
      body: { message: 'Invalid API key', hint: 'The local backend answers only its own publishable key.' },
    };
  return null;
};

const jwtMessages: Record<JwtRefusal | 'session' | 'claims', string> = {
  malformed: 'JWT could not be decoded',
  algorithm: 'Wrong or unknown JWT algorithm (only HS256 is accepted)',
  signature: 'JWT cryptographic operation failed',
  expired: 'JWT expired',
  'not-yet-valid': 'JWT not yet valid',
  session: 'The session of this JWT has ended',
  claims: 'JWT claims are not those of a signed-in user',
};

/**
 * Who the request is: no bearer token or the public key → anon; otherwise an access token this backend
 * signed, unexpired, for a user whose session still exists (signing out ends it at once, stricter than
 * Supabase, where a token lives until it expires). Anything else is refused as PostgREST refuses a bad
 * token: 401, PGRST301 (PGRST303 when expired).
 */
export const identify = async (backend: Backend, req: IncomingMessage): Promise<Caller | Refusal> => {
  const header = req.headers.authorization;
  const token = header?.match(/^Bearer (\S+)$/i)?.[1];
  if (!header || token === localAnonKey) return { role: 'anon', claims: { role: 'anon' } };
  const refuse = (reason: Refusal['reason'] & keyof typeof jwtMessages): Refusal => ({
    status: 401,
    reason,
    body: {
      code: reason === 'expired' ? 'PGRST303' : 'PGRST301',
      details: null,
      hint: null,
      message: jwtMessages[reason],
    },
  });
  if (!token) return refuse('malformed');
  const verified = await verifyJwt(token, backend.secret, Math.floor(backend.now() / 1000));
  if (!verified.ok) return refuse(verified.reason);
  const { claims } = verified;
  const { sub, session_id: sessionId, role, aud } = claims;
  if (role !== 'authenticated' || aud !== 'authenticated' || typeof sub !== 'string' || !uuid.test(sub))
    return refuse('claims');
  if (typeof sessionId !== 'string' || !uuid.test(sessionId)) return refuse('claims');
  const { rows } = await backend.db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
    sessionId,
    sub,
  ]);
  if (!rows.length) return refuse('session');
  return { role: 'authenticated', claims, userId: sub, sessionId };
};

/** Whether `identify` refused the request. */
export const isRefusal = (value: Caller | Refusal): value is Refusal => 'status' in value;
