/**
 * `pnpm test`: every check of the repository, in the order that fails fastest, with a summary.
 * `pnpm test stories visual` runs only the named steps.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteBuilds } from '../tests/e2e/builds.ts';
import { siteBuildCommands } from './site-build.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

type Step = {
  name: string;
  what: string;
  /**
   * Runs beside the steps after it, its output kept in test-results/<name>.log and printed when it ends.
   * Steps beside run one after the other, in their order here, in one background lane: for work that
   * fills what the foreground step leaves of the two cores (the stories step's tabs wait on frames and
   * animations).
   */
  beside?: boolean;
  /**
   * A step before this one that it needs: this one waits for it when it runs beside, and is not run when
   * it failed.
   */
  needs?: string;
  commands: { cmd: string; args: string[]; cwd?: string; env?: Record<string, string> }[];
};

const named = process.argv.slice(2);
/** The steps that serve the site's builds: asked for alone, they get a fresh build first. */
const served = ['e2e', 'a11y'];
/** Steps asked for alone, with the build each needs: the site's for `served`, Storybook's for `visual` and `docs`. */
const wanted = [
  ...(named.some((name) => served.includes(name)) && !named.includes('build') ? ['build'] : []),
  ...(named.some((name) => name === 'visual' || name === 'docs') && !named.includes('storybook')
    ? ['storybook']
    : []),
  ...named,
];
/** Whether this run includes a step (all of them when none is named). */
const runs = (name: string) => !wanted.length || wanted.includes(name);

/** The library's own Lingui configuration: its catalog alone, with `de-CH` beside `de`. */
const uiLinguiConfig = 'packages/ui/lingui.config.ts';

