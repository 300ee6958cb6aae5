-- has_role answers only about the caller (issue 22). Until now any signed-in user could ask it about any
-- user id (`select has_role('<an id>', 'admin')` through /rest/v1/rpc/has_role), and an admin's id answered
-- true: a way to find out who the admins are. The policies only ever ask about the caller
-- (`has_role((select auth.uid()), 'admin')`), so from here on the function answers false for any other id,
-- and for a caller without a user id (anon, the service role). Its grants, owner, SECURITY DEFINER,
-- STABLE and empty search_path stay as they were (CREATE OR REPLACE keeps them).

create or replace function public.has_role(_user_id uuid, _role public.app_role)
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
  'authenticated (whose admin-only policies call it) and service_role; use it in policies as '
  'public.has_role((select auth.uid()), ''admin'').';
