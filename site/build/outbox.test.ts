// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OutboxOptions, outboxMiddleware, outboxPath } from './outbox';

const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
const lines: string[] = [];
const servers: Server[] = [];
let origin = '';

/** A server with the outbox in front of a handler answering "next"; its origin. */
const serve = async (into: string, log: (line: string) => void, options?: OutboxOptions) => {
  const handle = outboxMiddleware(into, log, options);
  const server = createServer((req, res) =>
    handle(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  origin = await serve(dir, (line) => lines.push(line));
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true });
});

const enquiry = {
  lib_version: '4.4.1',
  user_id: 'local-outbox',
  service_id: 'outbox',
  template_id: 'enquiry',
  template_params: {
    from_name: 'Zoë <b>\u202Eevil\u001b[31m',
    from_email: 'zoe@example.ch',
    company: 'Bürsten & Co 🧹',
    message: 'x'.repeat(10_000),
    to_email: 'info@example.ch',
  },
};

const post = (body: string, contentType = 'application/json', to = origin) =>
  fetch(`${to}${outboxPath}`, { method: 'POST', headers: { 'Content-type': contentType }, body });

const saved = (into = dir) => readFileSync(join(into, 'enquiries.ndjson'), 'utf8');

/**
 * Starts a POST with these headers and sends `body` without ending the request: the promise settles with
 * the answer only if the server answers before the body is complete (or after `wait` ms with null).
 */
const postUnfinished = (headers: Record<string, string>, body: Buffer[], wait = 3000) =>
  new Promise<{ status: number; text: string } | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, wait);
    const req = request(`${origin}${outboxPath}`, { method: 'POST', headers }, (res: IncomingMessage) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, text });
        req.destroy();
      });
    });
    // The server may close the connection while the body is still on its way.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.flushHeaders();
    for (const chunk of body) req.write(chunk);
  });

describe('the local outbox', () => {
  it('answers like EmailJS and appends the enquiry, text untouched, as one JSON line', async () => {
    const response = await post(JSON.stringify(enquiry));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const [line = ''] = readFileSync(join(dir, 'enquiries.ndjson'), 'utf8').trim().split('\n');
    const saved = JSON.parse(line);
    expect(saved).toMatchObject(enquiry);
    expect(Date.parse(saved.received_at)).not.toBeNaN();
  });

  it('prints one line per enquiry with control characters escaped', () => {
    expect(lines.at(-1)).toMatch(
      /^outbox: enquiry from "Zoë <b>\\u202eevil\\u001b\[31m" <"zoe@example.ch">/i,
    );
    expect(lines.at(-1)).not.toContain('\u001b');
  });

  it('escapes DEL and the C1 controls in that line too (U+009B starts an escape sequence in some terminals)', async () => {
    const name = 'Zoë\u009b31m\u0085\u007f\u0080end';
    const response = await post(
      JSON.stringify({ ...enquiry, template_params: { ...enquiry.template_params, from_name: name } }),
    );
    expect(response.status).toBe(200);
    expect(lines.at(-1)).toContain('"Zoë\\u009b31m\\u0085\\u007f\\u0080end"');
    expect(lines.at(-1)).not.toMatch(/[\u007f-\u009f]/);
    // The file keeps the text as sent.
    expect(JSON.parse(saved().trim().split('\n').at(-1) ?? '').template_params.from_name).toBe(name);
  });

  it('takes only application/json (with parameters, in any case) and refuses anything else with 415', async () => {
    const before = saved();
    const body = JSON.stringify(enquiry);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonp', '']) {
      const response = await post(body, type);
      expect(response.status, type).toBe(415);
      expect(await response.text()).toMatch(/application\/json/);
    }
    expect(saved()).toBe(before);
    expect((await post(body, 'Application/JSON; charset=UTF-8')).status).toBe(200);
  });

  it('refuses a body whose Content-Length is over 1 MB at once, without reading it', async () => {
    const before = saved();
    const answer = await postUnfinished(
      { 'Content-Type': 'application/json', 'Content-Length': String(100 * 1024 * 1024) },
      [Buffer.from('{"lib_version":')],
    );
    expect(answer).toEqual({ status: 413, text: 'The enquiry is too large.' });
    expect(saved()).toBe(before);
    expect((await fetch(`${origin}/contact`)).status).toBe(404);
  });

  it('refuses a chunked body as soon as it passes 1 MB, before it ends', async () => {
    const before = saved();
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const answer = await postUnfinished(
      { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      Array.from({ length: 20 }, () => chunk),
    );
    expect(answer).toEqual({ status: 413, text: 'The enquiry is too large.' });
    expect(saved()).toBe(before);
    expect((await fetch(`${origin}/contact`)).status).toBe(404);
  });

  it('stops at the size cap of the file: 507, one line in the terminal, the file unchanged', async () => {
    const small = mkdtempSync(join(tmpdir(), 'outbox-full-'));
    const told: string[] = [];
    try {
      // Room for one enquiry's line, not for two.
      const maxOutboxBytes = Math.round(1.5 * Buffer.byteLength(JSON.stringify(enquiry)));
      const to = await serve(small, (said) => told.push(said), { maxOutboxBytes });
      const body = JSON.stringify(enquiry);
      expect((await post(body, 'application/json', to)).status).toBe(200);
      const before = readFileSync(join(small, 'enquiries.ndjson'));
      told.length = 0;
      const full = await post(body, 'application/json', to);
      expect(full.status).toBe(507);
      expect(await full.text()).toMatch(/outbox is full/);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatch(
        /^outbox: full \(.* MB\); enquiry refused — empty or move .*enquiries\.ndjson$/,
      );
      expect(readFileSync(join(small, 'enquiries.ndjson')).equals(before)).toBe(true);
    } finally {
      rmSync(small, { recursive: true, force: true });
    }
  });

  it('refuses what is not an enquiry, with the reason', async () => {
    const missing = await post(JSON.stringify({ ...enquiry, template_params: { from_name: 'A' } }));
    expect(missing.status).toBe(400);
    expect(await missing.text()).toMatch(/template_params\.from_email/);
    expect((await post('{nope')).status).toBe(400);
    expect((await post('x'.repeat(1024 * 1024 + 1))).status).toBe(413);
    expect((await fetch(`${origin}${outboxPath}`)).status).toBe(405);
    expect(saved().trim().split('\n')).toHaveLength(3);
  });

  it('leaves every other address to the next handler', async () => {
    expect(await (await fetch(`${origin}/contact`)).text()).toBe('next');
  });
});