const steps: Step[] = [
  {
    name: 'catalogs',
    what: 'Lingui catalogs are extracted, complete in de/fr/it/es (and the library’s de-CH) and compile',
    commands: [
      // --overwrite: the English catalog is always the code's messages, never a stale edit of them. The
      // library's catalog has a configuration of its own (German for Germany and for Switzerland).
      { cmd: bin('lingui'), args: ['extract', '--overwrite'] },
      { cmd: bin('lingui'), args: ['extract', '--overwrite', '--config', uiLinguiConfig] },
      { cmd: process.execPath, args: ['scripts/catalogs.ts', 'check'] },
      { cmd: bin('lingui'), args: ['compile', '--typescript'] },
      { cmd: bin('lingui'), args: ['compile', '--typescript', '--config', uiLinguiConfig] },
    ],
  },
  {
    name: 'lint',
    what: 'Biome, zero warnings',
    commands: [{ cmd: bin('biome'), args: ['check', '--error-on-warnings', '.'] }],
  },
  { name: 'typecheck', what: 'tsc -b, strict', commands: [{ cmd: bin('tsc'), args: ['-b'] }] },
  {
    name: 'unit',
    what: 'Vitest unit tests',
    // Both cores: Vitest's default leaves one free (79 s → 49 s on a two-core machine). `unit-node`: the
    // tests of Node code, without jsdom.
    commands: [{ cmd: bin('vitest'), args: ['run', '--project', 'unit*', '--maxWorkers=2'] }],
  },
  {
    name: 'db',
    what: 'Supabase migrations on a real Postgres (PGlite): every RLS policy allows and refuses as specified; the local backend',
    // Two files at a time: Node's default leaves one core free (71 s → 53 s on a two-core machine). Beside
    // the stories step, whose tabs leave the cores idle at times (ADRs 0052, 0055); the build follows it in
    // the lane.
    beside: true,
    commands: [{ cmd: process.execPath, args: ['--test', '--test-concurrency=2', 'tests/db/*.test.ts'] }],
  },
  {
    name: 'build',
    what: 'the site built once for every step that serves it: site/dist, and site/dist-services with Supabase and EmailJS configured',
    // Beside the stories step, after db (ADR 0052 addendum). The catalogs step has compiled the messages;
    // when it is not part of this run, the build compiles them, in the foreground: a compiled catalog
    // written under the stories step's Vite server would reload its page.
    beside: runs('catalogs'),
    commands: siteBuilds.flatMap(({ dist, env }) =>
      siteBuildCommands({ compile: !runs('catalogs') }).map((command) => ({
        ...command,
        env: { ...env, SITE_DIST: dist },
      })),
    ),
  },
  {
    name: 'stories',
    what: 'every story rendered in Chromium with its play function and axe; interaction stories in every locale and the partner theme',
    commands: [{ cmd: bin('vitest'), args: ['run', '--project', 'storybook-locales'] }],
  },
  {
    name: 'storybook',
    what: 'the static Storybook the visual step screenshots (storybook-static/)',
    // First in the lane once stories has ended, before package: visual waits for this build only, never
    // for the registry. Not beside the stories step: with db and this build beside it, a loaded machine
    // stalled the language stories' animations in one of seven runs (ADR 0052 addendum).
    beside: true,
    commands: [{ cmd: bin('storybook'), args: ['build', '-o', 'storybook-static', '--quiet'] }],
  },
  // After the build step, which builds the site from the workspace sources alone, as `scripts/serve.sh`
  // does in a fresh clone, before anything has built @brand/ui's dist/. Beside e2e and a11y: half its time
  // is installs and a registry (161 s alone; ADR 0052). Not beside the stories step or the Storybook build:
  // the release compiles @brand/ui's catalogs again, into the sources they load (ADR 0052 addendum).
  {
    name: 'package',
    what: '@brand/ui released to a real registry (Verdaccio), installed by a Vite app and a Next.js partner microsite',
    beside: true,
    commands: [{ cmd: process.execPath, args: ['tests/package/run.ts'] }],
  },
  {
    name: 'e2e',
    what: 'the built site in Chromium: routes in five languages, navigation, detection, Supabase and EmailJS paths',
    needs: 'build',
    commands: [{ cmd: bin('playwright'), args: ['test', '-c', 'tests/e2e/playwright.config.ts'] }],
  },
  {
    name: 'a11y',
    what: 'the built site against WCAG 2.2 AA: axe on every page, keyboard journeys, target sizes, reduced motion',
    needs: 'build',
    commands: [{ cmd: bin('playwright'), args: ['test', '-c', 'tests/a11y/playwright.config.ts'] }],
  },
  {
    name: 'visual',
    what: 'screenshots of every story, two themes, desktop and mobile',
    needs: 'storybook',
    commands: [{ cmd: bin('playwright'), args: ['test', '-c', 'tests/visual/playwright.config.ts'] }],
  },
  {
    name: 'docs',
    what: 'every docs page of the static Storybook in the languages, both themes, 1,200 and 1,920 px: no error, failed play function, 404 or overflow',
    // After visual, on the same Storybook build (ADR 0063).
    needs: 'storybook',
    commands: [{ cmd: bin('playwright'), args: ['test', '-c', 'tests/docs/playwright.config.ts'] }],
  },
];

