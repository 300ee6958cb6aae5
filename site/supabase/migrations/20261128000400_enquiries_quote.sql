-- Enquiries: what a private-label buyer states with a quote request (issue 37 §3, docs/adr/0069).
--
-- Seven optional columns, each null when the buyer left it out:
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
-- submit_enquiry takes them as named parameters with defaults, so a caller of the six parameters (an open
-- tab of the old site) still stores its enquiry. A new signature needs a new function: drop, create, grant
-- again, as 20261128000000 did. The rest of the function — trimming, control characters, the advisory lock
-- per sender, the limit of 3, held from the 31st — is 20261128000300's, unchanged.

alter table public.enquiries
  add column quantity integer,
  add column quantity_unit text,
  add column delivery_date date,
  add column destination text,
  add column packaging text,
  add column target_price numeric(12, 2),
  add column price_currency text,
  add constraint enquiries_quantity_range check (quantity between 1 and 100000000),
  add constraint enquiries_quantity_unit check (quantity_unit in ('pieces', 'cartons', 'pallets')),
  add constraint enquiries_quantity_unit_given check ((quantity is null) = (quantity_unit is null)),
  add constraint enquiries_delivery_date_range check (delivery_date between '2020-01-01' and '2100-12-31'),
  add constraint enquiries_destination_length check (char_length(destination) between 1 and 400),
  add constraint enquiries_packaging_length check (char_length(packaging) between 1 and 8000),
  add constraint enquiries_target_price_range check (target_price > 0 and target_price <= 1000000),
  add constraint enquiries_price_currency check (price_currency in ('CHF', 'EUR', 'USD')),
  add constraint enquiries_price_currency_given check ((target_price is null) = (price_currency is null));

comment on column public.enquiries.quantity is 'The quantity asked for, in quantity_unit; 1 to 100 000 000, or null.';
comment on column public.enquiries.quantity_unit is 'pieces, cartons or pallets; null exactly when quantity is.';
comment on column public.enquiries.delivery_date is 'The target delivery date the buyer named, or null.';
comment on column public.enquiries.destination is 'The destination country as the buyer wrote it, trimmed, or null.';
comment on column public.enquiries.packaging is
  'Packaging and labelling wishes (retail-ready, EAN barcode …), trimmed, or null.';
comment on column public.enquiries.target_price is
  'The target price per unit of quantity_unit (per piece when no quantity), in price_currency, or null.';
comment on column public.enquiries.price_currency is 'CHF, EUR or USD; null exactly when target_price is.';

drop function public.submit_enquiry(text, text, text, text, text, text);

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
  if clean_destination ~ controls then
    raise exception 'The destination contains control or direction characters.'
      using errcode = 'check_violation', constraint = 'enquiries_destination_plain';
  end if;
  if clean_packaging ~ message_controls then
    raise exception 'The packaging wishes contain control or direction characters.'
      using errcode = 'check_violation', constraint = 'enquiries_packaging_plain';
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
