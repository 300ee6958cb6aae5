import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enquiryColumns } from './enquiryRow';

const migrations = join(import.meta.dirname, '../../supabase/migrations');

type Columns = Record<string, { type: string; nullable: boolean }>;

/** A column's type as written, without schema or precision: `public.enquiry_status` → `enquiry_status`. */
const typeOf = (written: string) => written.replace(/^public\./, '').replace(/\(.*\)$/, '');

/** A column's definition after its name: `text not null default …` → its type and whether it may be null. */
const column = (definition: string) => {
  const type = /^[\w.]+(\([^)]*\))?/.exec(definition.trim())?.[0] ?? '';
  return { type: typeOf(type), nullable: !/\bnot null\b|\bprimary key\b/i.test(definition) };
};

/**
 * The columns of `public.enquiries` after the migrations in `sources`, in order: its `create table`,
 * then each `alter table … add column` / `drop column` / `alter column … type`.
 */
const tableColumns = (sources: readonly string[]): Columns => {
  const columns: Columns = {};
  for (const sql of sources.map((source) => source.replace(/--.*$/gm, ''))) {
    const created = /create table public\.enquiries \(([\s\S]*?)\n\);/i.exec(sql);
    for (const line of created?.[1]?.split('\n') ?? []) {
      // A column or table constraint starts at the first indent; deeper lines continue a constraint.
      const match = /^ {2}(\w+)\s+(.+?),?\s*$/.exec(line);
      if (match?.[1] && match[2] && !/^(constraint|primary|unique|check)$/i.test(match[1]))
        columns[match[1]] = column(match[2]);
    }
    for (const [, body = ''] of sql.matchAll(/alter table public\.enquiries\s+([\s\S]*?);/gi))
      for (const clause of body.split(/,\s*\n/)) {
        const added = /^\s*add column (\w+)\s+(.+)$/is.exec(clause);
        if (added?.[1] && added[2]) columns[added[1]] = column(added[2]);
        const dropped = /^\s*drop column (\w+)/i.exec(clause);
        if (dropped?.[1]) delete columns[dropped[1]];
        const retyped = /^\s*alter column (\w+) (?:set data )?type (\S+)/i.exec(clause);
        const was = retyped?.[1] ? columns[retyped[1]] : undefined;
        if (retyped?.[1] && retyped[2] && was) columns[retyped[1]] = { ...was, type: typeOf(retyped[2]) };
      }
  }
  return columns;
};

const migrationSources = () =>
  readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(join(migrations, name), 'utf8'));

/** The TypeScript definition as plain data, for comparing with what the migrations make. */
const defined = (): Columns =>
  Object.fromEntries(
    Object.entries(enquiryColumns).map(([name, { type, nullable }]) => [name, { type, nullable }]),
  );

describe('the enquiry row (ports/enquiryRow.ts) and the enquiries table', () => {
  it('has exactly the columns the migrations make, with their types and nullability', () => {
    expect(defined()).toEqual(tableColumns(migrationSources()));
  });

  it('the quote columns (docs/adr/0069) are among them, all nullable', () => {
    const columns = tableColumns(migrationSources());
    for (const name of ['quantity', 'quantity_unit', 'delivery_date', 'target_price', 'price_currency'])
      expect(columns[name]?.nullable).toBe(true);
  });

  // Planted disagreements: each migration below would make the type wrong, and the comparison sees it.
  const planted: [string, string][] = [
    ['a new column', 'alter table public.enquiries add column phone text;'],
    ['a dropped column', 'alter table public.enquiries drop column packaging;'],
    ['a column made required', "alter table public.enquiries\n  add column note text not null default '';"],
    ['a retyped column', 'alter table public.enquiries alter column quantity type numeric;'],
  ];
  for (const [what, sql] of planted)
    it(`fails on ${what}`, () => {
      expect(defined()).not.toEqual(tableColumns([...migrationSources(), sql]));
    });
});