const unknown = wanted.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length) {
  console.error(`unknown step(s): ${unknown.join(', ')}; steps are: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

type Result = { name: string; ok: boolean; seconds: number };

/** A step's log: its whole output, whose end is printed again above the summary when the step fails. */
const logOf = (name: string) => join(root, 'test-results', `${name}.log`);

/**
 * Runs a step's commands one after the other, their output written to `out` (the step's log) and, for a
 * foreground step (`echo`), to the terminal as it comes; whether all passed.
 */
const runCommands = async (step: Step, out: number, echo: boolean): Promise<boolean> => {
  for (const { cmd, args, cwd, env } of step.commands) {
    const child = spawn(cmd, args, {
      cwd: cwd ?? root,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', echo ? 'pipe' : out, echo ? 'pipe' : out],
    });
    if (echo)
      for (const [stream, terminal] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const)
        stream?.on('data', (chunk: Buffer) => {
          terminal.write(chunk);
          writeSync(out, chunk);
        });
    const code = await new Promise<number | null>((resolve) => {
      child.on('error', () => resolve(null));
      // 'close': the child has exited and its output is all read, so none is written after `out` is
      // closed. A process it left behind holding the pipes (a server) gets 5 s, then the pipes are let go.
      let grace: NodeJS.Timeout | undefined;
      child.on('close', (exitCode) => {
        clearTimeout(grace);
        resolve(exitCode);
      });
      child.on('exit', (exitCode) => {
        grace = setTimeout(() => {
          child.stdout?.destroy();
          child.stderr?.destroy();
          resolve(exitCode);
        }, 5_000);
      });
    });
    if (code !== 0) return false;
  }
  return true;
};

const seconds = (started: number) => Math.round((performance.now() - started) / 1000);

/** A step run beside the foreground ones: its log, and its result once it has ended. */
type Beside = { step: Step; log: string; result?: Result; ended: Promise<void> };

/** The background lane: the steps beside run in it one after the other. */
let lane: Promise<void> = Promise.resolve();

/**
 * Queues a step in the background lane. Its output goes to a file, printed between two foreground steps
 * once it has ended (not into the middle of another step's output).
 */
const startBeside = (step: Step): Beside => {
  const log = logOf(step.name);
  console.info(`\n━━ ${step.name}, beside the next steps (its output follows once it ends): ${step.what}`);
  const beside: Beside = { step, log, ended: Promise.resolve() };
  beside.ended = lane.then(async () => {
    const started = performance.now();
    let ok = false;
    try {
      const out = openSync(log, 'w');
      ok = await runCommands(step, out, false).finally(() => closeSync(out));
    } catch (error) {
      // A step that could not even start fails like any other, and the lane goes on.
      writeFileSync(log, `${(error as Error).stack ?? error}\n`, { flag: 'a' });
    }
    beside.result = { name: step.name, ok, seconds: seconds(started) };
  });
  lane = beside.ended;
  return beside;
};

/** How many lines of a failed step's log are repeated above the summary. */
const failedTail = 25;
mkdirSync(join(root, 'test-results'), { recursive: true });
const runStarted = performance.now();
const results: Result[] = [];
/** Steps beside the foreground ones whose output has not been printed yet. */
const pending: Beside[] = [];

/** Prints the output of each step beside that has ended, and counts its result. */
const collectEnded = () => {
  for (const { step, log, result } of pending.filter((beside) => beside.result)) {
    pending.splice(
      pending.findIndex((beside) => beside.step === step),
      1,
    );
    console.info(`\n━━ ${step.name}, run beside the steps above (${log}):`);
    process.stdout.write(readFileSync(log, 'utf8'));
    if (result) results.push(result);
  }
};

for (const step of steps.filter((s) => runs(s.name))) {
  if (step.beside) {
    pending.push(startBeside(step));
    continue;
  }
  const needed = pending.find((beside) => beside.step.name === step.needs);
  if (needed && !needed.result) {
    console.info(`\n━━ ${step.name} waits for ${needed.step.name}, beside`);
    await needed.ended;
  }
  collectEnded();
  console.info(`\n━━ ${step.name}: ${step.what}`);
  const neededFailed = results.some((result) => result.name === step.needs && !result.ok);
  const started = performance.now();
  const out = openSync(logOf(step.name), 'w');
  if (neededFailed) {
    console.info(`not run: ${step.needs} failed`);
    writeSync(out, `not run: ${step.needs} failed\n`);
  }
  const ok = !neededFailed && (await runCommands(step, out, true));
  closeSync(out);
  results.push({ name: step.name, ok, seconds: seconds(started) });
  collectEnded();
}
await Promise.all(pending.map((beside) => beside.ended));
collectEnded();
const position = (result: Result) => steps.findIndex((step) => step.name === result.name);
results.sort((a, b) => position(a) - position(b));

// A failed step's last lines again, just above the summary: where a CI log shows only its end, they still
// name the test that failed (Playwright's list reporter ends with the failed tests' titles).
for (const { name } of results.filter((r) => !r.ok)) {
  const lines = readFileSync(logOf(name), 'utf8').trimEnd().split('\n');
  console.info(`\n━━ ${name} failed; the end of test-results/${name}.log:`);
  console.info(lines.slice(-failedTail).join('\n'));
}

console.info('\n━━ summary');
for (const { name, ok, seconds } of results)
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(10)} ${seconds}s`);
const failed = results.filter((r) => !r.ok).length;
console.info(`steps: ${results.length - failed} passed, ${failed} failed, in ${seconds(runStarted)}s`);
process.exit(failed ? 1 : 0);
