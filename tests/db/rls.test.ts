/**
 * Proves the database part of the site (site/supabase): the migrations and the seed are applied to a real
 * PostgreSQL (PGlite: Postgres compiled to WebAssembly, in this process) on top of stand-ins for what
 * Supabase provides (tests/db/supabase-stand-ins.sql), and every row level security policy, grant,
 * constraint and trigger is exercised as the roles PostgREST uses: `anon`, `authenticated` with a user's
 * JWT claims, and `service_role`.
 *
 * Each check runs in its own transaction that is rolled back, so the checks are independent of each other
 * and of their order. Run: node_modules/.bin/node --test tests/db/rls.test.ts
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const supabaseDir = join(root, 'site/supabase');
const migrationsDir = join(supabaseDir, 'migrations');
const read = (path: string) => readFileSync(path, 'utf8');

/** Fixed users: an admin, a plain user with a 'user' row, a user with no row, and one more for cascades. */
const ADMIN = 'a0000000-0000-4000-8000-000000000001';
const MEMBER = 'b0000000-0000-4000-8000-000000000002';
const NEWCOMER = 'c0000000-0000-4000-8000-000000000003';
const LEAVER = 'd0000000-0000-4000-8000-000000000004';

/** Who a request runs as: the anonymous key, a signed-in user (their id), or the service role key. */
type Who = 'anon' | 'service_role' | { user: string };

const roleOf = (who: Who) => (typeof who === 'string' ? who : 'authenticated');
const claimsOf = (who: Who) =>
  typeof who === 'string' ? { role: who } : { sub: who.user, role: 'authenticated', aud: 'authenticated' };

/** RLS refusing a row, and a missing privilege: both SQLSTATE 42501 (insufficient_privilege). */
const rlsViolation = (table: string) => ({
  code: '42501',
  message: `new row violates row-level security policy for table "${table}"`,
});
const permissionDenied = (table: string) => ({
  code: '42501',
  message: `permission denied for table ${table}`,
});

let db: PGlite;

/**
 * Runs `fn` in a transaction as PostgREST runs a request: `set local role <role>` and the JWT claims in
 * `request.jwt.claims` (which auth.uid() and auth.role() read). `setup` runs first, in the same
 * transaction, as the superuser. The transaction is always rolled back.
 */
const as = async <T>(
  who: Who,
  fn: (tx: Transaction) => Promise<T>,
  setup?: (tx: Transaction) => Promise<unknown>,
): Promise<T> =>
  db.transaction(async (tx) => {
    try {
      await setup?.(tx);
      await tx.exec(`set local role ${roleOf(who)}`);
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claimsOf(who))]);
      return await fn(tx);
    } finally {
      if (!tx.closed) await tx.rollback();
    }
  });

/** Runs SQL as Supabase's (non-superuser) `postgres` role, as `supabase db push` / `db reset` do, and commits. */
const applyAsOwner = (sql: string) =>
  db.transaction(async (tx) => {
    await tx.exec('set local role supabase_postgres');
    await tx.exec(sql);
  });

const heroValue = async (tx: Transaction) =>
  (
    await tx.query<{ setting_value: string | null }>(
      `select setting_value from public.site_settings where setting_key = 'hero_video_url'`,
    )
  ).rows;

const affected = async (tx: Transaction, sql: string, params: unknown[] = []) =>
  (await tx.query(sql, params)).affectedRows ?? 0;

const migrations = readdirSync(migrationsDir)
  .filter((name) => name.endsWith('.sql'))
  .sort();

before(async () => {
  db = await PGlite.create();
  await db.exec(read(join(root, 'tests/db/supabase-stand-ins.sql')));
  for (const name of migrations) await applyAsOwner(read(join(migrationsDir, name)));
  await applyAsOwner(read(join(supabaseDir, 'seed.sql')));
  // Users and roles, as Supabase Auth and the service role would create them.
  await db.query(
    `insert into auth.users (id, email) values ($1, 'admin@example.com'),
    ($2, 'member@example.com'), ($3, 'newcomer@example.com'), ($4, 'leaver@example.com')`,
    [ADMIN, MEMBER, NEWCOMER, LEAVER],
  );
  await db.query(
    `insert into public.user_roles (user_id, role) values ($1, 'admin'), ($2, 'user'), ($3, 'user')`,
    [ADMIN, MEMBER, LEAVER],
  );
});

