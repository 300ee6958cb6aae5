/**
 * The REST half of the local backend: the requests the site makes through PostgREST, and only those
 * shapes, each run as PostgREST runs it — in a transaction as `anon` or `authenticated`, with the verified
 * token's claims in `request.jwt.claims`, so the migrations' grants and row level security decide:
 *
 *   GET   /rest/v1/<table>?select=a,b&<column>=eq.<value>&order=<column>.desc&limit=n&offset=n
 *   POST  /rest/v1/<table>[?on_conflict=<column>]   insert, or upsert with Prefer: resolution=merge-duplicates
 *   PATCH /rest/v1/<table>?<column>=eq.<value>        update the columns in the body
 *   POST  /rest/v1/rpc/submit_enquiry                 named arguments in the body; its answer as JSON
 *
 * for the tables of the `public` schema. Names are checked against the database's catalog and quoted;
 * every value travels as a bound parameter. Anything else — other operators, embedding, casts, other
 * functions, DELETE — is refused with PostgREST's error shape (`{ code, details, hint, message }`) and
 * status. A database error keeps its SQLSTATE, mapped to the HTTP status PostgREST gives it (42501: 401
 * for anon, 403 for a user; PT429: 429; 23514: 400 …).
 *
 * In front of the database, as a gateway would be on hosted Supabase: each client address may call
 * submit_enquiry `submitsPerClient` times within ten minutes (clientLimit.ts); past that it gets 429 in
 * PostgREST's shape (code `over_request_rate_limit`, with Retry-After) and the database is not asked.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transaction } from '@electric-sql/pglite';
import { clientOf } from './clientLimit.ts';
import { type Backend, type Caller, identify, isRefusal } from './context.ts';
import { readJson, sendJson } from './http.ts';

/** The functions the site calls through `/rest/v1/rpc/`: only the enquiry submit. */
export const servedFunctions = ['submit_enquiry'] as const;

/** Most rows a read returns, as Supabase's default `max-rows`. */
const maxRows = 1000;

/** A served function as the schema cache holds it: its arguments' names, and whether it returns anything. */
type ServedFunction = { args: string[]; returns: boolean };

/** The public schema as PostgREST's schema cache holds it: each table's columns, each served function. */
export type Catalog = { tables: Map<string, string[]>; functions: Map<string, ServedFunction> };

export const readCatalog = async (backend: Pick<Backend, 'db'>): Promise<Catalog> => {
  const columns = await backend.db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
     from pg_class c join pg_attribute a on a.attrelid = c.oid
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v')
       and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.rows)
    tables.set(table_name, [...(tables.get(table_name) ?? []), column_name]);
  const args = await backend.db.query<{ proname: string; proargnames: string[] | null; returns: boolean }>(
    `select proname, proargnames, prorettype <> 'void'::regtype as returns
     from pg_proc where pronamespace = 'public'::regnamespace and proname = any($1)`,
    [servedFunctions],
  );
  const functions = new Map(
    args.rows.map((row) => [row.proname, { args: row.proargnames ?? [], returns: row.returns }]),
  );
  return { tables, functions };
};

/** A refusal before the database is asked, in PostgREST's words. */
class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
}

const quote = (name: string) => `"${name}"`;

/** PostgREST's mapping of SQLSTATE to HTTP status (docs: Errors → SQLSTATE → HTTP). */
export const statusOfSqlState = (code: string, anon: boolean): number => {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return anon ? 401 : 403;
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  };
  if (exact[code]) return exact[code];
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 413,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
};

/** A query string parsed into what the site's requests use. */
type Query = {
  select: string[];
  filters: { column: string; value: string }[];
  order: string | null;
  limit: number;
  offset: number;
  onConflict: string | null;
};

const column = (table: string, columns: string[], name: string): string => {
  if (!columns.includes(name)) throw new RestError(400, '42703', `column ${table}.${name} does not exist`);
  return name;
};

