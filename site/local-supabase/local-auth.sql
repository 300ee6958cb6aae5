-- What the local backend's auth server keeps, beside supabase-stand-ins.sql's auth.users: each account's
-- password hash, its sessions and their refresh tokens, modelled on Supabase Auth's tables of the same
-- names and reduced to what password sign-in needs. Run once as the PGlite superuser, after the stand-ins.
-- None of it is granted to anon, authenticated or service_role: only the auth server and the staff
-- command (both the superuser, as Supabase Auth is its own privileged role) read or write it.

alter table auth.users
  -- "scrypt$<N>$<r>$<p>$<salt>$<hash>" (passwords.ts); null: the account cannot sign in.
  add column encrypted_password text,
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now(),
  add column last_sign_in_at timestamptz;

-- One account per address, whatever its case (Supabase Auth keeps addresses in lower case).
create unique index users_email_key on auth.users (lower(email));

-- A session is one sign-in; its id is the access token's session_id claim. Signing out deletes it (and
-- its refresh tokens); a request whose token names a deleted session is refused.
create table auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz
);

-- Refresh tokens are kept as their SHA-256 only. Each is used once: a refresh revokes it and issues the
-- next one of the same session.
create table auth.refresh_tokens (
  token_hash text primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);

revoke all on auth.users, auth.sessions, auth.refresh_tokens from public, anon, authenticated, service_role;
grant references, select on table auth.users to supabase_postgres;
