import { appendFileSync, mkdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import * as v from 'valibot';
import type { Connect, Plugin } from 'vite';

/** The EmailJS endpoint the site's client posts to (SPEC §7 call 2). */
export const outboxPath = '/api/v1.0/email/send';

/** Larger bodies are refused: ten thousand emoji in a message stay well below it. */
const maxBody = 1024 * 1024;

/** The outbox file stops growing here (ten bodies of the largest size); it is a developer's inbox, not storage. */
export const defaultMaxOutboxBytes = 10 * 1024 * 1024;

export interface OutboxOptions {
  /** The largest `enquiries.ndjson` may grow; an enquiry that would pass it is refused (507). */
  maxOutboxBytes?: number;
}

const text = v.string();

/** What `@emailjs/browser` posts for an enquiry: its fields and the template's five parameters. */
export const emailJsRequest = v.object({
  lib_version: text,
  user_id: text,
  service_id: text,
  template_id: text,
  template_params: v.object({
    from_name: text,
    from_email: text,
    company: text,
    message: text,
    to_email: text,
  }),
});

export type EmailJsRequest = v.InferOutput<typeof emailJsRequest>;

/**
 * One line in the terminal for a visitor's text: quoted, control and direction characters escaped, shortened.
 * JSON escapes the C0 controls; DEL and the C1 controls (U+0080–U+009F, which some terminals read as
 * escape sequences, e.g. U+009B as CSI) and the line and direction characters are escaped here.
 */
const printable = (value: string, max = 60) =>
  JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value).replace(
    /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** `application/json`, with or without parameters such as `; charset=utf-8` (what `@emailjs/browser` sends). */
const isJson = (contentType: string | undefined) =>
  contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';

/**
 * The body as text, or null once it passes `maxBody` (a chunked body has no length to check first): from
 * there on nothing more is kept or waited for.
 */
const readBody = (req: IncomingMessage): Promise<string | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBody) {
        // Nothing more is read; the answer closes the connection.
        req.off('data', onData);
        req.off('end', onEnd);
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString('utf8'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });

/**
 * Answers in plain text. `close` ends the connection after the answer: for a refusal sent before the body
 * was read, so the rest of it is not waited for on a kept-alive connection.
 */
const answer = (res: ServerResponse, status: number, body: string, close = false) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  if (close) res.setHeader('Connection', 'close');
  res.end(body);
};

/** The size of a file, 0 if there is none yet. */
const sizeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/**
 * Accepts a request as EmailJS would and appends the enquiry, as one JSON line, to
 * `<dir>/enquiries.ndjson`. Answers 200 "OK" like EmailJS; 400 with the reason for anything that is not an
 * enquiry, 405 for other methods, 415 for a body that is not `application/json`, 413 for a body over 1 MB
 * (by its Content-Length before reading it, or as soon as a chunked body passes it), and 507 once the file
 * has reached `maxOutboxBytes` (10 MB): then nothing is written and the terminal says so.
 */
export const outboxMiddleware =
  (
    dir: string,
    log: (line: string) => void = console.info,
    { maxOutboxBytes = defaultMaxOutboxBytes }: OutboxOptions = {},
  ): Connect.NextHandleFunction =>
  (req, res, next) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== outboxPath) return next();
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return answer(res, 405, 'Method Not Allowed');
    }
    if (!isJson(req.headers['content-type']))
      return answer(res, 415, 'The enquiry must be sent as application/json.', true);
    if (Number(req.headers['content-length'] ?? 0) > maxBody)
      return answer(res, 413, 'The enquiry is too large.', true);
    readBody(req).then(
      (body) => {
        if (body === null) return answer(res, 413, 'The enquiry is too large.', true);
        let json: unknown;
        try {
          json = JSON.parse(body);
        } catch {
          return answer(res, 400, 'The body is not JSON.');
        }
        const parsed = v.safeParse(emailJsRequest, json);
        if (!parsed.success)
          return answer(
            res,
            400,
            `Not an enquiry: ${v.getDotPath(parsed.issues[0]) ?? 'body'} is missing or not text.`,
          );
        const file = join(dir, 'enquiries.ndjson');
        const shown = relative(process.cwd(), file) || file;
        const line = `${JSON.stringify({ received_at: new Date().toISOString(), ...parsed.output })}\n`;
        try {
          mkdirSync(dir, { recursive: true });
          // Checked and written in one synchronous step, so no other enquiry comes between.
          if (sizeOf(file) + Buffer.byteLength(line) > maxOutboxBytes) {
            log(`outbox: full (${megabytes(maxOutboxBytes)}); enquiry refused — empty or move ${shown}`);
            return answer(res, 507, 'The local outbox is full; the enquiry was not kept.');
          }
          // The whole line in one append: never half an enquiry in the file.
          appendFileSync(file, line);
        } catch (error) {
          log(`outbox: could not write ${shown} (${error instanceof Error ? error.message : error})`);
          return answer(res, 500, 'The enquiry could not be kept.');
        }
        const { from_name, from_email, company } = parsed.output.template_params;
        log(
          `outbox: enquiry from ${printable(from_name)} <${printable(from_email)}> (${printable(company)}) → ${shown}`,
        );
        answer(res, 200, 'OK');
      },
      () => answer(res, 400, 'The request could not be read.'),
    );
  };

/**
 * The local outbox: with no EmailJS account configured, `pnpm dev` and `pnpm start` answer the EmailJS
 * API on the site's own origin and keep each enquiry in `.outbox/` (or `OUTBOX_DIR`), so the contact form
 * works out of the box and a developer can read what was sent.
 */
export const localOutbox = (dir: string, options?: OutboxOptions): Plugin => ({
  name: 'brand-local-outbox',
  configureServer(server) {
    server.middlewares.use(outboxMiddleware(dir, (line) => server.config.logger.info(line), options));
  },
  configurePreviewServer(server) {
    server.middlewares.use(outboxMiddleware(dir, (line) => server.config.logger.info(line), options));
  },
});
