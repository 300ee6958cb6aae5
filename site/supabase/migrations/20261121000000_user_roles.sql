-- Roles of signed-in users (SPEC §3 "User role record", §6 "Roles and permissions", §7 call 4).
--
-- Model: a user has one row or none in public.user_roles; no row means the default role 'user'. The site
-- reads its own row ("select role from user_roles where user_id = <current user>") to decide whether
-- /admin may open. Only the service role (the SQL editor, the dashboard, server code holding the
-- service_role key) writes rows: it bypasses row level security, and there are no write policies for
-- anon or authenticated, so nobody can grant themselves a role through the public API.

create type public.app_role as enum ('user', 'admin');

comment on type public.app_role is
  'Role of a signed-in user. user: the default (also when a user has no row in user_roles); '
  'admin: may open /admin and write public.site_settings.';

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null default 'user',
  created_at timestamptz not null default now(),
  -- SPEC §7: the role lookup returns one row or none per user.
  constraint user_roles_user_id_key unique (user_id)
);

comment on table public.user_roles is
  'One row or none per auth user holding their app_role (no row means ''user''). Signed-in users may read '
  'only their own row; only the service role (which bypasses RLS) inserts, updates or deletes rows. '
  'Rows go away with their auth.users row.';
comment on column public.user_roles.user_id is 'The auth.users id this role belongs to; unique, cascades on delete.';
comment on column public.user_roles.role is 'The user''s role; ''user'' unless set to ''admin'' by the service role.';

-- Row level security: without a policy nothing is visible or writable for anon and authenticated.
alter table public.user_roles enable row level security;

create policy "Users can read their own role"
  on public.user_roles
  for select
  to authenticated
  using (user_id = (select auth.uid()));

comment on policy "Users can read their own role" on public.user_roles is
  'A signed-in user sees only the row whose user_id is their own auth.uid(). There are deliberately no '
  'insert, update or delete policies: only the service role writes roles.';

-- Privileges. Supabase grants everything on new public tables to anon, authenticated and service_role
-- and lets RLS do the guarding; keep that model, but state the grants here instead of relying on the
-- defaults, and take away what RLS cannot guard: TRUNCATE ignores policies, and REFERENCES and TRIGGER are
-- of no use to API clients.
revoke all on table public.user_roles from anon, authenticated;
grant select, insert, update, delete on table public.user_roles to anon, authenticated;
grant all on table public.user_roles to service_role;

-- has_role: the one place policies ask for a role. SECURITY DEFINER runs it as the owner of user_roles,
-- to whom RLS does not apply, so a policy may call it (also a policy on user_roles itself) without
-- recursing into user_roles' policies, and it sees the caller's row whatever the caller's own rights.
-- STABLE lets the planner evaluate it once per statement; search_path = '' stops a caller from shadowing
-- the objects it uses, so every name inside is schema-qualified. It answers only about the caller (issue
-- 22): false for any other user id and for a caller without one (anon, the service role), so nobody can
-- ask `select has_role('<an id>', 'admin')` through /rest/v1/rpc/has_role to find out who the admins are.
-- The policies only ever ask about the caller (`has_role((select auth.uid()), 'admin')`).
create function public.has_role(_user_id uuid, _role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(_user_id = (select auth.uid()), false)
    and exists (
      select 1
      from public.user_roles
      where user_roles.user_id = _user_id
        and user_roles.role = _role
    );
$$;

comment on function public.has_role(uuid, public.app_role) is
  'True when the caller (auth.uid()) is the given user and has the given role in public.user_roles; false '
  'for any other user id and for callers without one (anon, service role). Security definer (bypasses RLS '
  'on user_roles, so policies can call it without recursion), stable, empty search_path. Executable by '
  'anon, authenticated and service_role; use it in policies as public.has_role((select auth.uid()), ''admin'').';

revoke all on function public.has_role(uuid, public.app_role) from public;
grant execute on function public.has_role(uuid, public.app_role) to anon, authenticated, service_role;
