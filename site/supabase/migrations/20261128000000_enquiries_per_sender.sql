-- Enquiries: limits per sender, none shared (issue 32, docs/adr/0056).
--
-- Until now submit_enquiry refused the 31st enquiry within 10 minutes whoever sent it: 29 made-up
-- addresses shut the form for every buyer, at about 180 requests an hour. Now:
--
--   per sender   at most 3 enquiries within 10 minutes from one sender, the address normalised by
--                public.enquiry_sender (lower case, no +tag, no dots at Gmail), refused with PT429 (HTTP
--                429) — the only refusal of volume left, and it costs only that sender;
--   in all       no refusal. From the 31st enquiry within 10 minutes (any sender) each is stored *held*:
--                kept and shown in the inbox as held, but the site sends no e-mail for it. A flood of
--                made-up senders fills the inbox, never the sales mailbox, and loses no genuine enquiry.
--   per client   counted in front of the database, where the client is known (the local backend here; on
--                hosted Supabase see site/supabase/README.md): the database never sees who is calling.
--
-- It also refuses control and direction characters in name, company and message (check_violation
-- 23514 naming enquiries_<field>_plain): C0 controls (in the message, tab, line feed and carriage return
-- are text), DEL, C1 controls (U+0080–U+009F: U+0085, U+009B …) and the bidi embeddings, overrides and
-- isolates (U+202A–U+202E, U+2066–U+2069) that make "gnp.exe" read "exe.png". In the function, not as a
-- table check: enquiries stored before keep their text, and an admin can still mark them answered.

alter table public.enquiries add column held boolean not null default false;

comment on column public.enquiries.held is
  'true when it arrived while more than 30 enquiries came within 10 minutes (an abnormal volume): stored '
  'and shown in the inbox as held, but nobody was e-mailed. Set by submit_enquiry; nobody changes it.';

-- The sender an enquiry counts against: the address in lower case, its +tag dropped (subaddressing:
-- zoe+brushes@ reaches zoe@ at Gmail, Outlook, iCloud, Fastmail, Proton …), and at gmail.com and
-- googlemail.com (one domain) the dots of the local part too, which Gmail ignores. Elsewhere dots are
-- kept: at most providers john.smith@ and johnsmith@ are two mailboxes, possibly two people, and counting
-- them as one would let one use up the other's limit. Immutable, so it can be indexed.
create function public.enquiry_sender(address text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select case
    when parts.domain in ('gmail.com', 'googlemail.com') then replace(parts.local, '.', '') || '@gmail.com'
    else parts.local || '@' || parts.domain
  end
  from (
    select
      split_part(split_part(address.value, '@', 1), '+', 1) as local,
      substr(address.value, strpos(address.value, '@') + 1) as domain
    from (select lower(btrim(enquiry_sender.address, E' \t\n\r\f\v')) as value) address
  ) parts;
$$;

comment on function public.enquiry_sender(text) is
  'The sender an enquiry counts against: the address in lower case, without its +tag, and without the dots '
  'of the local part at gmail.com and googlemail.com (counted as gmail.com). Immutable (indexed).';

revoke all on function public.enquiry_sender(text) from public, anon, authenticated, service_role;

-- The per-sender count reads this index; the old one on lower(email) counted addresses, not senders.
drop index public.enquiries_email_received_at_idx;
create index enquiries_sender_received_at_idx
  on public.enquiries (public.enquiry_sender(email), received_at desc);

-- A new return type (what became of the enquiry) needs a new function: drop, create, grant again.
drop function public.submit_enquiry(text, text, text, text, text, text);

-- submit_enquiry: the public's one way in. SECURITY DEFINER (it inserts as the table's owner), empty
-- search_path. It trims the texts, refuses control and direction characters, then, under an advisory
-- lock on the sender (simultaneous requests from one sender are counted one after the other, so they
-- cannot all pass), refuses a fourth enquiry from the sender within 10 minutes (PT429) and stores the
-- enquiry — held when 30 or more arrived within 10 minutes in all. Both counts stop at their limit, so
-- a flood does not make each request slower. Returns 'new' or 'held'; the site e-mails the sales mailbox
-- only for 'new'.
create function public.submit_enquiry(
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
  spaces constant text := E' \t\n\r\f\v';
  -- C0 (but tab, line feed, carriage return in the message), DEL, C1, bidi embeddings, overrides, isolates.
  controls constant text := '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]';
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
  'Stores an enquiry from the contact form (trimmed; the table''s checks apply) and returns new or held. '
  'Refuses control and direction characters in name, company and message (23514, enquiries_<field>_plain) '
  'and a fourth enquiry within 10 minutes from one sender (public.enquiry_sender) with SQLSTATE PT429 '
  '(HTTP 429). From the 31st enquiry within 10 minutes in all, stores it held (no e-mail) instead of '
  'refusing. Security definer, empty search_path; executable by anon, authenticated and service_role.';

revoke all on function public.submit_enquiry(text, text, text, text, text, text) from public;
grant execute on function public.submit_enquiry(text, text, text, text, text, text)
  to anon, authenticated, service_role;
