/**
 * The auth half of the local backend: the four calls supabase-js makes for password sign-in, answered as
 * Supabase Auth (GoTrue) answers them, with its status codes and `{ code, msg }` errors (API version
 * 2024-01-01, which supabase-js reads from the `X-Supabase-Api-Version` header):
 *
 *   POST /auth/v1/token?grant_type=password       e-mail and password → a session (access + refresh token)
 *   POST /auth/v1/token?grant_type=refresh_token  a refresh token, used once → the next session
 *   GET  /auth/v1/user                            the signed-in user
 *   POST /auth/v1/logout?scope=global|local|others ends sessions (204)
 *
 * Anything else is 404. There is no sign-up, no password reset, no e-mail: accounts come from
 * `pnpm staff:add`. Failed sign-ins are counted per client and account, per client and per account
 * (throttle.ts); past a limit the answer is 429 `over_request_rate_limit` with Retry-After, before any
 * password is checked.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Backend, identify, isRefusal } from './context.ts';
import { clientAddress, readJson, sendJson } from './http.ts';
import { signJwt } from './jwt.ts';
import { passwordLimits, unusableHash, verifyPassword } from './passwords.ts';

/** How long an access token lives; supabase-js refreshes it before then. */
export const accessTokenSeconds = 3600;

const apiVersion = { 'X-Supabase-Api-Version': '2024-01-01' };

/** An error as Supabase Auth sends it. */
const authError = (res: ServerResponse, status: number, code: string, msg: string, headers = {}) =>
  sendJson(res, status, { code, msg }, { ...apiVersion, ...headers });

type UserRow = {
  id: string;
  email: string;
  created_at: Date;
  updated_at: Date;
  last_sign_in_at: Date | null;
};

/** The user as Supabase Auth describes one that signs in with e-mail and password. */
const userJson = (user: UserRow) => ({
  id: user.id,
  aud: 'authenticated',
  role: 'authenticated',
  email: user.email,
  email_confirmed_at: user.created_at.toISOString(),
  phone: '',
  confirmed_at: user.created_at.toISOString(),
  last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: {},
  identities: [],
  created_at: user.created_at.toISOString(),
  updated_at: user.updated_at.toISOString(),
  is_anonymous: false,
});

const userColumns = 'id, email, created_at, updated_at, last_sign_in_at';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The issuer claim: this origin's auth endpoint, as Supabase writes it. */
const issuer = (req: IncomingMessage) => `http://${req.headers.host ?? 'localhost'}/auth/v1`;

/** A session for `user`: a signed access token and a new one-use refresh token of session `sessionId`. */
const issueSession = async (backend: Backend, req: IncomingMessage, user: UserRow, sessionId: string) => {
  const now = Math.floor(backend.now() / 1000);
  const refreshToken = randomBytes(32).toString('base64url');
  await backend.db.query('insert into auth.refresh_tokens (token_hash, session_id) values ($1, $2)', [
    hashToken(refreshToken),
    sessionId,
  ]);
  const accessToken = await signJwt(
    {
      aud: 'authenticated',
      exp: now + accessTokenSeconds,
      iat: now,
      iss: issuer(req),
      sub: user.id,
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    },
    backend.secret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: accessTokenSeconds,
    expires_at: now + accessTokenSeconds,
    refresh_token: refreshToken,
    user: userJson(user),
  };
};

/** A record from a JSON body, or null. */
const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const signInWithPassword = async (
  backend: Backend,
  req: IncomingMessage,
  res: ServerResponse,
  body: Record<string, unknown>,
) => {
  // No address is longer (RFC 5321); a longer one matches no account and keeps the counters' keys small.
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 254) : '';
  const { password } = body;
  if (!email || typeof password !== 'string' || !password)
    return authError(res, 400, 'validation_failed', 'missing email or password');
  // No password is longer (staff:add refuses one): refused before counting, it can never be right, and
  // every try that is counted then costs a full scrypt (a lockout cannot be bought with cheap tries).
  if (password.length > passwordLimits.max)
    return authError(res, 400, 'validation_failed', `password longer than ${passwordLimits.max} characters`);
  // Counted before the first await: tries sent together cannot all pass while their passwords are checked.
  const attempt = backend.signIns.begin(clientAddress(req), email);
  if ('wait' in attempt)
    return authError(res, 429, 'over_request_rate_limit', 'Too many failed sign-ins; try again later.', {
      'Retry-After': String(Math.ceil(attempt.wait / 1000)),
    });
  const { rows } = await backend.db.query<UserRow & { encrypted_password: string | null }>(
    `select ${userColumns}, encrypted_password from auth.users where lower(email) = $1`,
    [email],
  );
  const user = rows[0];
  // An unknown address is checked against a hash no password matches: the answer takes as long.
  const matches = await verifyPassword(password, user?.encrypted_password ?? unusableHash);
  if (!user || !matches) {
    backend.log('a sign-in failed (wrong e-mail address or password)');
    return authError(res, 400, 'invalid_credentials', 'Invalid login credentials');
  }
  attempt.succeeded();
  const signedIn = await backend.db.transaction(async (tx) => {
    const updated = await tx.query<UserRow>(
      `update auth.users set last_sign_in_at = to_timestamp($2::double precision / 1000) where id = $1 returning ${userColumns}`,
      [user.id, backend.now()],
    );
    const session = await tx.query<{ id: string }>(
      'insert into auth.sessions (user_id) values ($1) returning id',
      [user.id],
    );
    return { user: updated.rows[0] ?? user, sessionId: session.rows[0]?.id ?? '' };
  });
  sendJson(res, 200, await issueSession(backend, req, signedIn.user, signedIn.sessionId), apiVersion);
};

