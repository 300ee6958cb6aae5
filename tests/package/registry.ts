/**
 * A real npm registry for the package tests: Verdaccio on a free loopback port, its storage in a temporary
 * folder, no uplink (only what we publish is there; everything else a consumer installs comes from its own
 * registry through a scoped `.npmrc`). One user is created through the registry's own API for the token.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type TestRegistry = { url: string; token: string; stop: () => void };

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export async function startRegistry(): Promise<TestRegistry> {
  const dir = mkdtempSync(join(tmpdir(), 'brand-registry-'));
  writeFileSync(
    join(dir, 'config.yaml'),
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      `  htpasswd: { file: ${join(dir, 'htpasswd')}, max_users: 1 }`,
      'uplinks: {}',
      'packages:',
      "  '@brand/*': { access: $all, publish: $authenticated, unpublish: $authenticated }",
      "  '**': { access: $all }",
      'log: { type: stdout, format: pretty, level: error }',
      // The package test publishes a tarball of a few hundred kilobytes.
      'max_body_size: 20mb',
    ].join('\n'),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child: ChildProcess = spawn(
    join(root, 'node_modules/.bin/verdaccio'),
    ['--config', join(dir, 'config.yaml'), '--listen', `127.0.0.1:${port}`],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_NO_WARNINGS: '1' } },
  );
  const stop = () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let attempt = 0; ; attempt++) {
      if (child.exitCode !== null) throw new Error(`Verdaccio exited with code ${child.exitCode}`);
      const ping = await fetch(`${url}-/ping`).catch(() => undefined);
      if (ping?.ok) break;
      if (attempt > 300) throw new Error('Verdaccio did not answer within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const user = await fetch(`${url}-/user/org.couchdb.user:partner-ci`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'partner-ci', password: 'a-test-registry-only-password' }),
    });
    const { token } = (await user.json()) as { token?: string };
    if (!token) throw new Error(`Verdaccio created no user (${user.status})`);
    return { url, token, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
