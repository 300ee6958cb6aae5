-- hero_video_url must be an https URL of at most 2048 characters (issue 13). The value goes to every
-- visitor's browser as the hero's video source; until now only the admin editor checked it, so anything
-- written past it (the API with an admin's token, server code with the service role key) reached the page
-- as it was: http (mixed content, readable and changeable on the way), javascript:, data:, an address with
-- credentials, invisible or direction-changing characters. The database now refuses such a value from
-- everyone, the service role included. Other settings are not constrained; null still means "no video".
--
-- What is accepted, case-insensitively (the scheme and host may be in capitals):
--   https://                  the scheme, with the two slashes;
--   a host                    a DNS name (dot-separated labels of ASCII letters, digits and inner hyphens;
--                             an internationalised name in its xn-- form, as browsers send it) or an IP
--                             address (IPv4 is a DNS-shaped name; IPv6 in brackets). No user:password@
--                             part: a video address needs none, and "https://trusted.example@evil.example"
--                             would take the browser to evil.example;
--   :port                     optional, 1 to 5 digits;
--   path, query, fragment     optional, starting with / ? or #, then only visible ASCII characters
--                             (U+0021–U+007E) except " < > \ and `: no spaces, tabs or line breaks, no
--                             control characters, nothing outside ASCII (so no look-alike letters, no
--                             zero-width or right-to-left-override characters; such characters are
--                             percent-encoded in a URL, which is what the admin editor saves: URL.href);
-- and char_length(setting_value) <= 2048 (one character is one byte once only ASCII is allowed).
--
-- In the pattern \xNN is a character by its code: \x21 !, \x23-\x3b # to ;, \x3d =, \x3f-\x5b ? to [,
-- \x5d-\x5f ] to _, \x61-\x7e a to ~; left out are \x22 ", \x3c <, \x3e >, \x5c \ and \x60 `.

-- An existing value that would break the constraint (only an admin or the service role could have set
-- it) is cleared first, with a warning that shows it, so the migration applies; null is the safe state
-- (the hero shows no video, SPEC §8) and the admin can enter a proper address again. The test here is
-- the constraint's own, below.
do $$
declare
  rejected text;
begin
  select setting_value into rejected
  from public.site_settings
  where setting_key = 'hero_video_url'
    and setting_value is not null
    and not (
      char_length(setting_value) <= 2048
      and setting_value ~* '^https://(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:[0-9]{1,5})?([/?#][\x21\x23-\x3b\x3d\x3f-\x5b\x5d-\x5f\x61-\x7e]*)?$'
    );
  if found then
    raise warning 'site_settings.hero_video_url % is not an https URL of at most 2048 characters; it is '
      'cleared (no video) so that constraint site_settings_hero_video_url_https can be added',
      quote_literal(left(rejected, 200));
    update public.site_settings set setting_value = null where setting_key = 'hero_video_url';
  end if;
end
$$;

alter table public.site_settings
  add constraint site_settings_hero_video_url_https check (
    setting_key <> 'hero_video_url'
    or setting_value is null
    or (
      char_length(setting_value) <= 2048
      and setting_value ~* '^https://(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:[0-9]{1,5})?([/?#][\x21\x23-\x3b\x3d\x3f-\x5b\x5d-\x5f\x61-\x7e]*)?$'
    )
  );

comment on constraint site_settings_hero_video_url_https on public.site_settings is
  'hero_video_url is null or an https URL of at most 2048 characters: https://, a DNS name or IP address '
  '(no user:password@), an optional port, then optionally a path, query or fragment of visible ASCII '
  'characters other than " < > \ and ` (no whitespace, control or non-ASCII characters). Other keys are '
  'not constrained.';

comment on column public.site_settings.setting_value is
  'The setting''s value as text; null means "not set" (for hero_video_url: the hero shows no video). A '
  'hero_video_url must be an https URL of at most 2048 characters (constraint '
  'site_settings_hero_video_url_https).';
