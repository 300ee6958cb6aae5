// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMiddleware, outboxPath } from './outbox';

const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
const lines: string[] = [];
let server: Server;
let origin = '';

beforeAll(async () => {
  const handle = outboxMiddleware(dir, (line) => lines.push(line));
  server = createServer((req, res) =>
    handle(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
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

const post = (body: string) =>
  fetch(`${origin}${outboxPath}`, { method: 'POST', headers: { 'Content-type': 'application/json' }, body });

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

  it('refuses what is not an enquiry, with the reason', async () => {
    const missing = await post(JSON.stringify({ ...enquiry, template_params: { from_name: 'A' } }));
    expect(missing.status).toBe(400);
    expect(await missing.text()).toMatch(/template_params\.from_email/);
    expect((await post('{nope')).status).toBe(400);
    expect((await post('x'.repeat(1024 * 1024 + 1))).status).toBe(413);
    expect((await fetch(`${origin}${outboxPath}`)).status).toBe(405);
    expect(readFileSync(join(dir, 'enquiries.ndjson'), 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('leaves every other address to the next handler', async () => {
    expect(await (await fetch(`${origin}/contact`)).text()).toBe('next');
  });
});
