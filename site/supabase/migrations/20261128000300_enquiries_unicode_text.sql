-- Enquiries: Unicode white space trimmed, direction marks and line separators refused in one-line
-- fields (issue 32 review, docs/adr/0056 "Amended after review").
--
-- submit_enquiry trimmed ASCII white space only (btrim), so a name of two no-break spaces was stored as
-- a name, and LRM, RLM, ALM (U+200E, U+200F, U+061C) and the line and paragraph separators (U+2028,
-- U+2029) passed in name and company, where they reorder or break what the inbox and the CSV show. Now:
--
--   trimmed    besides ASCII white space: U+0085, U+00A0, U+1680, U+2000–U+200B, U+2028, U+2029, U+202F,
--              U+205F, U+3000, U+FEFF, at both ends of every field. A name of only those is then empty and
--              refused by enquiries_name_length (23514) like an empty one.
--   refused    in name and company also U+061C, U+200E, U+200F, U+2028, U+2029 (23514 naming
--              enquiries_<field>_plain, as the other control and direction characters). The message keeps
--              them: right-to-left text needs the marks, and separators in a long text are line breaks.
--
-- It also grants EXECUTE on public.enquiry_sender to authenticated and service_role: the index on
-- enquiry_sender(email) is computed as the caller whenever a row version goes to another page, and an
-- admin marking an enquiry answered on a full page was refused ("permission denied for function
-- enquiry_sender"). The function only normalises the text it is given; it reads nothing.
--
-- Otherwise the function is 20261128000000's, unchanged (the advisory lock per sender, the limit of 3,
-- held from the 31st). Same signature and return type, so `create or replace` keeps its grants. The site
-- drops the same characters before sending (site/src/adapters/supabaseEnquiries.ts).

create or replace function public.submit_enquiry(
  name text,
  email text,
  company text,
  message text,
  product text default null,
  language text default 'en'
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- ASCII white space, the Unicode spaces (no-break, en/em/thin …, ideographic, Ogham), the zero-width
  -- space and no-break space (BOM), and the line and paragraph separators.
  spaces constant text := E' \t\n\r\f\v\u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006'
    || E'\u2007\u2008\u2009\u200a\u200b\u2028\u2029\u202f\u205f\u3000\ufeff';
  -- C0, DEL, C1, bidi embeddings, overrides, isolates; in a name or company also the direction marks
  -- (LRM, RLM, ALM) and the line and paragraph separators, which a one-line field never holds.
  controls constant text := '[\x01-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]';
  -- In the message tab, line feed and carriage return are text, and so are the direction marks and the
  -- line and paragraph separators (right-to-left text uses them; the CSV shows the separators as U+FFFD).
  message_controls constant text := '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]';
  per_sender constant integer := 3;
  held_from constant integer := 30;
  window_length constant interval := interval '10 minutes';
  address constant text := btrim(submit_enquiry.email, spaces);
  sender constant text := public.enquiry_sender(address);
  clean_name constant text := btrim(submit_enquiry.name, spaces);
  clean_company constant text := btrim(submit_enquiry.company, spaces);
  clean_message constant text := btrim(submit_enquiry.message, spaces);
  is_held boolean;
begin
  if clean_name ~ controls then
    raise exception 'The name contains control or direction characters.'
      using errcode = 'check_violation', constraint = 'enquiries_name_plain';
  end if;
  if clean_company ~ controls then
    raise exception 'The company contains control or direction characters.'
      using errcode = 'check_violation', constraint = 'enquiries_company_plain';
  end if;
  if clean_message ~ message_controls then
    raise exception 'The message contains control or direction characters.'
      using errcode = 'check_violation', constraint = 'enquiries_message_plain';
  end if;
  perform pg_advisory_xact_lock(hashtext('public.submit_enquiry'), hashtext(coalesce(sender, '')));
  if (
    select count(*) from (
      select 1 from public.enquiries
      where public.enquiry_sender(enquiries.email) = sender
        and enquiries.received_at > now() - window_length
      limit per_sender
    ) recent
  ) >= per_sender then
    raise exception 'Too many enquiries from this sender; please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
  is_held := (
    select count(*) from (
      select 1 from public.enquiries where enquiries.received_at > now() - window_length limit held_from
    ) recent
  ) >= held_from;
  insert into public.enquiries (name, email, company, message, product, language, held)
  values (
    clean_name,
    address,
    clean_company,
    clean_message,
    nullif(btrim(submit_enquiry.product, spaces), ''),
    coalesce(submit_enquiry.language, 'en'),
    is_held
  );
  return case when is_held then 'held' else 'new' end;
end;
$$;

comment on function public.submit_enquiry(text, text, text, text, text, text) is
  'Stores an enquiry from the contact form (trimmed of ASCII and Unicode white space; the table''s checks '
  'apply) and returns new or held. Refuses control and direction characters in name, company and message, '
  'and direction marks and line separators in name and company (23514, enquiries_<field>_plain), and a '
  'fourth enquiry within 10 minutes from one sender (public.enquiry_sender) with SQLSTATE PT429 (HTTP 429). '
  'From the 31st enquiry within 10 minutes in all, stores it held (the site e-mails it marked held) instead '
  'of refusing. Security definer, empty search_path; executable by anon, authenticated and service_role.';

grant execute on function public.enquiry_sender(text) to authenticated, service_role;
