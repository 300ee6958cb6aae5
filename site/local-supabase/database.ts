/**
 * The local backend's database: PGlite (Postgres compiled to WebAssembly) in a folder, with what Supabase
 * provides before a project's migrations (supabase-stand-ins.sql), the local auth server's tables
 * (local-auth.sql), then `site/supabase/migrations` in order and `seed.sql`, applied as Supabase's
 * `postgres` role would apply them. Migrations already applied are remembered in
 * `supabase_migrations.schema_migrations`, as the Supabase CLI does, so a restart applies only new ones.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const here = import.meta.dirname;
const supabaseDir = join(here, '../supabase');

/** The migration files, by name, in the order they apply (their names start with a timestamp). */
export const migrationFiles = (): string[] =>
  readdirSync(join(supabaseDir, 'migrations'))
    .filter((name) => name.endsWith('.sql'))
    .sort();

const read = (path: string) => readFileSync(path, 'utf8');

/** Runs SQL as Supabase's (non-superuser) `postgres` role, as `supabase db push` does, in one transaction. */
export const applyAsOwner = (db: PGlite, sql: string): Promise<void> =>
  db.transaction(async (tx) => {
    await tx.exec('set local role supabase_postgres');
    await tx.exec(sql);
  });

/**
 * Brings a database up to date: on a new one the stand-ins and the auth tables first, then every
 * migration not yet applied, then the seed (which only adds what is missing). Returns the names of the
 * migrations it applied.
 */
export const migrate = async (db: PGlite): Promise<string[]> => {
  const { rows } = await db.query<{ ready: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ready`,
  );
  if (!rows[0]?.ready) {
    await db.transaction(async (tx) => {
      await tx.exec(read(join(here, 'supabase-stand-ins.sql')));
      await tx.exec(read(join(here, 'local-auth.sql')));
      await tx.exec(`
        create schema supabase_migrations;
        create table supabase_migrations.schema_migrations (
          version text primary key,
          name text not null,
          applied_at timestamptz not null default now()
        );`);
    });
  }
  const applied = new Set(
    (await db.query<{ name: string }>('select name from supabase_migrations.schema_migrations')).rows.map(
      (row) => row.name,
    ),
  );
  const added: string[] = [];
  for (const name of migrationFiles()) {
    if (applied.has(name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec('set local role supabase_postgres');
      await tx.exec(read(join(supabaseDir, 'migrations', name)));
      await tx.exec('reset role');
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        name.slice(0, 14),
        name,
      ]);
    });
    added.push(name);
  }
  await applyAsOwner(db, read(join(supabaseDir, 'seed.sql')));
  return added;
};

/** Deletes enquiries past their 12 months (public.purge_enquiries, as its owner); returns how many. */
export const purgeEnquiries = async (db: PGlite): Promise<number> => {
  const { rows } = await db.transaction(async (tx) => {
    await tx.exec('set local role supabase_postgres');
    return tx.query<{ purged: number }>('select public.purge_enquiries() as purged');
  });
  return rows[0]?.purged ?? 0;
};

/**
 * A new database is a copy of a template: the state right after the stand-ins, the migrations and the
 * seed (no account, no secret), kept as a tarball in node_modules/.cache and named after everything that
 * went into it. Creating a database from scratch (initdb in WebAssembly) takes seconds, and a minute on a
 * busy machine; loading the template takes a fraction of that. Any change to the SQL makes a new one.
 */
const templateDir = join(here, '../../node_modules/.cache/local-supabase');

const templateFile = (): string => {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(here, '../../node_modules/@electric-sql/pglite/package.json')));
  for (const file of [
    join(here, 'supabase-stand-ins.sql'),
    join(here, 'local-auth.sql'),
    join(supabaseDir, 'seed.sql'),
  ])
    hash.update(readFileSync(file));
  for (const name of migrationFiles())
    hash.update(name).update(readFileSync(join(supabaseDir, 'migrations', name)));
  return join(templateDir, `template-${hash.digest('hex').slice(0, 16)}.tar`);
};

/** Keeps a freshly migrated database as the template (written whole, then renamed: never half a file). */
const keepTemplate = async (db: PGlite, file: string) => {
  try {
    const tarball = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    mkdirSync(templateDir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, tarball);
    renameSync(partial, file);
  } catch {
    // Only a cache: the next new database is made from scratch again.
  }
};

/** Opens (creating it if need be) the database in `dir`, or in memory without one, and migrates it. */
export const openDatabase = async (dir?: string): Promise<{ db: PGlite; applied: string[] }> => {
  const fresh = !dir || !existsSync(join(dir, 'PG_VERSION'));
  const template = fresh ? templateFile() : undefined;
  const copy = template && existsSync(template) ? new Blob([readFileSync(template)]) : undefined;
  const db = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(copy ? { loadDataDir: copy } : {}),
  });
  try {
    const applied = await migrate(db);
    if (template && !copy) await keepTemplate(db, template);
    return { db, applied: copy ? migrationFiles() : applied };
  } catch (error) {
    await db.close();
    throw error;
  }
};