after(async () => {
  await db?.close();
});

describe('schema', () => {
  test('the migration files are named as the Supabase CLI names them (<14-digit timestamp>_<name>.sql)', () => {
    assert.ok(migrations.length >= 2);
    for (const name of migrations) assert.match(name, /^\d{14}_[a-z0-9_]+\.sql$/);
  });

  test('the harness acts as PostgREST does: role switched, auth.uid() and auth.role() read from the JWT claims', async () => {
    const sql = `select current_user as role, auth.uid() as uid, auth.role() as claim`;
    assert.deepEqual((await as({ user: MEMBER }, (tx) => tx.query(sql))).rows, [
      { role: 'authenticated', uid: MEMBER, claim: 'authenticated' },
    ]);
    assert.deepEqual((await as('anon', (tx) => tx.query(sql))).rows, [
      { role: 'anon', uid: null, claim: 'anon' },
    ]);
    assert.deepEqual((await as('service_role', (tx) => tx.query(sql))).rows, [
      { role: 'service_role', uid: null, claim: 'service_role' },
    ]);
  });

  test('row level security is enabled on site_settings and user_roles', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
       where relnamespace = 'public'::regnamespace and relname in ('site_settings', 'user_roles')
       order by relname`,
    );
    assert.deepEqual(rows, [
      { relname: 'site_settings', relrowsecurity: true },
      { relname: 'user_roles', relrowsecurity: true },
    ]);
  });

  test('the policies are exactly: anyone reads settings, admins write them, users read their own role', async () => {
    const { rows } = await db.query<{ tablename: string; policyname: string; cmd: string; roles: string[] }>(
      `select tablename, policyname, cmd, roles::text[] as roles from pg_policies
       where schemaname = 'public' order by tablename, cmd, policyname`,
    );
    assert.deepEqual(rows, [
      {
        tablename: 'site_settings',
        policyname: 'Admins can delete site settings',
        cmd: 'DELETE',
        roles: ['authenticated'],
      },
      {
        tablename: 'site_settings',
        policyname: 'Admins can insert site settings',
        cmd: 'INSERT',
        roles: ['authenticated'],
      },
      {
        tablename: 'site_settings',
        policyname: 'Anyone can read site settings',
        cmd: 'SELECT',
        roles: ['anon', 'authenticated'],
      },
      {
        tablename: 'site_settings',
        policyname: 'Admins can update site settings',
        cmd: 'UPDATE',
        roles: ['authenticated'],
      },
      {
        tablename: 'user_roles',
        policyname: 'Users can read their own role',
        cmd: 'SELECT',
        roles: ['authenticated'],
      },
    ]);
  });

  test('every table, the enum and the functions carry a comment', async () => {
    const { rows } = await db.query<{ object: string; comment: string | null }>(
      `select 'site_settings' as object, obj_description('public.site_settings'::regclass, 'pg_class') as comment
       union all select 'user_roles', obj_description('public.user_roles'::regclass, 'pg_class')
       union all select 'app_role', obj_description('public.app_role'::regtype, 'pg_type')
       union all select 'has_role', obj_description('public.has_role(uuid, public.app_role)'::regprocedure, 'pg_proc')
       union all select 'set_updated_at', obj_description('public.set_updated_at()'::regprocedure, 'pg_proc')`,
    );
    for (const { object, comment } of rows)
      assert.ok(comment && comment.length > 20, `${object} has no comment`);
  });
});

describe('site_settings', () => {
  test('the seed adds hero_video_url with no value (the hero then shows no video)', async () => {
    const { rows } = await db.query(`select setting_key, setting_value from public.site_settings`);
    assert.deepEqual(rows, [{ setting_key: 'hero_video_url', setting_value: null }]);
  });

  test('the seed can run again: it adds nothing and keeps a value an admin has set', async () => {
    await db.transaction(async (tx) => {
      await tx.exec(
        `update public.site_settings set setting_value = 'https://cdn.example.com/hero.mp4'
         where setting_key = 'hero_video_url'`,
      );
      await tx.exec('set local role supabase_postgres');
      await tx.exec(read(join(supabaseDir, 'seed.sql')));
      assert.deepEqual(await heroValue(tx), [{ setting_value: 'https://cdn.example.com/hero.mp4' }]);
      await tx.rollback();
    });
  });

  test('anyone (anon) reads the hero_video_url setting, as the public site does', async () => {
    const rows = await as('anon', (tx) =>
      tx.query(`select setting_value from public.site_settings where setting_key = 'hero_video_url' limit 1`),
    );
    assert.deepEqual(rows.rows, [{ setting_value: null }]);
  });

  test('a signed-in user who is not an admin reads site settings too', async () => {
    for (const user of [MEMBER, NEWCOMER]) assert.equal((await as({ user }, heroValue)).length, 1);
  });

  test('anon cannot add a site setting', async () => {
    await as('anon', async (tx) => {
      await assert.rejects(
        tx.query(`insert into public.site_settings (setting_key, setting_value) values ('evil', 'x')`),
        rlsViolation('site_settings'),
      );
    });
  });

  test('anon cannot change or remove a site setting: no row matches and the value stays', async () => {
    await as('anon', async (tx) => {
      const url = 'https://evil.example.com/video.mp4';
      assert.equal(await affected(tx, `update public.site_settings set setting_value = $1`, [url]), 0);
      assert.equal(await affected(tx, `delete from public.site_settings`), 0);
      assert.deepEqual(await heroValue(tx), [{ setting_value: null }]);
    });
  });

  test('anon and signed-in users cannot truncate site settings (TRUNCATE ignores RLS, so it is not granted)', async () => {
    for (const who of ['anon', { user: ADMIN }] as const)
      await as(who, async (tx) => {
        await assert.rejects(tx.exec('truncate public.site_settings'), permissionDenied('site_settings'));
      });
  });

  for (const [label, user] of [
    ["a signed-in user with the role 'user'", MEMBER],
    ['a signed-in user without a role row', NEWCOMER],
  ] as const) {
    test(`${label} cannot add a site setting`, async () => {
      await as({ user }, async (tx) => {
        await assert.rejects(
          tx.query(`insert into public.site_settings (setting_key, setting_value) values ('evil', 'x')`),
          rlsViolation('site_settings'),
        );
      });
    });

    test(`${label} cannot change or remove a site setting`, async () => {
      await as({ user }, async (tx) => {
        const url = 'https://evil.example.com/video.mp4';
        assert.equal(await affected(tx, `update public.site_settings set setting_value = $1`, [url]), 0);
        assert.equal(await affected(tx, `delete from public.site_settings`), 0);
        assert.deepEqual(await heroValue(tx), [{ setting_value: null }]);
      });
    });
  }

  test('an admin can add a site setting', async () => {
    await as({ user: ADMIN }, async (tx) => {
      const { rows } = await tx.query(
        `insert into public.site_settings (setting_key, setting_value) values ('contact_email', 'info@example.com')
         returning setting_key, setting_value`,
      );
      assert.deepEqual(rows, [{ setting_key: 'contact_email', setting_value: 'info@example.com' }]);
    });
  });

  test('an admin can change a site setting', async () => {
    await as({ user: ADMIN }, async (tx) => {
      const url = 'https://cdn.example.com/hero.mp4';
      const sql = `update public.site_settings set setting_value = $1 where setting_key = 'hero_video_url'`;
      assert.equal(await affected(tx, sql, [url]), 1);
      assert.deepEqual(await heroValue(tx), [{ setting_value: url }]);
    });
  });

  test('an update sets updated_at to the time of the update, whatever the client sent', async () => {
    const longAgo = '2000-01-01T00:00:00Z';
    const { rows } = await as(
      { user: ADMIN },
      (tx) =>
        tx.query<{ updated_at: Date; now: Date }>(
          `update public.site_settings set setting_value = 'x', updated_at = '1999-01-01T00:00:00Z'
           where setting_key = 'old_key' returning updated_at, now() as now`,
        ),
      (tx) =>
        tx.query(
          `insert into public.site_settings (setting_key, setting_value, updated_at) values ('old_key', 'v', $1)`,
          [longAgo],
        ),
    );
    const [row] = rows;
    assert.ok(row);
    assert.ok(row.updated_at > new Date(longAgo));
    assert.equal(row.updated_at.getTime(), row.now.getTime());
  });

  test('an admin can remove a site setting', async () => {
    await as({ user: ADMIN }, async (tx) => {
      assert.equal(
        await affected(tx, `delete from public.site_settings where setting_key = 'hero_video_url'`),
        1,
      );
      assert.deepEqual(await heroValue(tx), []);
    });
  });

  test('setting_key is unique, even for the service role', async () => {
    await as('service_role', async (tx) => {
      await assert.rejects(
        tx.query(
          `insert into public.site_settings (setting_key, setting_value) values ('hero_video_url', 'x')`,
        ),
        { code: '23505', constraint: 'site_settings_setting_key_key' },
      );
    });
  });

  test('setting_key is required', async () => {
    await as('service_role', async (tx) => {
      await assert.rejects(tx.query(`insert into public.site_settings (setting_value) values ('x')`), {
        code: '23502',
      });
    });
  });
});

describe('user_roles', () => {
  const ownRole = `select user_id, role from public.user_roles`;

  test('a signed-in user reads only their own role row', async () => {
    const { rows } = await as({ user: MEMBER }, (tx) => tx.query(ownRole));
    assert.deepEqual(rows, [{ user_id: MEMBER, role: 'user' }]);
    const admin = await as({ user: ADMIN }, (tx) => tx.query(ownRole));
    assert.deepEqual(admin.rows, [{ user_id: ADMIN, role: 'admin' }]);
  });

  test("a signed-in user cannot read another user's role", async () => {
    const { rows } = await as({ user: MEMBER }, (tx) =>
      tx.query(`select role from public.user_roles where user_id = $1`, [ADMIN]),
    );
    assert.deepEqual(rows, []);
  });

  test('a signed-in user without a role row reads none (the site then treats them as user)', async () => {
    const { rows } = await as({ user: NEWCOMER }, (tx) =>
      tx.query(`select role from public.user_roles where user_id = $1`, [NEWCOMER]),
    );
    assert.deepEqual(rows, []);
  });

  test('anon reads no role rows', async () => {
    const { rows } = await as('anon', (tx) => tx.query(ownRole));
    assert.deepEqual(rows, []);
  });

  test('a signed-in user cannot make themselves admin by adding a role row', async () => {
    await as({ user: NEWCOMER }, async (tx) => {
      await assert.rejects(
        tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [NEWCOMER]),
        rlsViolation('user_roles'),
      );
    });
  });

  test('a signed-in user cannot promote their own row to admin', async () => {
    await as({ user: MEMBER }, async (tx) => {
      const sql = `update public.user_roles set role = 'admin' where user_id = $1`;
      assert.equal(await affected(tx, sql, [MEMBER]), 0);
      const { rows } = await tx.query(`select public.has_role($1, 'admin') as admin`, [MEMBER]);
      assert.deepEqual(rows, [{ admin: false }]);
    });
  });

  test('a signed-in user cannot remove role rows, not even their own', async () => {
    await as({ user: MEMBER }, async (tx) => {
      assert.equal(await affected(tx, `delete from public.user_roles`), 0);
      assert.deepEqual((await tx.query(ownRole)).rows, [{ user_id: MEMBER, role: 'user' }]);
    });
  });

  test('even an admin cannot grant, change or revoke roles through the API (only the service role can)', async () => {
    await as({ user: ADMIN }, async (tx) => {
      assert.equal(
        await affected(tx, `update public.user_roles set role = 'admin' where user_id = $1`, [MEMBER]),
        0,
      );
      assert.equal(await affected(tx, `delete from public.user_roles where user_id = $1`, [MEMBER]), 0);
      await assert.rejects(
        tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [NEWCOMER]),
        rlsViolation('user_roles'),
      );
    });
  });

  test('anon cannot add, change or remove role rows', async () => {
    await as('anon', async (tx) => {
      assert.equal(await affected(tx, `update public.user_roles set role = 'admin'`), 0);
      assert.equal(await affected(tx, `delete from public.user_roles`), 0);
      await assert.rejects(
        tx.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [NEWCOMER]),
        rlsViolation('user_roles'),
      );
    });
  });

  test('anon and signed-in users cannot truncate user_roles', async () => {
    for (const who of ['anon', { user: ADMIN }] as const)
      await as(who, async (tx) => {
        await assert.rejects(tx.exec('truncate public.user_roles'), permissionDenied('user_roles'));
      });
  });

  test('the service role reads every role row and can grant, change and revoke roles', async () => {
    await as('service_role', async (tx) => {
      assert.equal((await tx.query(ownRole)).rows.length, 3);
      const isAdmin = async (user: string) =>
        (await tx.query<{ admin: boolean }>(`select public.has_role($1, 'admin') as admin`, [user])).rows[0]
          ?.admin;
      assert.equal(
        await affected(tx, `insert into public.user_roles (user_id, role) values ($1, 'admin')`, [NEWCOMER]),
        1,
      );
      assert.equal(await isAdmin(NEWCOMER), true);
      assert.equal(
        await affected(tx, `update public.user_roles set role = 'admin' where user_id = $1`, [MEMBER]),
        1,
      );
      assert.equal(await isAdmin(MEMBER), true);
      assert.equal(await affected(tx, `delete from public.user_roles where user_id = $1`, [ADMIN]), 1);
      assert.equal(await isAdmin(ADMIN), false);
    });
  });

  test("a new role row defaults to 'user'", async () => {
    const { rows } = await as('service_role', (tx) =>
      tx.query(`insert into public.user_roles (user_id) values ($1) returning role`, [NEWCOMER]),
    );
    assert.deepEqual(rows, [{ role: 'user' }]);
  });

  test('a user has one role row or none', async () => {
    await as('service_role', async (tx) => {
      await assert.rejects(
        tx.query(`insert into public.user_roles (user_id, role) values ($1, 'user')`, [ADMIN]),
        {
          code: '23505',
          constraint: 'user_roles_user_id_key',
        },
      );
    });
  });

  test("the role enum rejects 'superuser'", async () => {
    await as('service_role', async (tx) => {
      await assert.rejects(
        tx.query(`insert into public.user_roles (user_id, role) values ($1, 'superuser')`, [NEWCOMER]),
        { code: '22P02', message: 'invalid input value for enum app_role: "superuser"' },
      );
    });
  });

  test('a role row needs an existing auth user', async () => {
    await as('service_role', async (tx) => {
      await assert.rejects(
        tx.query(`insert into public.user_roles (user_id) values ('e0000000-0000-4000-8000-000000000005')`),
        { code: '23503', constraint: 'user_roles_user_id_fkey' },
      );
    });
  });

  test('deleting a user from auth.users deletes their role row', async () => {
    await db.transaction(async (tx) => {
      const count = `select count(*)::int as n from public.user_roles where user_id = $1`;
      assert.deepEqual((await tx.query(count, [LEAVER])).rows, [{ n: 1 }]);
      await tx.query(`delete from auth.users where id = $1`, [LEAVER]);
      assert.deepEqual((await tx.query(count, [LEAVER])).rows, [{ n: 0 }]);
      await tx.rollback();
    });
  });
});

describe('has_role', () => {
  const cases = [
    [ADMIN, 'admin', true],
    [ADMIN, 'user', false],
    [MEMBER, 'user', true],
    [MEMBER, 'admin', false],
    [NEWCOMER, 'user', false],
    [NEWCOMER, 'admin', false],
    [null, 'admin', false],
  ] as const;

  for (const who of ['anon', { user: MEMBER }, 'service_role'] as const) {
    test(`answers for any user, called by ${roleOf(who)}`, async () => {
      await as(who, async (tx) => {
        for (const [user, role, expected] of cases) {
          const { rows } = await tx.query(`select public.has_role($1, $2) as answer`, [user, role]);
          assert.deepEqual(rows, [{ answer: expected }], `has_role(${user}, ${role})`);
        }
      });
    });
  }

  test('with auth.uid() it answers for the caller: true for the admin, false for others and for anon', async () => {
    const sql = `select public.has_role(auth.uid(), 'admin') as admin`;
    for (const [who, expected] of [
      [{ user: ADMIN }, true],
      [{ user: MEMBER }, false],
      [{ user: NEWCOMER }, false],
      ['anon', false],
    ] as const)
      assert.deepEqual((await as(who, (tx) => tx.query(sql))).rows, [{ admin: expected }]);
  });

  test('is security definer and stable, with an empty search_path, executable by anon and authenticated', async () => {
    const { rows } = await db.query(
      `select prosecdef, provolatile, proconfig,
         has_function_privilege('anon', oid, 'execute') as anon,
         has_function_privilege('authenticated', oid, 'execute') as authenticated,
         has_function_privilege('service_role', oid, 'execute') as service_role
       from pg_proc where oid = 'public.has_role(uuid, public.app_role)'::regprocedure`,
    );
    assert.deepEqual(rows, [
      {
        prosecdef: true,
        provolatile: 's',
        proconfig: ['search_path=""'],
        anon: true,
        authenticated: true,
        service_role: true,
      },
    ]);
  });
});
