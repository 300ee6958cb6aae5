-- Seed data, run by `supabase db reset` (and the first `supabase start`) after the migrations; also safe to
-- run by hand against a deployed project (`supabase db push --include-seed`, or the SQL editor): it only
-- adds what is missing and never overwrites a value an admin has set.
--
-- hero_video_url starts as null, not as a placeholder address: SPEC §8 says the hero shows no video when
-- there is none, which is the honest state until an admin sets a real https URL of the video. A placeholder
-- would be handed to the browser as a video source and fail to load on every visit.
insert into public.site_settings (setting_key, setting_value)
values ('hero_video_url', null)
on conflict (setting_key) do nothing;
