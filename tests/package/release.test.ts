/**
 * `pnpm release` keeps its secrets (issue 23, ADR 0041): it runs again against the registry run.ts started
 * (where the first release published this version), on each way out — nothing to publish, a failed
 * publish, a failed check, a signal — each time with its own temporary folder (`TMPDIR`), which must be
 * empty afterwards. It publishes only to the package's own registry (or one on this machine) and names where
 * npm really publishes; the token reaches npm's calls to the registry, never the commands that build and
 * check the package (issue 32, ADR 0058).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { pnpmCommand } from '../../scripts/pnpm.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const registry = process.env.BRAND_TEST_REGISTRY ?? '';
const token = process.env.BRAND_TEST_REGISTRY_TOKEN ?? '';
assert.ok(registry && token, 'run.ts names the test registry and its token');
const work = mkdtempSync(join(tmpdir(), 'brand-release-test-'));
after(() => rmSync(work, { recursive: true, force: true }));

type Run = { status: number | null; signal: NodeJS.Signals | null; output: string; leftBehind: string[] };

/**
 * Runs `node scripts/release.ts` with its own `TMPDIR`; `until` sends `signal` once the output contains
 * it. Resolves with what it printed and what it left in its `TMPDIR`.
 */
const release = (
  args: string[],
  env: NodeJS.ProcessEnv,
  interrupt?: { until: string; signal: NodeJS.Signals },
): Promise<Run> => {
  const tmp = mkdtempSync(join(work, 'tmp-'));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/release.ts', ...args], {
      cwd: root,
      env: { ...process.env, TMPDIR: tmp, BRAND_REGISTRY_TOKEN: token, ...env },
    });
    let output = '';
    let sent = false;
    const read = (chunk: Buffer) => {
      output += chunk;
      if (interrupt && !sent && output.includes(interrupt.until)) {
        sent = true;
        child.kill(interrupt.signal);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('close', (status, signal) => resolve({ status, signal, output, leftBehind: readdirSync(tmp) }));
  });
};

test('the second release of a published version publishes nothing and leaves nothing behind', async () => {
  const run = await release([], { BRAND_REGISTRY: registry });
  assert.equal(run.status, 0, run.output);
  assert.match(run.output, /is already on http:\/\/127\.0\.0\.1:\d+\/; nothing to publish/);
  assert.deepEqual(run.leftBehind, []);
  assert.doesNotMatch(run.output, new RegExp(token), 'the token is never printed');
});

test('a scope registry in an .npmrc cannot redirect the publish; the log names the real target', async () => {
  const npmrc = join(work, 'public-scope.npmrc');
  writeFileSync(npmrc, '@brand:registry=https://registry.npmjs.org/\n');
  const run = await release([], { BRAND_REGISTRY: registry, NPM_CONFIG_USERCONFIG: npmrc });
  assert.equal(run.status, 0, run.output);
  assert.ok(
    run.output.includes(`npm publishes @brand packages to ${registry} (its effective registry for @brand)`),
    run.output,
  );
  assert.deepEqual(run.leftBehind, []);
});

test('a failed publish stops the release and leaves nothing behind', async () => {
  // A path this registry does not serve: the version is not found there, and the publish is refused.
  const run = await release(['--no-build'], { BRAND_REGISTRY: `${registry}no-such-registry/` });
  assert.equal(run.status, 1, run.output);
  assert.match(run.output, /✗ release: publishing @brand\/ui@[\d.]+ to .*no-such-registry\/ failed/);
  assert.deepEqual(run.leftBehind, []);
});

test('a failed check stops the release and leaves nothing behind', async () => {
  // The package's types, missing from its build: publint refuses the tarball.
  const types = join(root, 'packages/ui/dist/contract.d.ts');
  renameSync(types, `${types}.away`);
  try {
    const run = await release(['--check', '--no-build'], {});
    assert.equal(run.status, 1, run.output);
    assert.match(run.output, /✗ release: publint \(strict\) failed/);
    assert.deepEqual(run.leftBehind, []);
  } finally {
    renameSync(`${types}.away`, types);
  }
});

