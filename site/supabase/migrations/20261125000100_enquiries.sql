-- Enquiries from the contact form (issue 22): stored first, so none is lost when the e-mail notification
-- fails; read and marked answered by admins in /admin; deleted 12 months after receipt.
--
--   anon, authenticated  submit only, through public.submit_enquiry(…): no privilege on the table itself,
--                        so the API refuses any read, insert, update or delete ("permission denied").
--   authenticated        reads enquiries and changes their status (a column privilege on status alone:
--                        nobody edits a message's text); row level security narrows both to admins.
--   service_role         select, insert, update, delete (maintenance; it bypasses RLS).
--   owner (postgres)     runs public.purge_enquiries() (daily by pg_cron on Supabase, at start by the local
--                        backend), which deletes what was received more than 12 months ago.
--
-- The checks are the contact form's rules (packages/ui/src/sections/Contact/contactSchema.ts), written for
-- the database and enforced for every role: name 2, company 1 and message 10 characters at least, after
-- trimming; an e-mail address of the shape the form accepts, at most 254 characters. The form counts
-- graphemes (what a reader sees as one character) where Postgres counts code points; a grapheme is one
-- or more code points, so the minimums are the same and the maximums allow four code points for each
-- grapheme of the form's (200, 200, 10 000 → 800, 800, 40 000). `product` is a product family's anchor
-- (`dustpans`) or null: its shape is checked here, the list of families lives in the content, so a new
-- family needs no migration. `language` is one of the site's five.

create type public.enquiry_status as enum ('new', 'answered');

comment on type public.enquiry_status is
  'Where an enquiry stands for the sales team. new: not yet answered (the inbox marks it unread); '
  'answered: someone has replied.';

create table public.enquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  company text not null,
  message text not null,
  product text,
  language text not null,
  received_at timestamptz not null default now(),
  status public.enquiry_status not null default 'new',
  constraint enquiries_name_length check (char_length(name) between 2 and 800),
  constraint enquiries_email_shape check (
    char_length(email) <= 254
    and email ~ '^[A-Za-z0-9_+-]+(\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9]+([.-][A-Za-z0-9]+)*\.[A-Za-z]{2,}$'
  ),
  constraint enquiries_company_length check (char_length(company) between 1 and 800),
  constraint enquiries_message_length check (char_length(message) between 10 and 40000),
  constraint enquiries_product_shape check (
    product is null or (char_length(product) <= 64 and product ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
  ),
  constraint enquiries_language check (language in ('en', 'de', 'fr', 'it', 'es'))
);

comment on table public.enquiries is
  'Enquiries sent with the contact form. Submitted only through public.submit_enquiry (anon, '
  'authenticated); read and their status changed only by admins (RLS); the text is never edited; '
  'deleted by public.purge_enquiries 12 months after received_at.';
comment on column public.enquiries.name is 'The sender''s name, trimmed; 2 to 800 characters.';
comment on column public.enquiries.email is 'The sender''s e-mail address, trimmed; the reply goes there.';
comment on column public.enquiries.company is 'The sender''s company, trimmed; 1 to 800 characters.';
comment on column public.enquiries.message is 'The enquiry, trimmed; 10 to 40 000 characters.';
comment on column public.enquiries.product is
  'The product family the visitor asked a quote for (its anchor on /products, e.g. dustpans), or null.';
comment on column public.enquiries.language is 'The language of the page it was sent from (en, de, fr, it, es).';
comment on column public.enquiries.received_at is 'When it was stored; the 12-month retention counts from here.';
comment on column public.enquiries.status is 'new until an admin marks it answered (and back, if need be).';

-- The inbox lists newest first; the burst check counts recent enquiries, per address and in all.
create index enquiries_received_at_idx on public.enquiries (received_at desc);
create index enquiries_email_received_at_idx on public.enquiries (lower(email), received_at desc);

-- Row level security: admins read every enquiry and change its status; nobody else sees or changes any.
alter table public.enquiries enable row level security;

create policy "Admins can read enquiries"
  on public.enquiries
  for select
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'));

create policy "Admins can change the status of enquiries"
  on public.enquiries
  for update
  to authenticated
  using (public.has_role((select auth.uid()), 'admin'))
  with check (public.has_role((select auth.uid()), 'admin'));

comment on policy "Admins can read enquiries" on public.enquiries is
  'Only a signed-in user with the admin role sees enquiries (the /admin inbox and its CSV export).';
comment on policy "Admins can change the status of enquiries" on public.enquiries is
  'Only admins mark an enquiry answered or new; the column privilege limits updates to status.';

-- Privileges, stated in full (Supabase's default grants everything on a new table to the API roles).
revoke all on table public.enquiries from public, anon, authenticated, service_role;
grant select on table public.enquiries to authenticated;
grant update (status) on table public.enquiries to authenticated;
grant select, insert, update, delete on table public.enquiries to service_role;

-- submit_enquiry: the one way in for the public. SECURITY DEFINER runs it as the table's owner (to whom
-- RLS does not apply and who may insert), with an empty search_path. It trims the texts, turns an empty
-- product into null, and refuses bursts before inserting: at most 3 enquiries from one e-mail address and
-- 30 in all within 10 minutes (more is a script, not a buyer; the site itself stops a browser after 3),
-- answered with SQLSTATE PT429, which PostgREST sends as HTTP 429. An advisory lock makes the count and
-- the insert one step, so simultaneous requests cannot all pass. A value the checks refuse is a 23514
-- (HTTP 400) naming the constraint.
create function public.submit_enquiry(
  name text,
  email text,
  company text,
  message text,
  product text default null,
  language text default 'en'
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  spaces constant text := E' \t\n\r\f\v';
  sender constant text := btrim(submit_enquiry.email, spaces);
begin
  perform pg_advisory_xact_lock(hashtext('public.submit_enquiry'));
  if (
    select count(*) from public.enquiries
    where lower(enquiries.email) = lower(sender) and enquiries.received_at > now() - interval '10 minutes'
  ) >= 3 then
    raise exception 'Too many enquiries from this address; please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
  if (
    select count(*) from public.enquiries where enquiries.received_at > now() - interval '10 minutes'
  ) >= 30 then
    raise exception 'Too many enquiries at the moment; please try again in a few minutes.'
      using errcode = 'PT429';
  end if;
  insert into public.enquiries (name, email, company, message, product, language)
  values (
    btrim(submit_enquiry.name, spaces),
    sender,
    btrim(submit_enquiry.company, spaces),
    btrim(submit_enquiry.message, spaces),
    nullif(btrim(submit_enquiry.product, spaces), ''),
    coalesce(submit_enquiry.language, 'en')
  );
end;
$$;

comment on function public.submit_enquiry(text, text, text, text, text, text) is
  'Stores an enquiry from the contact form (trimmed; the table''s checks apply) as new. Refuses bursts '
  'with SQLSTATE PT429 (HTTP 429): 3 per e-mail address and 30 in all within 10 minutes. Security '
  'definer, empty search_path; executable by anon, authenticated and service_role. Returns nothing.';

revoke all on function public.submit_enquiry(text, text, text, text, text, text) from public;
grant execute on function public.submit_enquiry(text, text, text, text, text, text)
  to anon, authenticated, service_role;

-- purge_enquiries: the 12-month retention the privacy notice promises. Runs with the caller's rights, and
-- only the owner may call it: pg_cron on Supabase (see site/supabase/README.md), the local backend at start.
create function public.purge_enquiries()
returns integer
language sql
volatile
set search_path = ''
as $$
  with gone as (
    delete from public.enquiries where received_at < now() - interval '12 months' returning 1
  )
  select count(*)::integer from gone;
$$;

comment on function public.purge_enquiries() is
  'Deletes the enquiries received more than 12 months ago and returns how many. Only the owner runs it: '
  'daily with pg_cron on Supabase, at start in the local backend.';

revoke all on function public.purge_enquiries() from public, anon, authenticated, service_role;
