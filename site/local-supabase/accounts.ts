/**
 * Staff accounts in the local backend's `auth.users`, with their role in `public.user_roles`. Only the
 * staff command (`pnpm staff:add|list|remove`) writes them, as the database's superuser — the one thing in
 * the local backend that bypasses row level security, as the Supabase dashboard's "Add user" and the SQL
 * editor do for a hosted project. There is no default account.
 */
import type { PGlite } from '@electric-sql/pglite';
import * as v from 'valibot';

/** An e-mail address as the sign-in form accepts it, kept in lower case (as Supabase Auth keeps it). */
export const accountEmail = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, 'is longer than 254 characters'),
  v.email('is not an e-mail address'),
);

/** A staff account as the staff command lists it. */
export type StaffAccount = {
  email: string;
  role: 'admin' | 'user';
  created_at: string;
  last_sign_in_at: string | null;
};

export class AccountError extends Error {
  override name = 'AccountError';
}

/** Adds an account with an already hashed password; admins get the admin role. */
export const addStaff = async (
  db: PGlite,
  { email, passwordHash, admin }: { email: string; passwordHash: string; admin: boolean },
): Promise<StaffAccount> => {
  const address = v.parse(accountEmail, email);
  return db.transaction(async (tx) => {
    const taken = await tx.query('select 1 from auth.users where lower(email) = $1', [address]);
    if (taken.rows.length) throw new AccountError(`There is already an account for ${address}.`);
    const { rows } = await tx.query<{ id: string }>(
      'insert into auth.users (id, email, encrypted_password) values (gen_random_uuid(), $1, $2) returning id',
      [address, passwordHash],
    );
    const id = rows[0]?.id;
    if (admin) await tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [id]);
    const [account] = await listStaff(tx, address);
    if (!account) throw new AccountError(`The account for ${address} was not created.`);
    return account;
  });
};

/** Every account (or the one with `email`), oldest first. */
export const listStaff = async (db: Pick<PGlite, 'query'>, email?: string): Promise<StaffAccount[]> => {
  const { rows } = await db.query<StaffAccount>(
    `select u.email, coalesce(r.role::text, 'user') as role,
       to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"') as created_at,
       to_char(u.last_sign_in_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI "UTC"') as last_sign_in_at
     from auth.users u left join public.user_roles r on r.user_id = u.id
     where $1::text is null or lower(u.email) = $1
     order by u.created_at, u.email`,
    [email ?? null],
  );
  return rows;
};

/** Removes an account (its role, sessions and refresh tokens go with it). */
export const removeStaff = async (db: PGlite, email: string): Promise<void> => {
  const address = v.parse(accountEmail, email);
  const { affectedRows } = await db.query('delete from auth.users where lower(email) = $1', [address]);
  if (!affectedRows) throw new AccountError(`There is no account for ${address}.`);
};