const parseQuery = (table: string, columns: string[], params: URLSearchParams): Query => {
  const query: Query = {
    select: columns,
    filters: [],
    order: null,
    limit: maxRows,
    offset: 0,
    onConflict: null,
  };
  const count = (value: string, what: string) => {
    if (!/^\d{1,9}$/.test(value))
      throw new RestError(400, 'PGRST100', `failed to parse ${what} parameter (${value})`);
    return Number(value);
  };
  for (const [key, value] of params) {
    if (key === 'select') {
      query.select =
        value.trim() === '*'
          ? columns
          : value.split(',').map((name) => {
              const trimmed = name.trim();
              if (!/^[a-z_][a-z0-9_]*$/.test(trimmed))
                throw new RestError(
                  400,
                  'PGRST100',
                  `failed to parse select parameter (${value})`,
                  'The local backend serves plain column lists only.',
                );
              return column(table, columns, trimmed);
            });
    } else if (key === 'order') {
      const match = /^([a-z_][a-z0-9_]*)(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/.exec(value);
      if (!match?.[1]) throw new RestError(400, 'PGRST100', `failed to parse order (${value})`);
      const nulls =
        match[3] === 'nullsfirst' ? ' nulls first' : match[3] === 'nullslast' ? ' nulls last' : '';
      query.order = `${quote(column(table, columns, match[1]))} ${match[2] === 'desc' ? 'desc' : 'asc'}${nulls}`;
    } else if (key === 'limit') query.limit = Math.min(count(value, 'limit'), maxRows);
    else if (key === 'offset') query.offset = count(value, 'offset');
    else if (key === 'on_conflict') query.onConflict = column(table, columns, value);
    else if (key === 'columns') {
      for (const name of value.split(',')) column(table, columns, name.trim().replace(/^"(.*)"$/, '$1'));
    } else {
      if (!value.startsWith('eq.'))
        throw new RestError(
          400,
          'PGRST100',
          `failed to parse filter (${value})`,
          'The local backend serves eq. filters only.',
        );
      query.filters.push({ column: column(table, columns, key), value: value.slice(3) });
    }
  }
  return query;
};

/** `where "a" = $n and …`, its parameters appended to `params`. */
const where = (table: string, filters: Query['filters'], params: unknown[]) =>
  filters.length
    ? ` where ${filters
        .map(({ column: name, value }) => {
          params.push(value);
          return `public.${quote(table)}.${quote(name)} = $${params.length}`;
        })
        .join(' and ')}`
    : '';

/** What `Prefer:` asks for. */
const preferences = (req: IncomingMessage) => {
  const prefer = String(req.headers.prefer ?? '')
    .split(/[,;]/)
    .map((part) => part.trim());
  return {
    representation: prefer.includes('return=representation'),
    resolution: prefer.includes('resolution=merge-duplicates')
      ? ('merge' as const)
      : prefer.includes('resolution=ignore-duplicates')
        ? ('ignore' as const)
        : null,
  };
};

const wantsObject = (req: IncomingMessage) =>
  String(req.headers.accept ?? '').includes('application/vnd.pgrst.object+json');

const acceptable = (req: IncomingMessage) => {
  const accept = String(req.headers.accept ?? '*/*');
  return /(^|,)\s*(\*\/\*|application\/json|application\/\*|application\/vnd\.pgrst\.object\+json)/.test(
    accept,
  );
};

/** The JSON body: an object (or, for inserts, objects) whose keys are columns or arguments. */
const jsonBody = async (req: IncomingMessage, allowArray: boolean): Promise<Record<string, unknown>[]> => {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (type !== 'application/json')
    throw new RestError(415, 'PGRST102', `Content-Type not acceptable: ${type || '(none)'}`);
  const body = await readJson(req);
  if ('problem' in body)
    throw body.problem === 'too-large'
      ? new RestError(413, 'PGRST102', 'Request body too large')
      : new RestError(400, 'PGRST102', 'Empty or invalid json');
  const rows = Array.isArray(body.value) && allowArray ? body.value : [body.value];
  if (!rows.length || !rows.every((row) => row && typeof row === 'object' && !Array.isArray(row)))
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  return rows as Record<string, unknown>[];
};

/** Runs SQL as the caller, as PostgREST does: role, claims, a statement time limit, one transaction. */
const asCaller = <T>(backend: Backend, caller: Caller, run: (tx: Transaction) => Promise<T>): Promise<T> =>
  backend.db.transaction(async (tx) => {
    await tx.exec(`set local role ${caller.role}; set local statement_timeout = '8s'`);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(caller.claims)]);
    return run(tx);
  });