const refresh = async (
  backend: Backend,
  req: IncomingMessage,
  res: ServerResponse,
  body: Record<string, unknown>,
) => {
  const token = body.refresh_token;
  if (typeof token !== 'string' || !token || token.length > 200)
    return authError(res, 400, 'validation_failed', 'refresh_token is required');
  const { rows } = await backend.db.query<{ session_id: string; revoked: boolean }>(
    'select session_id, revoked from auth.refresh_tokens where token_hash = $1',
    [hashToken(token)],
  );
  const found = rows[0];
  if (!found)
    return authError(res, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (found.revoked) {
    // A used token coming back means it was copied: the whole session ends, as Supabase Auth does.
    await backend.db.query('delete from auth.sessions where id = $1', [found.session_id]);
    backend.log('a refresh token was used twice; its session was ended');
    return authError(res, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  }
  const user = await backend.db.transaction(async (tx) => {
    await tx.query('update auth.refresh_tokens set revoked = true where token_hash = $1', [hashToken(token)]);
    await tx.query('update auth.sessions set refreshed_at = now() where id = $1', [found.session_id]);
    const users = await tx.query<UserRow>(
      `select ${userColumns} from auth.users where id = (select user_id from auth.sessions where id = $1)`,
      [found.session_id],
    );
    return users.rows[0];
  });
  if (!user)
    return authError(res, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  sendJson(res, 200, await issueSession(backend, req, user, found.session_id), apiVersion);
};

/** The signed-in caller, or the answer Supabase Auth gives a missing or bad token (403 `bad_jwt`). */
const signedIn = async (backend: Backend, req: IncomingMessage, res: ServerResponse) => {
  const caller = await identify(backend, req);
  if (isRefusal(caller) || caller.role !== 'authenticated') {
    const ended = isRefusal(caller) && caller.reason === 'session';
    authError(
      res,
      403,
      ended ? 'session_not_found' : 'bad_jwt',
      ended
        ? 'Session from session_id claim in JWT does not exist'
        : 'invalid JWT: unable to parse or verify signature',
    );
    return null;
  }
  return caller;
};

/** Answers `/auth/v1/…`; the gateway's key check has passed. */
export const handleAuth = async (backend: Backend, req: IncomingMessage, res: ServerResponse, url: URL) => {
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '/auth/v1/token') {
    if (req.method !== 'POST') return authError(res, 405, 'method_not_allowed', 'Method not allowed');
    const grant = url.searchParams.get('grant_type');
    if (grant !== 'password' && grant !== 'refresh_token')
      return authError(res, 400, 'validation_failed', 'unsupported_grant_type');
    const body = await readJson(req);
    if ('problem' in body)
      return body.problem === 'too-large'
        ? authError(res, 413, 'request_too_large', 'Request body too large', { Connection: 'close' })
        : authError(res, 400, 'bad_json', 'Could not parse request body as JSON');
    const fields = record(body.value);
    if (!fields) return authError(res, 400, 'bad_json', 'Could not parse request body as JSON');
    return grant === 'password'
      ? signInWithPassword(backend, req, res, fields)
      : refresh(backend, req, res, fields);
  }
  if (path === '/auth/v1/user') {
    if (req.method !== 'GET') return authError(res, 405, 'method_not_allowed', 'Method not allowed');
    const caller = await signedIn(backend, req, res);
    if (!caller) return;
    const { rows } = await backend.db.query<UserRow>(`select ${userColumns} from auth.users where id = $1`, [
      caller.userId,
    ]);
    const user = rows[0];
    return user
      ? sendJson(res, 200, userJson(user), apiVersion)
      : authError(res, 403, 'user_not_found', 'User from sub claim in JWT does not exist');
  }
  if (path === '/auth/v1/logout') {
    if (req.method !== 'POST') return authError(res, 405, 'method_not_allowed', 'Method not allowed');
    const caller = await signedIn(backend, req, res);
    if (!caller) return;
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope === 'local')
      await backend.db.query('delete from auth.sessions where id = $1', [caller.sessionId]);
    else if (scope === 'others')
      await backend.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        caller.userId,
        caller.sessionId,
      ]);
    else if (scope === 'global')
      await backend.db.query('delete from auth.sessions where user_id = $1', [caller.userId]);
    else return authError(res, 400, 'validation_failed', 'scope must be global, local or others');
    return sendJson(res, 204, undefined, apiVersion);
  }
  authError(
    res,
    404,
    'not_found',
    'The local backend answers only password sign-in, refresh, user and logout',
  );
};
