/**
 * What the database tests share: a PGlite with Supabase's stand-ins, the local auth tables, every migration
 * and the seed (as the local backend builds it), and requests run as PostgREST runs them.
 */
import assert from 'node:assert/strict';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** Who a request runs as: the anonymous key, a signed-in user (their id), or the service role key. */
export type Who = 'anon' | 'service_role' | { user: string };

export const roleOf = (who: Who) => (typeof who === 'string' ? who : 'authenticated');
export const claimsOf = (who: Who) =>
  typeof who === 'string' ? { role: who } : { sub: who.user, role: 'authenticated', aud: 'authenticated' };

/** A missing privilege, and RLS refusing a row: both SQLSTATE 42501 (insufficient_privilege). */
export const permissionDenied = (object: string, kind = 'table') => ({
  code: '42501',
  message: `permission denied for ${kind} ${object}`,
});

/**
 * Runs `fn` in a transaction as PostgREST runs a request: `set local role <role>` and the JWT claims in
 * `request.jwt.claims` (which auth.uid() and auth.role() read). `setup` runs first, in the same
 * transaction, as the superuser. The transaction is always rolled back.
 */
export const runAs =
  (db: () => PGlite) =>
  async <T>(
    who: Who,
    fn: (tx: Transaction) => Promise<T>,
    setup?: (tx: Transaction) => Promise<unknown>,
  ): Promise<T> =>
    db().transaction(async (tx) => {
      try {
        await setup?.(tx);
        await tx.exec(`set local role ${roleOf(who)}`);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claimsOf(who))]);
        return await fn(tx);
      } finally {
        if (!tx.closed) await tx.rollback();
      }
    });

/** Runs one statement as `who` (in its own rolled-back transaction) and expects it to fail with `error`. */
export const refusesWith =
  (as: ReturnType<typeof runAs>) =>
  (
    who: Who,
    sql: string,
    error: object,
    params: unknown[] = [],
    setup?: (tx: Transaction) => Promise<unknown>,
  ) =>
    as(who, (tx) => assert.rejects(tx.query(sql, params), error), setup);

/**
 * Expects every object `sql` selects (as `object` and its `comment`) to carry a comment that says something
 * (over 20 characters), naming the first that does not; returns how many objects it checked.
 */
export const expectCommented = async (db: Pick<PGlite, 'query'>, sql: string): Promise<number> => {
  const { rows } = await db.query<{ object: string; comment: string | null }>(sql);
  for (const { object, comment } of rows)
    assert.ok(comment && comment.length > 20, `${object} has no comment`);
  return rows.length;
};

/** An enquiry the contact form would send and every check accepts: a buyer's, with accents, in German. */
export const validEnquiry = {
  name: 'Zoë Müller',
  email: 'zoe.mueller@example.ch',
  company: 'Bürstenhandel Basel AG',
  message: 'We would like 20,000 natural-fibre brushes with our logo.',
  product: 'natural-brushes',
  language: 'de',
};