/** The rows a statement's `json_agg` produced, and how many. */
const rowsOf = async (tx: Transaction, sql: string, params: unknown[]) => {
  const { rows } = await tx.query<{ body: string; n: number }>(
    `with pgrst_source as (${sql}) select coalesce(json_agg(_), '[]')::text as body, count(*)::int as n from pgrst_source _`,
    params,
  );
  return { body: rows[0]?.body ?? '[]', n: rows[0]?.n ?? 0 };
};

/** Sends rows as PostgREST does: an array, or one object when asked for with vnd.pgrst.object+json. */
const sendRows = (
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  { body, n }: { body: string; n: number },
) => {
  if (wantsObject(req)) {
    if (n !== 1)
      throw new RestError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${n} rows`,
      );
    return sendJson(res, status, (JSON.parse(body) as unknown[])[0]);
  }
  sendJson(res, status, body, { 'Content-Range': n ? `0-${n - 1}/*` : '*/*' });
};

/** A request on a table: who asks, the exchange, the table, its columns and the parsed query string. */
type TableRequest = {
  backend: Backend;
  caller: Caller;
  req: IncomingMessage;
  res: ServerResponse;
  table: string;
  columns: string[];
  query: Query;
};

const read = async ({ backend, caller, req, res, table, query }: TableRequest) => {
  const params: unknown[] = [];
  const sql = `select ${query.select.map(quote).join(', ')} from public.${quote(table)}${where(table, query.filters, params)}${
    query.order ? ` order by ${query.order}` : ''
  } limit ${query.limit} offset ${query.offset}`;
  sendRows(req, res, 200, await asCaller(backend, caller, (tx) => rowsOf(tx, sql, params)));
};

/** The columns a write's body names, each one of the table's; PGRST102 when it names none. */
const bodyColumns = ({ table, columns }: TableRequest, rows: Record<string, unknown>[]): string[] => {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].map((key) =>
    column(table, columns, key),
  );
  if (!keys.length) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  return keys;
};

/**
 * Runs a write as the caller and answers as PostgREST does: with the rows written (`statuses.rows`) when
 * `Prefer: return=representation` asks for them, else with no body (`statuses.none`).
 */
const write = async (
  { backend, caller, req, res, table, query }: TableRequest,
  sql: string,
  params: unknown[],
  statuses: { rows: number; none: number },
) => {
  const { representation } = preferences(req);
  // Qualified: an update reads its values from a record `_` that has the same column names.
  const returning = representation
    ? query.select.map((name) => `public.${quote(table)}.${quote(name)}`).join(', ')
    : '1';
  const result = await asCaller(backend, caller, (tx) => rowsOf(tx, `${sql} returning ${returning}`, params));
  if (!representation) return sendJson(res, statuses.none);
  sendRows(req, res, statuses.rows, result);
};

const insert = async (request: TableRequest) => {
  const { req, table, query } = request;
  const rows = await jsonBody(req, true);
  const keys = bodyColumns(request, rows);
  const { resolution } = preferences(req);
  const target = query.onConflict ?? 'id';
  const conflict =
    resolution === 'merge'
      ? ` on conflict (${quote(target)}) do update set ${keys.map((key) => `${quote(key)} = excluded.${quote(key)}`).join(', ')}`
      : resolution === 'ignore'
        ? ` on conflict (${quote(target)}) do nothing`
        : '';
  const list = keys.map(quote).join(', ');
  const sql = `insert into public.${quote(table)} (${list}) select ${list} from json_populate_recordset(null::public.${quote(table)}, $1::json) _${conflict}`;
  await write(request, sql, [JSON.stringify(rows)], { rows: 201, none: 201 });
};

const update = async (request: TableRequest) => {
  const { req, table, query } = request;
  if (!query.filters.length) throw new RestError(400, '21000', 'UPDATE requires a WHERE clause');
  const rows = await jsonBody(req, false);
  const keys = bodyColumns(request, rows);
  const params: unknown[] = [JSON.stringify(rows[0])];
  const sql = `update public.${quote(table)} set ${keys.map((key) => `${quote(key)} = _.${quote(key)}`).join(', ')}
    from json_populate_record(null::public.${quote(table)}, $1::json) _${where(table, query.filters, params)}`;
  await write(request, sql, params, { rows: 200, none: 204 });
};

