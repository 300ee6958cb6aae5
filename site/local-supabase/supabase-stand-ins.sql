-- What a Supabase database provides before a project's migrations run, reduced to what
-- site/supabase/migrations uses; modelled on supabase/postgres migrations/db/init-scripts and the auth
-- server's (supabase/auth) definitions of auth.uid() and auth.role(). Run as the PGlite superuser.

-- The API roles PostgREST switches to for each request (SET LOCAL ROLE), by the JWT's role claim.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
-- The service_role key: bypasses row level security.
create role service_role nologin noinherit bypassrls;

-- Supabase's `postgres` role, which runs `supabase db push` / `db reset` and owns what the migrations
-- create, is not a superuser there (superuser is supabase_admin). The tests run the migrations as this
-- stand-in so they would fail here as they would there if they needed superuser rights, and so the owner
-- of the tables and of the security definer function is an ordinary role, as on Supabase.
create role supabase_postgres nologin noinherit;
grant usage, create on schema public to supabase_postgres;

grant usage on schema public to anon, authenticated, service_role;

-- Supabase's default privileges: everything on new tables, functions and sequences in public goes to the
-- API roles; row level security is what guards the data.
alter default privileges for role supabase_postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role supabase_postgres in schema public
  grant all on functions to anon, authenticated, service_role;
alter default privileges for role supabase_postgres in schema public
  grant all on sequences to anon, authenticated, service_role;

-- The auth schema of Supabase Auth, reduced to what the migrations reference.
create schema auth;
grant usage on schema auth to anon, authenticated, service_role, supabase_postgres;

create table auth.users (
  id uuid primary key,
  email text
);
grant references, select on table auth.users to supabase_postgres;

-- auth.uid() and auth.role() as Supabase Auth defines them: PostgREST puts the verified JWT's claims into
-- the transaction-local setting request.jwt.claims (older versions: one request.jwt.claim.<name> each).
create function auth.uid()
returns uuid
language sql
stable
as $$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.sub', true),
      (current_setting('request.jwt.claims', true)::jsonb ->> 'sub')
    ),
    ''
  )::uuid
$$;

create function auth.role()
returns text
language sql
stable
as $$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.role', true),
      (current_setting('request.jwt.claims', true)::jsonb ->> 'role')
    ),
    ''
  )::text
$$;

grant execute on function auth.uid(), auth.role() to anon, authenticated, service_role, supabase_postgres;
