/**
 * The local backend's folder and the staff command, as a developer uses them: `pnpm staff:add` with the
 * password on standard input (never on the command line), with and without a running backend; the
 * folder kept across restarts (accounts, sessions, the signing secret), readable by its owner only, held
 * by one process at a time; enquiries past 12 months deleted at start. Run: pnpm test:db
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type LocalBackend, startLocalBackend } from '../../site/local-supabase/backend.ts';
import { DataDirBusyError } from '../../site/local-supabase/dataDir.ts';
import { localAnonKey } from '../../site/src/configShape.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'local-supabase-'));
const admin = { email: 'admin@example.com', password: 'correct horse battery staple' };

/** Runs `pnpm staff:<command>` on the test's folder, with `input` on standard input. */
const staff = (args: string[], input = ''): Promise<{ code: number | null; out: string; err: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'site/local-supabase/staff.ts'), ...args], {
      env: { ...process.env, LOCAL_SUPABASE_DIR: dir },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });

/** The backend on the folder, behind a loopback server; its origin. */
const serve = async (): Promise<{ backend: LocalBackend; server: Server; origin: string }> => {
  const backend = startLocalBackend({ dir, log: () => {} });
  await backend.ready;
  const server = createServer((req, res) => backend.middleware(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { backend, server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
};

const stop = async ({ backend, server }: { backend: LocalBackend; server: Server }) => {
  server.close();
  await backend.close();
};

const signIn = (origin: string, credentials: { email: string; password: string }) =>
  fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: localAnonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });

after(() => rmSync(dir, { recursive: true, force: true }));

describe('the staff command, with no backend running', () => {
  test('a new folder has no account at all, and says how to add the first', async () => {
    const { code, out } = await staff(['list']);
    assert.equal(code, 0);
    assert.match(out, /No staff account yet\. Add the first with: pnpm staff:add you@example\.com --admin/);
    assert.equal(statSync(dir).mode & 0o777, 0o700);
  });

  test('adds an admin with the password from standard input (first line only)', async () => {
    const { code, out } = await staff(
      ['add', ' Admin@Example.com ', '--admin'],
      `${admin.password}\nignored\n`,
    );
    assert.equal(code, 0, out);
    assert.match(out, /Added admin account admin@example\.com/);
    assert.doesNotMatch(out, /battery/);
  });

  test('refuses a password on the command line, and changes nothing', async () => {
    const { code, err } = await staff(
      ['add', 'other@example.com', 'my-password-in-argv'],
      'whatever password\n',
    );
    assert.equal(code, 2);
    assert.match(err, /never from the command line/);
    assert.match((await staff(['list'])).out, /^(?!.*other@example\.com)/s);
  });

  test('refuses a short or missing password, a bad address, an unknown option, and an existing account', async () => {
    assert.match((await staff(['add', 'short@example.com'], 'too short\n')).err, /12 to 1024 characters/);
    assert.match((await staff(['add', 'none@example.com'], '')).err, /No password on standard input/);
    assert.equal((await staff(['add', 'not-an-address'], `${admin.password}\n`)).code, 2);
    assert.equal((await staff(['add', 'x@example.com', '--superuser'], `${admin.password}\n`)).code, 2);
    const again = await staff(['add', 'ADMIN@example.com'], `${admin.password}\n`);
    assert.equal(again.code, 1);
    assert.match(again.err, /already an account for admin@example\.com/);
  });

  test('refuses a blank, common or repetitive password, saying why, and changes nothing (issue 32)', async () => {
    for (const [password, reason] of [
      [' '.repeat(12), /The password is blank \(only spaces\); nothing was changed\./],
      ['password1234', /too easy to guess \(This is similar to a commonly used password/],
      ['aaaaaaaaaaaa', /too easy to guess \(Repeated characters/],
      ['qwertyuiopas', /too easy to guess/],
      ['123456789012', /too easy to guess \(This is a commonly used password/],
    ] as const) {
      const { code, err } = await staff(['add', 'weak@example.com'], `${password}\n`);
      assert.equal(code, 2, JSON.stringify(password));
      assert.match(err, reason);
    }
    assert.doesNotMatch((await staff(['list'])).out, /weak@example\.com/);
  });
});

describe('the folder, with the backend running and across restarts', () => {
  test('one process holds the folder: a second backend on it is refused, naming the holder', async () => {
    const running = await serve();
    try {
      assert.throws(() => startLocalBackend({ dir }), DataDirBusyError);
      assert.throws(() => startLocalBackend({ dir }), new RegExp(`in use by process ${process.pid}`));
    } finally {
      await stop(running);
    }
  });

  test('the staff command reaches the running backend: a new account can sign in at once', async () => {
    const running = await serve();
    try {
      const added = await staff(['add', 'staff@example.com'], 'another long password\n');
      assert.equal(added.code, 0, added.err);
      assert.match(added.out, /Added staff account staff@example\.com/);
      const listed = await staff(['list']);
      assert.match(listed.out, /admin@example\.com\s+admin/);
      assert.match(listed.out, /staff@example\.com\s+user/);
      assert.equal(
        (await signIn(running.origin, { email: 'staff@example.com', password: 'another long password' }))
          .status,
        200,
      );
      const removed = await staff(['remove', 'staff@example.com']);
      assert.equal(removed.code, 0);
      assert.equal(
        (await signIn(running.origin, { email: 'staff@example.com', password: 'another long password' }))
          .status,
        400,
      );
    } finally {
      await stop(running);
    }
  });

  test('accounts, sessions and the signing secret survive a restart; old enquiries are purged at start', async () => {
    const first = await serve();
    const session = await (await signIn(first.origin, admin)).json();
    const { db } = await first.backend.ready;
    await db.query(
      `insert into public.enquiries (name, email, company, message, language, received_at)
       values ('Old', 'old@example.com', 'Old AG', 'From more than a year ago.', 'en', now() - interval '13 months')`,
    );
    await stop(first);
    assert.equal(statSync(join(dir, 'jwt-secret')).mode & 0o777, 0o600);

    const second = await serve();
    try {
      assert.equal((await second.backend.ready).purged, 1);
      const user = await fetch(`${second.origin}/auth/v1/user`, {
        headers: { apikey: localAnonKey, Authorization: `Bearer ${session.access_token}` },
      });
      assert.equal(user.status, 200);
      assert.equal((await user.json()).email, admin.email);
    } finally {
      await stop(second);
    }
  });
});
