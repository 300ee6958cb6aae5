/**
 * Proves the database part of the site (site/supabase): the migrations and the seed are applied to a real
 * PostgreSQL (PGlite: Postgres compiled to WebAssembly, in this process) on top of stand-ins for what
 * Supabase provides (site/local-supabase/supabase-stand-ins.sql), and every row level security policy, grant,
 * constraint and trigger is exercised as the roles PostgREST uses: `anon`, `authenticated` with a user's
 * JWT claims, and `service_role`. A write a role holds no privilege for is refused before any policy is
 * consulted ("permission denied for table …"); a write it may make is then narrowed by the policies ("new
 * row violates row-level security policy …", or no row matches).
 *
 * Each check runs in its own transaction that is rolled back, so the checks are independent of each other
 * and of their order. Run: node_modules/.bin/node --test tests/db/rls.test.ts
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { migrationFiles, openDatabase } from '../../site/local-supabase/database.ts';
import { expectCommented, permissionDenied, refusesWith, runAs } from './harness.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const supabaseDir = join(root, 'site/supabase');
const migrationsDir = join(supabaseDir, 'migrations');
const read = (path: string) => readFileSync(path, 'utf8');

/** Fixed users: an admin, a plain user with a 'user' row, a user with no row, and one more for cascades. */
const ADMIN = 'a0000000-0000-4000-8000-000000000001';
const MEMBER = 'b0000000-0000-4000-8000-000000000002';
const NEWCOMER = 'c0000000-0000-4000-8000-000000000003';
const LEAVER = 'd0000000-0000-4000-8000-000000000004';

/** RLS refusing a row: SQLSTATE 42501 (insufficient_privilege), as a missing privilege. */
const rlsViolation = (table: string) => ({
  code: '42501',
  message: `new row violates row-level security policy for table "${table}"`,
});
/** A hero_video_url that is not an https URL of at most 2048 characters (SQLSTATE 23514, check_violation). */
const notAnHttpsUrl = { code: '23514', constraint: 'site_settings_hero_video_url_https' };

let db: PGlite;

const as = runAs(() => db);

const heroValue = async (tx: Transaction) =>
  (
    await tx.query<{ setting_value: string | null }>(
      `select setting_value from public.site_settings where setting_key = 'hero_video_url'`,
    )
  ).rows;

const affected = async (tx: Transaction, sql: string, params: unknown[] = []) =>
  (await tx.query(sql, params)).affectedRows ?? 0;

const refuses = refusesWith(as);

/**
 * The admin editor's save as supabase-js sends it (`upsert(…, { onConflict: 'setting_key' })`, i.e. POST
 * with `Prefer: resolution=merge-duplicates`) and PostgREST runs it: the JSON body as a record, then
 * INSERT … ON CONFLICT (setting_key) DO UPDATE. Needs insert, update and select on site_settings.
 */
const upsertHeroVideo = (tx: Transaction, url: string | null) =>
  tx.query(
    `insert into public.site_settings (setting_key, setting_value)
     select setting_key, setting_value from json_to_record($1::json) as _(setting_key text, setting_value text)
     on conflict (setting_key) do update
       set setting_key = excluded.setting_key, setting_value = excluded.setting_value`,
    [JSON.stringify({ setting_key: 'hero_video_url', setting_value: url })],
  );

const migrations = migrationFiles();

