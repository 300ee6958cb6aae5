-- Site settings (SPEC §3 "Site settings record", §7 call 1): key/value texts the public site reads with the
-- anonymous client, e.g. hero_video_url. Everyone may read them; only admins (public.has_role, from
-- 20261121000000_user_roles.sql) may change them.

create table public.site_settings (
  id uuid primary key default gen_random_uuid(),
  setting_key text not null,
  setting_value text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint site_settings_setting_key_key unique (setting_key)
);

comment on table public.site_settings is
  'Public key/value settings of the marketing site (e.g. hero_video_url). Readable by anyone (anon and '
  'authenticated); inserted, updated and deleted only by admins (public.has_role(auth.uid(), ''admin'')) '
  'or the service role.';
comment on column public.site_settings.setting_key is 'Unique name of the setting, e.g. hero_video_url.';
comment on column public.site_settings.setting_value is
  'The setting''s value as text; null means "not set" (for hero_video_url: the hero shows no video).';
comment on column public.site_settings.updated_at is
  'When the row last changed; set by the site_settings_set_updated_at trigger on every update.';

-- updated_at is maintained by the database, so a client cannot forget or forge it.
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

comment on function public.set_updated_at() is
  'Trigger function: sets NEW.updated_at to now() (the transaction''s start time) before an update.';

-- A trigger function is never called directly; only the trigger runs it.
revoke all on function public.set_updated_at() from public, anon, authenticated, service_role;

create trigger site_settings_set_updated_at
  before update on public.site_settings
  for each row
  execute function public.set_updated_at();

comment on trigger site_settings_set_updated_at on public.site_settings is
  'Keeps site_settings.updated_at at the time of the last update, whatever the client sent.';

-- Row level security.
alter table public.site_settings enable row level security;

create policy "Anyone can read site settings"
  on public.site_settings
  for select
  to anon, authenticated
  using (true);

create policy "Admins can insert site settings"
  on public.site_settings
  for insert
  to authenticated
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "Admins can update site settings"
  on public.site_settings
  for update
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));

create policy "Admins can delete site settings"
  on public.site_settings
  for delete
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

comment on policy "Anyone can read site settings" on public.site_settings is
  'The public site reads settings with the anonymous client (SPEC §7 call 1).';
comment on policy "Admins can insert site settings" on public.site_settings is
  'Only a signed-in user with the admin role may add a setting.';
comment on policy "Admins can update site settings" on public.site_settings is
  'Only a signed-in user with the admin role may change a setting; others match no rows.';
comment on policy "Admins can delete site settings" on public.site_settings is
  'Only a signed-in user with the admin role may remove a setting; others match no rows.';

-- Privileges: Supabase's model (table privileges for the API roles, RLS as the guard), stated explicitly,
-- without TRUNCATE (which ignores RLS), REFERENCES and TRIGGER.
revoke all on table public.site_settings from anon, authenticated;
grant select, insert, update, delete on table public.site_settings to anon, authenticated;
grant all on table public.site_settings to service_role;
