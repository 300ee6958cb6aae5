import { appendFileSync, mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import * as v from 'valibot';
import type { Connect, Plugin } from 'vite';

/** The EmailJS endpoint the site's client posts to (SPEC §7 call 2). */
export const outboxPath = '/api/v1.0/email/send';

/** Larger bodies are refused: ten thousand emoji in a message stay well below it. */
const maxBody = 1024 * 1024;

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

/** One line in the terminal for a visitor's text: quoted, control and direction characters escaped, shortened. */
const printable = (value: string, max = 60) =>
  JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value).replace(
    /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const readBody = (req: IncomingMessage): Promise<string | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBody) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > maxBody ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const answer = (res: ServerResponse, status: number, body: string) => {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(body);
};

/**
 * Accepts a request as EmailJS would and appends the enquiry, as one JSON line, to
 * `<dir>/enquiries.ndjson`. Answers 200 "OK" like EmailJS; 400 with the reason for anything that is not an
 * enquiry, 413 for a body over 1 MB, 405 for other methods.
 */
export const outboxMiddleware =
  (dir: string, log: (line: string) => void = console.info): Connect.NextHandleFunction =>
  (req, res, next) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== outboxPath) return next();
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return answer(res, 405, 'Method Not Allowed');
    }
    readBody(req).then(
      (body) => {
        if (body === null) return answer(res, 413, 'The enquiry is too large.');
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
        mkdirSync(dir, { recursive: true });
        appendFileSync(
          file,
          `${JSON.stringify({ received_at: new Date().toISOString(), ...parsed.output })}\n`,
        );
        const { from_name, from_email, company } = parsed.output.template_params;
        log(
          `outbox: enquiry from ${printable(from_name)} <${printable(from_email)}> (${printable(company)}) → ${relative(process.cwd(), file) || file}`,
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
export const localOutbox = (dir: string): Plugin => ({
  name: 'brand-local-outbox',
  configureServer(server) {
    server.middlewares.use(outboxMiddleware(dir, (line) => server.config.logger.info(line)));
  },
  configurePreviewServer(server) {
    server.middlewares.use(outboxMiddleware(dir, (line) => server.config.logger.info(line)));
  },
});