before(async () => {
  // Supabase's stand-ins, the local auth tables, every migration and the seed, as the local backend does.
  ({ db } = await openDatabase());
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

  test('row level security is enabled on every table: enquiries, site_settings and user_roles', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
       where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')
       order by relname`,
    );
    assert.deepEqual(rows, [
      { relname: 'enquiries', relrowsecurity: true },
      { relname: 'site_settings', relrowsecurity: true },
      { relname: 'user_roles', relrowsecurity: true },
    ]);
  });

  test('the policies are exactly: anyone reads settings, admins write them, users read their own role, admins read and mark enquiries', async () => {
    const { rows } = await db.query<{ tablename: string; policyname: string; cmd: string; roles: string[] }>(
      `select tablename, policyname, cmd, roles::text[] as roles from pg_policies
       where schemaname = 'public' order by tablename, cmd, policyname`,
    );
    assert.deepEqual(rows, [
      {
        tablename: 'enquiries',
        policyname: 'Admins can read enquiries',
        cmd: 'SELECT',
        roles: ['authenticated'],
      },
      {
        tablename: 'enquiries',
        policyname: 'Admins can change the status of enquiries',
        cmd: 'UPDATE',
        roles: ['authenticated'],
      },
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

  test('the API roles hold exactly the table privileges the site uses, nothing for TRUNCATE and the like', async () => {
    // Every table, view and sequence in public, with the grants it would have when none are stated
    // (acldefault), and everyone but the owner: a table added later without stated grants fails here.
    const { rows } = await db.query<{ object: string; grantee: string; privileges: string[] }>(
      `select c.relname as object, case when a.grantee = 0 then 'public' else a.grantee::regrole::text end as grantee,
         array_agg(a.privilege_type order by a.privilege_type)::text[] as privileges
       from pg_class c, aclexplode(coalesce(c.relacl, acldefault('r', c.relowner))) a
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
         and a.grantee <> c.relowner
       group by 1, 2 order by 1, 2`,
    );
    const write = ['DELETE', 'INSERT', 'SELECT', 'UPDATE'];
    assert.deepEqual(rows, [
      // Column privileges are not in this list: authenticated may update enquiries.status alone (enquiries.test.ts).
      { object: 'enquiries', grantee: 'authenticated', privileges: ['SELECT'] },
      { object: 'enquiries', grantee: 'service_role', privileges: write },
      { object: 'site_settings', grantee: 'anon', privileges: ['SELECT'] },
      { object: 'site_settings', grantee: 'authenticated', privileges: write },
      { object: 'site_settings', grantee: 'service_role', privileges: write },
      { object: 'user_roles', grantee: 'authenticated', privileges: ['SELECT'] },
      { object: 'user_roles', grantee: 'service_role', privileges: write },
    ]);
  });

  test('no column-level grant reopens what the table grants leave out', async () => {
    const { rows } = await db.query(
      `select attrelid::regclass::text as table, attname from pg_attribute
       where attrelid in ('public.site_settings'::regclass, 'public.user_roles'::regclass) and attacl is not null`,
    );
    assert.deepEqual(rows, []);
  });

  test('only authenticated (for its policies) and service_role may execute has_role and enquiry_sender (the index an admin’s update writes); the public submit_enquiry; nobody purge_enquiries or set_updated_at', async () => {
    const { rows } = await db.query<{ function: string; grantee: string; privileges: string[] }>(
      `select p.proname as function, case when a.grantee = 0 then 'public' else a.grantee::regrole::text end as grantee,
         array_agg(a.privilege_type order by a.privilege_type)::text[] as privileges
       from pg_proc p, aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
       where p.pronamespace = 'public'::regnamespace and a.grantee <> p.proowner
       group by 1, 2 order by 1, 2`,
    );
    assert.deepEqual(rows, [
      { function: 'enquiry_sender', grantee: 'authenticated', privileges: ['EXECUTE'] },
      { function: 'enquiry_sender', grantee: 'service_role', privileges: ['EXECUTE'] },
      { function: 'has_role', grantee: 'authenticated', privileges: ['EXECUTE'] },
      { function: 'has_role', grantee: 'service_role', privileges: ['EXECUTE'] },
      { function: 'submit_enquiry', grantee: 'anon', privileges: ['EXECUTE'] },
      { function: 'submit_enquiry', grantee: 'authenticated', privileges: ['EXECUTE'] },
      { function: 'submit_enquiry', grantee: 'service_role', privileges: ['EXECUTE'] },
    ]);
  });

  test('every table, the enum and the functions carry a comment', async () => {
    await expectCommented(
      db,
      `select 'site_settings' as object, obj_description('public.site_settings'::regclass, 'pg_class') as comment
       union all select 'user_roles', obj_description('public.user_roles'::regclass, 'pg_class')
       union all select 'app_role', obj_description('public.app_role'::regtype, 'pg_type')
       union all select 'has_role', obj_description('public.has_role(uuid, public.app_role)'::regprocedure, 'pg_proc')
       union all select 'set_updated_at', obj_description('public.set_updated_at()'::regprocedure, 'pg_proc')`,
    );
  });

  test('the comment check names an object without a comment (planted: the one on user_roles dropped)', async () => {
    await db.transaction(async (tx) => {
      await tx.query('comment on table public.user_roles is null');
      await assert.rejects(
        expectCommented(
          tx,
          `select 'user_roles' as object, obj_description('public.user_roles'::regclass, 'pg_class') as comment`,
        ),
        /user_roles has no comment/,
      );
      await tx.rollback();
    });
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

  test('anon cannot add a site setting: it holds no insert privilege, so no policy is even consulted', async () => {
    await refuses(
      'anon',
      `insert into public.site_settings (setting_key, setting_value) values ('evil', 'x')`,
      permissionDenied('site_settings'),
    );
  });

  test('anon cannot change a site setting: no update privilege', async () => {
    await refuses(
      'anon',
      `update public.site_settings set setting_value = $1`,
      permissionDenied('site_settings'),
      ['https://evil.example.com/video.mp4'],
    );
  });

  test('anon cannot remove a site setting: no delete privilege', async () => {
    await refuses('anon', `delete from public.site_settings`, permissionDenied('site_settings'));
  });

  test('anon cannot save the hero video address the way the admin editor does (upsert)', async () => {
    await as('anon', async (tx) => {
      await assert.rejects(
        upsertHeroVideo(tx, 'https://evil.example.com/video.mp4'),
        permissionDenied('site_settings'),
      );
    });
  });

  test('nobody truncates site settings through the API, not even the service role (TRUNCATE ignores RLS)', async () => {
    for (const who of ['anon', { user: MEMBER }, { user: ADMIN }, 'service_role'] as const)
      await refuses(who, 'truncate public.site_settings', permissionDenied('site_settings'));
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

    test(`${label} cannot save the hero video address the way the admin editor does (upsert): RLS refuses`, async () => {
      await as({ user }, async (tx) => {
        await assert.rejects(
          upsertHeroVideo(tx, 'https://evil.example.com/video.mp4'),
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

  test("an admin saves and clears the hero video address with the editor's upsert; an http address is refused", async () => {
    const url = 'https://cdn.example.com/hero.mp4';
    await as({ user: ADMIN }, async (tx) => {
      await upsertHeroVideo(tx, url);
      assert.deepEqual(await heroValue(tx), [{ setting_value: url }]);
      await upsertHeroVideo(tx, null);
      assert.deepEqual(await heroValue(tx), [{ setting_value: null }]);
    });
    // The insert half of the upsert: no row yet.
    await as(
      { user: ADMIN },
      async (tx) => {
        await upsertHeroVideo(tx, url);
        assert.deepEqual(await heroValue(tx), [{ setting_value: url }]);
      },
      (tx) => tx.exec(`delete from public.site_settings where setting_key = 'hero_video_url'`),
    );
    await as({ user: ADMIN }, async (tx) => {
      await assert.rejects(upsertHeroVideo(tx, 'http://cdn.example.com/hero.mp4'), notAnHttpsUrl);
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
          `insert into public.site_settings (setting_key, setting_value)
           values ('hero_video_url', 'https://cdn.example.com/hero.mp4')`,
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

describe('hero_video_url: an https URL of at most 2048 characters, or null', () => {
  const host = 'https://cdn.example.com/';
  const setHero = `update public.site_settings set setting_value = $1 where setting_key = 'hero_video_url'`;
  /** Shows a value in a test name: escapes the invisible characters, shortens the long ones. */
  const shown = (value: string) =>
    JSON.stringify(
      value.length > 80 ? `${value.slice(0, 40)}...(${value.length} characters)` : value,
    ).replace(/[^\x20-\x7e]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

  const refused = [
    'http://cdn.example.com/hero.mp4',
    'javascript:alert(1)',
    'JAVASCRIPT://cdn.example.com/%0aalert(1)',
    'data:video/mp4;base64,AAAAIGZ0eXBpc29t',
    '//cdn.example.com/hero.mp4',
    'cdn.example.com/hero.mp4',
    'https:cdn.example.com/hero.mp4',
    'https://',
    'https:///hero.mp4',
    'https://user:secret@cdn.example.com/hero.mp4',
    'https://cdn.example.com@evil.example/hero.mp4',
    'https://cdn.example.com\\@evil.example/hero.mp4',
    'https://-cdn.example.com/hero.mp4',
    'https://cdn..example.com/hero.mp4',
    'https://cdn.example.com:123456/hero.mp4',
    // Longer than 2048 characters: https:// and 2041 more.
    `${host}${'a'.repeat(2048 - host.length + 1)}`,
    `https://${'a'.repeat(2041)}`,
    // Whitespace.
    ' https://cdn.example.com/hero.mp4',
    'https://cdn.example.com/hero.mp4 ',
    'https://cdn.example.com/he ro.mp4',
    'https://cdn.exa mple.com/hero.mp4',
    'https://cdn.example.com/hero.mp4\n',
    'https://cdn.example.com/\thero.mp4',
    'https://cdn.example.com/hero.mp4\r\n<script>',
    'https://cdn.example.com/hero\u00a0.mp4',
    // Control and invisible characters.
    'https://cdn.example.com/hero\u0007.mp4',
    'https://cdn.example.com/hero\u007f.mp4',
    'https://cdn.example.com/hero\u0085.mp4',
    'https://cdn.example.com/hero\u200b.mp4',
    'https://cdn.example.com/\u202e4pm.oreh',
    // Outside ASCII: a Cyrillic с in the host; non-ASCII in the path (a URL percent-encodes it).
    'https://\u0441dn.example.com/hero.mp4',
    'https://cdn.example.com/vid\u00e9o.mp4',
    // Characters no URL carries unencoded, which would end an HTML attribute.
    'https://cdn.example.com/hero.mp4"onerror="alert(1)',
    'https://cdn.example.com/<hero>.mp4',
    'https://cdn.example.com/hero`.mp4',
  ];

  for (const value of refused)
    test(`refuses ${shown(value)}, even from the service role`, async () => {
      await refuses('service_role', setHero, notAnHttpsUrl, [value]);
    });

  test('refuses a bad address on insert too, from an admin', async () => {
    await as(
      { user: ADMIN },
      async (tx) => {
        await assert.rejects(
          tx.query(
            `insert into public.site_settings (setting_key, setting_value) values ('hero_video_url', $1)`,
            ['javascript:alert(1)'],
          ),
          notAnHttpsUrl,
        );
      },
      (tx) => tx.exec(`delete from public.site_settings where setting_key = 'hero_video_url'`),
    );
  });

  const accepted = [
    null,
    'https://cdn.example.com/hero.mp4',
    'HTTPS://CDN.Example.COM/Hero.MP4',
    'https://cdn.example.com',
    'https://media.example.ch:8443/videos/hero.webm?v=2&token=abc.DEF-ghi_~%2B#t=5,10',
    'https://192.0.2.10/hero.mp4',
    'https://[2001:db8::1]:8443/hero.mp4',
    // What the admin editor saves (URL.href) for an address typed with a space, é, and an umlaut host.
    new URL('https://cdn.example.com/vidéo hero.mp4').href,
    new URL('https://Zürich.example/hero.mp4').href,
    // Exactly 2048 characters.
    `${host}${'a'.repeat(2048 - host.length)}`,
  ];

  for (const value of accepted)
    test(`accepts ${value === null ? 'null (no video)' : shown(value)}`, async () => {
      await as({ user: ADMIN }, async (tx) => {
        assert.equal(await affected(tx, setHero, [value]), 1);
        assert.deepEqual(await heroValue(tx), [{ setting_value: value }]);
      });
    });

  test('other settings are not constrained', async () => {
    await as({ user: ADMIN }, async (tx) => {
      const value = 'http://not a url\n';
      const { rows } = await tx.query(
        `insert into public.site_settings (setting_key, setting_value) values ('footer_note', $1) returning setting_value`,
        [value],
      );
      assert.deepEqual(rows, [{ setting_value: value }]);
    });
  });

  test('the migration clears an existing hero_video_url that breaks the constraint, and keeps a good one', async () => {
    const migration = migrations.find((name) => name.endsWith('_hero_video_url_https.sql'));
    assert.ok(migration, 'the migration that adds site_settings_hero_video_url_https');
    const sql = read(join(migrationsDir, migration));
    await db.transaction(async (tx) => {
      // The table as it may be on a project before the migration: no constraint, a value set earlier.
      const reset = async (value: string) => {
        await tx.exec('reset role');
        await tx.exec(`alter table public.site_settings drop constraint site_settings_hero_video_url_https`);
        await tx.query(setHero, [value]);
        await tx.exec('set local role supabase_postgres');
        await tx.exec(sql);
      };
      await reset('javascript:alert(1)');
      assert.deepEqual(await heroValue(tx), [{ setting_value: null }]);
      await reset('https://cdn.example.com/hero.mp4');
      assert.deepEqual(await heroValue(tx), [{ setting_value: 'https://cdn.example.com/hero.mp4' }]);
      await tx.exec('reset role');
      await assert.rejects(tx.query(setHero, ['http://cdn.example.com/hero.mp4']), notAnHttpsUrl);
      await tx.rollback();
    });
  });

  test('the constraint is named and documented', async () => {
    const { rows } = await db.query<{ comment: string | null }>(
      `select obj_description(oid, 'pg_constraint') as comment from pg_constraint
       where conrelid = 'public.site_settings'::regclass and conname = 'site_settings_hero_video_url_https'`,
    );
    assert.equal(rows.length, 1);
    assert.match(rows[0]?.comment ?? '', /https URL of at most 2048 characters/);
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

  test('anon cannot read user_roles at all: it holds no select privilege', async () => {
    await refuses('anon', ownRole, permissionDenied('user_roles'));
  });

  // Writes by anon and authenticated are refused for want of the privilege, before any policy is
  // consulted: a write policy added by mistake would not open them.
  const insertAdmin = [
    `insert into public.user_roles (user_id, role) values ($1, 'admin')`,
    [NEWCOMER],
  ] as const;
  const promote = [`update public.user_roles set role = 'admin' where user_id = $1`, [MEMBER]] as const;
  const remove = [`delete from public.user_roles where user_id = $1`, [MEMBER]] as const;

  test('a signed-in user cannot make themselves admin by adding a role row: no insert privilege', async () => {
    const [sql, params] = insertAdmin;
    await refuses({ user: NEWCOMER }, sql, permissionDenied('user_roles'), [...params]);
  });

  test('a signed-in user cannot promote their own row to admin: no update privilege', async () => {
    const [sql, params] = promote;
    await refuses({ user: MEMBER }, sql, permissionDenied('user_roles'), [...params]);
    const { rows } = await as({ user: MEMBER }, (tx) =>
      tx.query(`select public.has_role($1, 'admin') as admin`, [MEMBER]),
    );
    assert.deepEqual(rows, [{ admin: false }]);
  });

  test('a signed-in user cannot remove role rows, not even their own: no delete privilege', async () => {
    const [sql, params] = remove;
    await refuses({ user: MEMBER }, sql, permissionDenied('user_roles'), [...params]);
  });

  for (const [label, who] of [
    ['anon', 'anon'],
    ['even an admin', { user: ADMIN }],
  ] as const) {
    test(`${label} cannot grant a role: no insert privilege`, async () => {
      const [sql, params] = insertAdmin;
      await refuses(who, sql, permissionDenied('user_roles'), [...params]);
    });

    test(`${label} cannot change a role: no update privilege`, async () => {
      const [sql, params] = promote;
      await refuses(who, sql, permissionDenied('user_roles'), [...params]);
    });

    test(`${label} cannot revoke a role: no delete privilege`, async () => {
      const [sql, params] = remove;
      await refuses(who, sql, permissionDenied('user_roles'), [...params]);
    });
  }

  test('nobody truncates user_roles through the API, not even the service role', async () => {
    for (const who of ['anon', { user: MEMBER }, { user: ADMIN }, 'service_role'] as const)
      await refuses(who, 'truncate public.user_roles', permissionDenied('user_roles'));
  });

  test('the service role reads every role row and can grant, change and revoke roles', async () => {
    await as('service_role', async (tx) => {
      assert.equal((await tx.query(ownRole)).rows.length, 3);
      // has_role answers only about the caller; the service role reads the rows themselves.
      const isAdmin = async (user: string) =>
        (
          await tx.query<{ admin: boolean }>(
            `select exists (select 1 from public.user_roles where user_id = $1 and role = 'admin') as admin`,
            [user],
          )
        ).rows[0]?.admin;
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
  // It answers only about the caller (issue 22): before, any signed-in user could learn who the admins are.
  const cases = [
    [ADMIN, 'admin', true],
    [ADMIN, 'user', false],
    [MEMBER, 'user', true],
    [MEMBER, 'admin', false],
    [NEWCOMER, 'user', false],
    [NEWCOMER, 'admin', false],
  ] as const;

  test('answers the caller about themselves', async () => {
    for (const [user, role, expected] of cases) {
      const { rows } = await as({ user }, (tx) =>
        tx.query(`select public.has_role($1, $2) as answer`, [user, role]),
      );
      assert.deepEqual(rows, [{ answer: expected }], `has_role(${user}, ${role}) as ${user}`);
    }
  });

  test("answers false about anyone else, an admin's id included (regression: it told anyone who the admins are)", async () => {
    for (const [caller, asked] of [
      [MEMBER, ADMIN],
      [NEWCOMER, ADMIN],
      [ADMIN, MEMBER],
    ] as const)
      for (const role of ['admin', 'user'] as const) {
        const { rows } = await as({ user: caller }, (tx) =>
          tx.query(`select public.has_role($1, $2) as answer`, [asked, role]),
        );
        assert.deepEqual(rows, [{ answer: false }], `has_role(${asked}, ${role}) as ${caller}`);
      }
    const { rows } = await as({ user: MEMBER }, (tx) =>
      tx.query(`select public.has_role(null, 'admin') as answer`),
    );
    assert.deepEqual(rows, [{ answer: false }]);
  });

  test('answers false to the service role, which has no user id (it reads user_roles directly)', async () => {
    await as('service_role', async (tx) => {
      for (const [user, role] of cases) {
        const { rows } = await tx.query(`select public.has_role($1, $2) as answer`, [user, role]);
        assert.deepEqual(rows, [{ answer: false }], `has_role(${user}, ${role})`);
      }
    });
  });

  test('anon cannot call it (no policy that applies to anon needs it): permission denied', async () => {
    await refuses(
      'anon',
      `select public.has_role($1, 'admin') as answer`,
      {
        code: '42501',
        message: 'permission denied for function has_role',
      },
      [ADMIN],
    );
  });

  test('with auth.uid() it answers for the caller: true for the admin, false for others', async () => {
    const sql = `select public.has_role(auth.uid(), 'admin') as admin`;
    for (const [who, expected] of [
      [{ user: ADMIN }, true],
      [{ user: MEMBER }, false],
      [{ user: NEWCOMER }, false],
    ] as const)
      assert.deepEqual((await as(who, (tx) => tx.query(sql))).rows, [{ admin: expected }]);
  });

  test('is security definer and stable, with an empty search_path, executable by authenticated, not anon', async () => {
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
        anon: false,
        authenticated: true,
        service_role: true,
      },
    ]);
  });
});
