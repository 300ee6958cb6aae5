// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt';

const secret = Buffer.alloc(64, 7);
const now = 1_800_000_000;
const claims = { sub: 'b0000000-0000-4000-8000-000000000002', role: 'authenticated', exp: now + 3600 };
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (input: string, key = secret) => createHmac('sha256', key).update(input).digest('base64url');

describe('access tokens', async () => {
  it('verifies what it signed, claims intact', async () => {
    expect(await verifyJwt(await signJwt(claims, secret), secret, now)).toEqual({ ok: true, claims });
  });

  it('refuses a token signed with another secret (forged)', async () => {
    expect(await verifyJwt(await signJwt(claims, Buffer.alloc(64, 8)), secret, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it("refuses a changed claim: another user's id in a token signed for someone else", async () => {
    const [header, , signature] = (await signJwt(claims, secret)).split('.');
    const other = part({ ...claims, sub: 'a0000000-0000-4000-8000-000000000001' });
    expect(await verifyJwt(`${header}.${other}.${signature}`, secret, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses alg "none", another algorithm, and headers that change how a token is read', async () => {
    const payload = part(claims);
    for (const header of [
      { alg: 'none', typ: 'JWT' },
      { alg: 'None' },
      { alg: 'HS512', typ: 'JWT' },
      { alg: 'RS256', typ: 'JWT' },
      { alg: 'HS256', typ: 'JWT', jwk: { kty: 'oct', k: 'AAAA' } },
      { alg: 'HS256', crit: ['exp'] },
      { alg: 'HS256', typ: 'JWE' },
    ]) {
      const input = `${part(header)}.${payload}`;
      expect(await verifyJwt(`${input}.${sign(input)}`, secret, now), JSON.stringify(header)).toEqual({
        ok: false,
        reason: 'algorithm',
      });
    }
    // An unsigned token (alg none, empty signature) is not even well formed.
    expect(await verifyJwt(`${part({ alg: 'none' })}.${payload}.`, secret, now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses an expired token, one without exp, and one not yet valid', async () => {
    expect(await verifyJwt(await signJwt({ ...claims, exp: now }, secret), secret, now)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verifyJwt(await signJwt({ ...claims, exp: undefined }, secret), secret, now)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verifyJwt(await signJwt({ ...claims, exp: `${now + 60}` }, secret), secret, now)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verifyJwt(await signJwt({ ...claims, nbf: now + 60 }, secret), secret, now)).toEqual({
      ok: false,
      reason: 'not-yet-valid',
    });
  });

  it('refuses anything that is not three base64url parts of JSON objects', async () => {
    const good = await signJwt(claims, secret);
    for (const token of [
      '',
      'abc',
      good.split('.').slice(0, 2).join('.'),
      `${good}.extra`,
      good.replace(/\./, '.=.'),
      `${part({ alg: 'HS256' })}.${Buffer.from('[1,2]').toString('base64url')}.sig`,
      `${part({ alg: 'HS256' })}.${Buffer.from('not json').toString('base64url')}.sig`,
      ` ${good}`,
    ])
      expect((await verifyJwt(token, secret, now)).ok, token).toBe(false);
    // A signature with padding or another spelling of the same bytes is not the one that was issued.
    expect((await verifyJwt(`${good}=`, secret, now)).ok).toBe(false);
  });
});