for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGINT', 130],
] as const)
  test(`a ${signal} during the checks stops the release and leaves nothing behind`, async () => {
    const run = await release(['--check', '--no-build'], {}, { until: '› publint', signal });
    assert.equal(run.status, code, run.output);
    assert.match(run.output, new RegExp(`stopped by ${signal}`));
    assert.deepEqual(run.leftBehind, []);
  });

test('any registry but the package’s own is refused before anything runs, naming both', async () => {
  for (const address of [
    'https://registry.npmjs.org./',
    'https://REGISTRY.npmjs.org/',
    'https://registry.npmjs.cf/',
    'https://mirrors.cloud.tencent.com/npm/',
    'https://104.16.0.35/',
  ]) {
    const run = await release([], { BRAND_REGISTRY: address });
    assert.equal(run.status, 1, run.output);
    assert.match(
      run.output,
      /✗ release: BRAND_REGISTRY is \S+, not the registry of packages\/ui\/package\.json \(publishConfig\.registry: https:\/\/npm\.brand\.example\/\)/,
    );
    assert.doesNotMatch(run.output, /› /, 'nothing ran');
    assert.deepEqual(run.leftBehind, []);
  }
});

test('the token reaches npm’s calls to the registry, never pnpm, publint or are-the-types-wrong', async () => {
  // Every Node process the release starts records its command and whether its environment holds the
  // token, in any variable: a module preloaded through NODE_OPTIONS, and pnpm (a native binary, which does
  // not read NODE_OPTIONS) reached through a Node wrapper that npm_execpath names.
  const log = join(work, 'children.jsonl');
  const recorder = join(work, 'record-env.mjs');
  writeFileSync(
    recorder,
    `import { appendFileSync } from 'node:fs';
appendFileSync(${JSON.stringify(log)}, JSON.stringify({
  command: process.argv.slice(1, 3).join(' '),
  token: Object.values(process.env).some((value) => value?.includes(${JSON.stringify(token)})),
}) + '\\n');
`,
  );
  const realPnpm = pnpmCommand();
  const wrapper = join(work, 'pnpm-wrapper.mjs');
  writeFileSync(
    wrapper,
    `import { spawnSync } from 'node:child_process';
const [cmd, ...args] = ${JSON.stringify(realPnpm)};
process.exit(spawnSync(cmd, [...args, ...process.argv.slice(2)], { stdio: 'inherit' }).status ?? 1);
`,
  );
  // The failed publish: pack, publint, are-the-types-wrong and `npm publish` all run. The token is in
  // BRAND_REGISTRY_TOKEN alone (not also in this test's own variable for it).
  const run = await release(['--no-build'], {
    BRAND_TEST_REGISTRY_TOKEN: undefined,
    BRAND_REGISTRY: `${registry}no-such-registry/`,
    NODE_OPTIONS: `--import=${recorder}`,
    npm_execpath: wrapper,
  });
  assert.equal(run.status, 1, run.output);
  const children = readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { command: string; token: boolean })
    .filter(({ command }) => !command.includes('scripts/release.ts'));
  const find = (pattern: RegExp) => children.filter(({ command }) => pattern.test(command));
  const tools = [...find(/pnpm-wrapper/), ...find(/publint/), ...find(/arethetypeswrong|attw/)];
  assert.equal(tools.length, 3, JSON.stringify(children));
  for (const tool of tools) assert.equal(tool.token, false, `${tool.command} received the token`);
  const npm = find(/\bnpm(-cli\.js)? (config|view|publish)$/);
  assert.ok(
    npm.some(({ command }) => command.endsWith(' publish')),
    JSON.stringify(children),
  );
  assert.ok(
    npm.every(({ token }) => token),
    'npm receives the token (and the recorder sees it)',
  );
});