const call = async (
  backend: Backend,
  caller: Caller,
  req: IncomingMessage,
  res: ServerResponse,
  name: string,
  served: ServedFunction,
) => {
  const [body = {}] = await jsonBody(req, false);
  const keys = Object.keys(body);
  if (!keys.every((key) => served.args.includes(key)))
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}(${keys.sort().join(', ')}) in the schema cache`,
    );
  const params = keys.map((key) => {
    const value = body[key];
    return value === null || value === undefined
      ? null
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);
  });
  const args = keys.map((key, index) => `${quote(key)} => $${index + 1}`).join(', ');
  const called = `public.${quote(name)}(${args})`;
  const { rows } = await asCaller(backend, caller, (tx) =>
    tx.query<{ body: string | null }>(
      served.returns ? `select to_json(${called})::text as body` : `select ${called}, null as body`,
      params,
    ),
  );
  const answer = rows[0]?.body ?? null;
  if (name === 'submit_enquiry')
    backend.log(
      answer === '"held"'
        ? 'an enquiry was stored and held: many arrived within ten minutes (read it in /admin)'
        : 'an enquiry was stored (read it in /admin)',
    );
  // As PostgREST: a function that returns nothing answers 204, one that returns a value 200 with it.
  if (!served.returns) return sendJson(res, 204);
  sendJson(res, 200, answer ?? 'null');
};

/** Refuses a client past its enquiries (clientLimit.ts) before the database is asked: 429 with Retry-After. */
const limitClient = (backend: Backend, req: IncomingMessage) => {
  const wait = backend.submits.take(clientOf(req));
  if (!wait) return;
  const seconds = Math.ceil(wait / 1000);
  throw new RestError(
    429,
    'over_request_rate_limit',
    `Too many enquiries from this client; please try again in ${Math.ceil(seconds / 60)} minutes.`,
    'Counted per client address in front of the database, not per sender.',
    { 'Retry-After': String(seconds) },
  );
};

/** Answers `/rest/v1/…`; the gateway's key check has passed. */
export const handleRest = async (
  backend: Backend,
  catalog: Catalog,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) => {
  const caller = await identify(backend, req);
  if (isRefusal(caller))
    return sendJson(res, caller.status, caller.body, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${caller.body.message}"`,
    });
  try {
    if (!acceptable(req))
      throw new RestError(406, 'PGRST107', `None of these media types are available: ${req.headers.accept}`);
    const match = /^\/rest\/v1\/(rpc\/)?([A-Za-z0-9_]+)\/?$/.exec(url.pathname);
    if (!match?.[2]) throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
    const name = match[2];
    if (match[1]) {
      const served = catalog.functions.get(name);
      if (!served)
        throw new RestError(
          404,
          'PGRST202',
          `Could not find the function public.${name} in the schema cache`,
        );
      if (req.method !== 'POST')
        throw new RestError(405, 'PGRST101', 'Cannot use the GET method on RPC to call a volatile function');
      if (name === 'submit_enquiry') limitClient(backend, req);
      return await call(backend, caller, req, res, name, served);
    }
    const columns = catalog.tables.get(name);
    if (!columns)
      throw new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
    const request = {
      backend,
      caller,
      req,
      res,
      table: name,
      columns,
      query: parseQuery(name, columns, url.searchParams),
    };
    if (req.method === 'GET') return await read(request);
    if (req.method === 'POST') return await insert(request);
    if (req.method === 'PATCH') return await update(request);
    throw new RestError(
      405,
      'PGRST117',
      `Unsupported HTTP method: ${req.method}`,
      'The local backend serves GET, POST and PATCH only.',
    );
  } catch (error) {
    if (error instanceof RestError)
      return sendJson(
        res,
        error.status,
        { code: error.code, details: error.details, hint: null, message: error.message },
        { ...error.headers, ...(error.status === 413 ? { Connection: 'close' } : {}) },
      );
    const pg = error as { code?: unknown; message?: string; detail?: string; hint?: string };
    if (typeof pg.code === 'string' && /^[0-9A-Z]{5}$/.test(pg.code))
      return sendJson(res, statusOfSqlState(pg.code, caller.role === 'anon'), {
        code: pg.code,
        details: pg.detail ?? null,
        hint: pg.hint ?? null,
        message: pg.message ?? 'error',
      });
    throw error;
  }
};
