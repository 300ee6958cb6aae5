-- Enquiries from the contact form (issue 22): stored first, so none is lost when the e-mail notification
-- fails; read and marked answered by admins in /admin; deleted 12 months after receipt. This file holds
-- what four migrations built (issues 22, 32 and 37; docs/adr/0033, 0056, 0069): they were folded into one
-- before any database outside a developer's machine had applied them (docs/adr/0088).
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
--
-- What a private-label buyer states with a quote request (issue 37 §3, docs/adr/0069): seven optional
-- columns, each null when the buyer left it out:
--
--   quantity        integer, 1 to 100 000 000, in quantity_unit: pieces, cartons or pallets (a buyer of
--                   brooms counts pieces or pallets; a retailer's warehouse orders cartons). A quantity
--                   has a unit and a unit has a quantity (enquiries_quantity_unit_given).
--   delivery_date   the target delivery date, 2020-01-01 to 2100-12-31 (the form asks for a day from today
--                   to five years ahead; the table only refuses what is no date a buyer means).
--   destination     the destination country as the buyer wrote it, 1 to 400 code points (the form: 100
--                   characters), a one-line field (control and direction characters refused, as the name).
--   packaging       packaging and labelling wishes (retail-ready, EAN barcode …), 1 to 8 000 code points
--                   (the form: 2 000 characters); line breaks are text, as in the message.
--   target_price    the target price per unit of quantity_unit, above 0 and at most 1 000 000, two
--                   decimals, in price_currency: CHF, EUR or USD (given together, enquiries_price_currency_given).
--
-- Volume (issue 32, docs/adr/0056): limits per sender, none shared.
--
--   per sender   at most 3 enquiries within 10 minutes from one sender, the address normalised by
--                public.enquiry_sender (lower case, no +tag, no dots at Gmail), refused with PT429 (HTTP
--                429) — the only refusal of volume, and it costs only that sender;
--   in all       no refusal. From the 31st enquiry within 10 minutes (any sender) each is stored *held*:
--                kept, shown in the inbox as held, and e-mailed with that mark (a flood calls the database
--                directly and asks for no e-mail). It loses no genuine enquiry.
--   per client   counted in front of the database, where the client is known (the local backend here; on
--                hosted Supabase see site/supabase/README.md): the database never sees who is calling.
--
-- Text (issue 32 review): every field is trimmed of ASCII white space and of U+0085, U+00A0, U+1680,
-- U+2000–U+200B, U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF at both ends (a name of only those is then
-- empty and refused by enquiries_name_length). submit_enquiry refuses control and direction characters
-- (check_violation 23514 naming enquiries_<field>_plain): C0 controls (in the message and the packaging,
-- tab, line feed and carriage return are text), DEL, C1 controls (U+0080–U+009F: U+0085, U+009B …) and the
-- bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make "gnp.exe" read
-- "exe.png"; in the one-line fields (name, company, destination) also LRM, RLM, ALM (U+200E, U+200F,
-- U+061C) and the line and paragraph separators (U+2028, U+2029), which reorder or break what the inbox
-- and the CSV show. The message keeps those: right-to-left text needs the marks, and separators in a long
-- text are line breaks. The site drops the same characters before sending
-- (site/src/adapters/supabaseEnquiries.ts).

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
  held boolean not null default false,
  quantity integer,
  quantity_unit text,
  delivery_date date,
  destination text,
  packaging text,
  target_price numeric(12, 2),
  price_currency text,
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
  constraint enquiries_language check (language in ('en', 'de', 'fr', 'it', 'es')),
  constraint enquiries_quantity_range check (quantity between 1 and 100000000),
  constraint enquiries_quantity_unit check (quantity_unit in ('pieces', 'cartons', 'pallets')),
  constraint enquiries_quantity_unit_given check ((quantity is null) = (quantity_unit is null)),
  constraint enquiries_delivery_date_range check (delivery_date between '2020-01-01' and '2100-12-31'),
  constraint enquiries_destination_length check (char_length(destination) between 1 and 400),
  constraint enquiries_packaging_length check (char_length(packaging) between 1 and 8000),
  constraint enquiries_target_price_range check (target_price > 0 and target_price <= 1000000),
  constraint enquiries_price_currency check (price_currency in ('CHF', 'EUR', 'USD')),
  constraint enquiries_price_currency_given check ((target_price is null) = (price_currency is null))
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
comment on column public.enquiries.held is
  'true when it arrived while more than 30 enquiries came within 10 minutes (an abnormal volume): stored, '
  'shown in the inbox as held and e-mailed marked held. Set by submit_enquiry; nobody changes it.';
comment on column public.enquiries.quantity is 'The quantity asked for, in quantity_unit; 1 to 100 000 000, or null.';
comment on column public.enquiries.quantity_unit is 'pieces, cartons or pallets; null exactly when quantity is.';
comment on column public.enquiries.delivery_date is 'The target delivery date the buyer named, or null.';
comment on column public.enquiries.destination is 'The destination country as the buyer wrote it, trimmed, or null.';
comment on column public.enquiries.packaging is
  'Packaging and labelling wishes (retail-ready, EAN barcode …), trimmed, or null.';
comment on column public.enquiries.target_price is
  'The target price per unit of quantity_unit (per piece when no quantity), in price_currency, or null.';
comment on column public.enquiries.price_currency is 'CHF, EUR or USD; null exactly when target_price is.';

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
-- The index on enquiry_sender(email) is computed as the caller whenever a row version goes to another
-- page: without EXECUTE an admin marking an enquiry answered on a full page is refused ("permission denied
-- for function enquiry_sender"). The function only normalises the text it is given; it reads nothing.
grant execute on function public.enquiry_sender(text) to authenticated, service_role;

-- The inbox lists newest first and the held count reads recent enquiries in all; the per-sender count
-- reads them by sender.
create index enquiries_received_at_idx on public.enquiries (received_at desc);
create index enquiries_sender_received_at_idx
  on public.enquiries (public.enquiry_sender(email), received_at desc);

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

-- submit_enquiry: the public's one way in. SECURITY DEFINER (it inserts as the table's owner), empty
-- search_path. It trims the texts, refuses control and direction characters, then, under an advisory
-- lock on the sender (simultaneous requests from one sender are counted one after the other, so they
-- cannot all pass), refuses a fourth enquiry from the sender within 10 minutes (PT429) and stores the
-- enquiry — held when 30 or more arrived within 10 minutes in all. Both counts stop at their limit, so
-- a flood does not make each request slower. Returns 'new' or 'held'; the site e-mails the sales mailbox
-- either way, a held one with that mark. The quote fields are named parameters with defaults: an enquiry without a quote names
-- only the first six.
create function public.submit_enquiry(
  name text,
  email text,
  company text,
  message text,
  product text default null,
  language text default 'en',
  quantity integer default null,
  quantity_unit text default null,
  delivery_date date default null,
  destination text default null,
  packaging text default null,
  target_price numeric default null,
  price_currency text default null
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
  clean_destination constant text := nullif(btrim(submit_enquiry.destination, spaces), '');
  clean_packaging constant text := nullif(btrim(submit_enquiry.packaging, spaces), '');
  plain record;
  is_held boolean;
begin
  -- The one-line fields refuse `controls`, the others `message_controls`; the first field holding one is
  -- named (23514, enquiries_<field>_plain), in this order.
  for plain in
    select * from (values
      (1, 'name', clean_name, controls, 'The name contains'),
      (2, 'company', clean_company, controls, 'The company contains'),
      (3, 'destination', clean_destination, controls, 'The destination contains'),
      (4, 'packaging', clean_packaging, message_controls, 'The packaging wishes contain'),
      (5, 'message', clean_message, message_controls, 'The message contains')
    ) as field(position, name, value, refused, says)
    order by position
  loop
    if plain.value ~ plain.refused then
      raise exception '% control or direction characters.', plain.says
        using errcode = 'check_violation', constraint = 'enquiries_' || plain.name || '_plain';
    end if;
  end loop;
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
  insert into public.enquiries (
    name, email, company, message, product, language, held,
    quantity, quantity_unit, delivery_date, destination, packaging, target_price, price_currency
  )
  values (
    clean_name,
    address,
    clean_company,
    clean_message,
    nullif(btrim(submit_enquiry.product, spaces), ''),
    coalesce(submit_enquiry.language, 'en'),
    is_held,
    submit_enquiry.quantity,
    -- A quantity without its unit counts pieces; a unit without a quantity says nothing.
    case when submit_enquiry.quantity is null then null
      else coalesce(submit_enquiry.quantity_unit, 'pieces') end,
    submit_enquiry.delivery_date,
    clean_destination,
    clean_packaging,
    submit_enquiry.target_price,
    -- A price without its currency is in euros, the currency most private-label buyers quote in.
    case when submit_enquiry.target_price is null then null
      else coalesce(submit_enquiry.price_currency, 'EUR') end
  );
  return case when is_held then 'held' else 'new' end;
end;
$$;

comment on function public.submit_enquiry(text, text, text, text, text, text, integer, text, date, text, text, numeric, text) is
  'Stores an enquiry from the contact form (trimmed of ASCII and Unicode white space; the table''s checks '
  'apply) and returns new or held. The quote fields (quantity and unit, delivery date, destination, '
  'packaging, target price and currency) are optional; a quantity without a unit counts pieces, a price '
  'without a currency is in EUR. Refuses control and direction characters in name, company, destination, '
  'packaging and message, and direction marks and line separators in name, company and destination (23514, '
  'enquiries_<field>_plain), and a fourth enquiry within 10 minutes from one sender (public.enquiry_sender) '
  'with SQLSTATE PT429 (HTTP 429). From the 31st enquiry within 10 minutes in all, stores it held (the site '
  'e-mails it marked held) instead of refusing. Security definer, empty search_path; executable by anon, '
  'authenticated and service_role.';

revoke all on function public.submit_enquiry(text, text, text, text, text, text, integer, text, date, text, text, numeric, text) from public;
grant execute on function public.submit_enquiry(text, text, text, text, text, text, integer, text, date, text, text, numeric, text)
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
