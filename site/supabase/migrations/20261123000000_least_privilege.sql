-- Least privilege for the API roles (issue 13). Until now anon and authenticated held select, insert,
-- update and delete on both tables and row level security was the only guard; one mistaken policy (or RLS
-- switched off in the dashboard) would have let anyone write user_roles, i.e. make themselves admin. From
-- here on each role holds exactly the privileges the site uses (SPEC §7), and RLS narrows those to rows:
--
--   anon           reads site_settings (the public site's hero_video_url lookup, SPEC §7 call 1).
--   authenticated  reads site_settings; inserts, updates and deletes them, which the admin-only policies of
--                  20261121000100_site_settings.sql restrict to admins (the admin's save is an upsert:
--                  INSERT … ON CONFLICT (setting_key) DO UPDATE, which needs insert, update and select;
--                  delete is kept because the "Admins can delete site settings" policy promises it);
--                  reads user_roles, which the "Users can read their own role" policy restricts to the
--                  user's own row (SPEC §7 call 4).
--   service_role   selects, inserts, updates and deletes on both tables (it bypasses RLS; it is how roles
--                  are granted). The SQL editor and `supabase db push` run as the tables' owner, which
--                  keeps every privilege, so nothing is lost for maintenance.
--
-- Nobody else gets TRUNCATE (it ignores RLS), REFERENCES, TRIGGER or MAINTAIN (Postgres 17+: VACUUM,
-- ANALYZE, REINDEX, CLUSTER, REFRESH MATERIALIZED VIEW, LOCK TABLE); the API never issues them.
--
-- Each object is first stripped of every privilege (REVOKE ALL also takes away column-level grants and
-- MAINTAIN, whichever Postgres version runs this), then given exactly the list above, so the result does
-- not depend on what the earlier migrations, Supabase's default privileges or a dashboard click granted.
-- This is a new migration rather than an edit of the earlier ones: those have already run on the project.
-- tests/db/rls.test.ts compares the complete list of grants with this one.

-- user_roles: written only by the service role. anon had no policy and so never saw a row; it now has no
-- privilege either, so the API refuses it ("permission denied for table user_roles") before any policy
-- is consulted. authenticated may only read; insert, update and delete are refused the same way, even if
-- a write policy were added by mistake.
revoke all on table public.user_roles from public, anon, authenticated, service_role;
grant select on table public.user_roles to authenticated;
grant select, insert, update, delete on table public.user_roles to service_role;

-- site_settings: anon only reads; a write by anon is refused for want of the privilege instead of by RLS.
-- authenticated keeps the four privileges its policies decide on (everyone reads, only admins write).
revoke all on table public.site_settings from public, anon, authenticated, service_role;
grant select on table public.site_settings to anon;
grant select, insert, update, delete on table public.site_settings to authenticated;
grant select, insert, update, delete on table public.site_settings to service_role;

-- has_role: only policies that apply to authenticated call it, and Postgres evaluates a policy's
-- functions with the privileges of the querying role, so authenticated needs EXECUTE. anon is subject to
-- no policy that calls it, so its EXECUTE only served /rest/v1/rpc/has_role, which answers anon nothing
-- but false. That is taken away. service_role keeps it for server code.
revoke all on function public.has_role(uuid, public.app_role) from public, anon, authenticated, service_role;
grant execute on function public.has_role(uuid, public.app_role) to authenticated, service_role;

comment on function public.has_role(uuid, public.app_role) is
  'True when the caller (auth.uid()) is the given user and has the given role in public.user_roles; false '
  'for any other user id and for callers without one (anon, service role). Security definer (bypasses RLS '
  'on user_roles, so policies can call it without recursion), stable, empty search_path. Executable by '
  'authenticated (whose admin-only policies call it) and service_role; use it in policies as '
  'public.has_role((select auth.uid()), ''admin'').';

comment on table public.user_roles is
  'One row or none per auth user holding their app_role (no row means ''user''). Only authenticated may '
  'read (its own row, by RLS); only the service role inserts, updates or deletes rows, and anon has no '
  'privilege at all. Rows go away with their auth.users row.';

comment on table public.site_settings is
  'Public key/value settings of the marketing site (e.g. hero_video_url). Readable by anyone (anon and '
  'authenticated); inserted, updated and deleted only by admins (authenticated, and '
  'public.has_role(auth.uid(), ''admin'') by RLS) or the service role. anon holds select only.';

-- set_updated_at (20261121000100_site_settings.sql) is executable by nobody but its owner already: only
-- its trigger runs it. Nothing to change; the test asserts it.
