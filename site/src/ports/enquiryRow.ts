/**
 * The `enquiries` table's row, defined once (issue 34 §5: it was typed four times). The columns and their
 * SQL types are written here as data; `EnquiryRow` is derived from them, and `enquiryRow.test.ts` reads
 * `site/supabase/migrations` and fails when a column is added, dropped or retyped there and not here.
 * The inbox adapter selects `enquirySelect`; the e2e backend helper reads with it too.
 */

/** What a column's SQL type reads as in JSON from PostgREST; `null` when the column may hold none. */
type SqlTypes = {
  uuid: string;
  text: string;
  boolean: boolean;
  integer: number;
  /** PostgREST sends numeric as a JSON number. */
  numeric: number;
  /** `2027-03-15`. */
  date: string;
  /** ISO 8601 with an offset. */
  timestamptz: string;
  enquiry_status: 'new' | 'answered';
};

/** A column: its SQL type, and whether it may be null (the migrations' `not null` decides). */
type Column = { type: keyof SqlTypes; nullable: boolean };

/** Every column of `public.enquiries`, in the migrations' order. */
export const enquiryColumns = {
  id: { type: 'uuid', nullable: false },
  name: { type: 'text', nullable: false },
  email: { type: 'text', nullable: false },
  company: { type: 'text', nullable: false },
  message: { type: 'text', nullable: false },
  /** The product family asked about (its anchor, e.g. `dustpans`). */
  product: { type: 'text', nullable: true },
  /** The language of the page it was sent from. */
  language: { type: 'text', nullable: false },
  received_at: { type: 'timestamptz', nullable: false },
  status: { type: 'enquiry_status', nullable: false },
  /** Stored while over 30 arrived within ten minutes; its e-mail was marked held. */
  held: { type: 'boolean', nullable: false },
  /** The quote a buyer asks for (docs/adr/0069): the quantity, in `quantity_unit`. */
  quantity: { type: 'integer', nullable: true },
  /** `pieces`, `cartons` or `pallets`; null exactly when `quantity` is. */
  quantity_unit: { type: 'text', nullable: true },
  delivery_date: { type: 'date', nullable: true },
  destination: { type: 'text', nullable: true },
  packaging: { type: 'text', nullable: true },
  /** Per unit of `quantity_unit`, in `price_currency` (CHF, EUR or USD). */
  target_price: { type: 'numeric', nullable: true },
  price_currency: { type: 'text', nullable: true },
} as const satisfies Record<string, Column>;

/** A column's name. */
export type EnquiryColumn = keyof typeof enquiryColumns;

/** A row of `public.enquiries` as PostgREST returns it. */
export type EnquiryRow = {
  -readonly [K in EnquiryColumn]: (typeof enquiryColumns)[K]['nullable'] extends true
    ? SqlTypes[(typeof enquiryColumns)[K]['type']] | null
    : SqlTypes[(typeof enquiryColumns)[K]['type']];
};

/** Every column, for PostgREST's `select=`. */
export const enquirySelect = Object.keys(enquiryColumns).join(',');
