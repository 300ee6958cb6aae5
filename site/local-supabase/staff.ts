/**
 * `pnpm staff:add EMAIL [--admin]`, `pnpm staff:list`, `pnpm staff:remove EMAIL`: the local backend's staff
 * accounts. The password is read from standard input — typed twice, unseen, at a terminal; the first line
 * when piped (`printf '%s\n' "$PASSWORD" | pnpm staff:add …`) — never from the command line, where the
 * shell history and the process list would keep it. It is hashed here (scrypt), so only the hash reaches
 * the database: through the running `pnpm dev` / `pnpm start` (control socket) or, with none running,
 * by opening the data folder directly. Exit code 0 on success, 1 on a refusal, 2 on a usage error.
 */
import { stderr, stdin, stdout } from 'node:process';
import * as v from 'valibot';
import { accountEmail, type StaffAccount } from './accounts.ts';
import { askRunningBackend, type ControlAnswer, type ControlRequest, perform } from './control.ts';
import { openDatabase } from './database.ts';
import {
  acquireLock,
  DataDirBusyError,
  dataDirFrom,
  dataPaths,
  ensureDataDir,
  lockHolder,
} from './dataDir.ts';
import { hashPassword, passwordLimits, passwordProblem, personalWords } from './passwords.ts';

const usage = `Usage:
  pnpm staff:add EMAIL [--admin]   add a staff account (--admin: may open /admin); the password is read from standard input
  pnpm staff:list                  list the staff accounts
  pnpm staff:remove EMAIL          remove a staff account
The accounts live in the local backend's folder (${dataDirFrom()}; LOCAL_SUPABASE_DIR moves it).`;

class UsageError extends Error {}

/** Reads a line at a terminal without showing it. */
const readHidden = (prompt: string): Promise<string> =>
  new Promise((resolve, reject) => {
    stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    let value = '';
    const finish = () => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          return resolve(value);
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          return reject(new UsageError('Cancelled.'));
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    stdin.on('data', onData);
  });

/** Everything piped in, up to the first line break (one trailing CR LF or LF is not part of it). */
const readPiped = async (): Promise<string> => {
  let text = '';
  for await (const chunk of stdin) {
    text += chunk;
    if (text.length > 64 * 1024) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
};

/**
 * The new password, from standard input, if `passwordProblem` finds none in it (else a refusal saying why;
 * at a terminal, before it is asked for again).
 */
const readPassword = async (email: string): Promise<string> => {
  const { min, max } = passwordLimits;
  const personal = personalWords(email);
  const check = async (password: string) => {
    const problem = await passwordProblem(password, personal.all, personal.strong);
    if (problem) throw new UsageError(`${problem}; nothing was changed.`);
    return password;
  };
  if (!stdin.isTTY) {
    const password = await readPiped();
    if (!password)
      throw new UsageError('No password on standard input (pipe it in, or run this at a terminal).');
    return check(password);
  }
  const password = await check(await readHidden(`Password for ${email} (${min} to ${max} characters): `));
  if ((await readHidden('The same password again: ')) !== password)
    throw new UsageError('The two passwords differ; nothing was changed.');
  return password;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Carries out a request through a running backend, or on the folder itself when none runs. */
const run = async (request: ControlRequest): Promise<ControlAnswer> => {
  const paths = dataPaths(dataDirFrom());
  for (let waited = 0; ; waited += 500) {
    const answer = await askRunningBackend(paths.socket, request);
    if (answer) return answer;
    ensureDataDir(paths.dir);
    let release: () => void;
    try {
      release = acquireLock(paths.lock);
    } catch (error) {
      // A backend is starting (its database opens before it listens): wait for it, at most two minutes.
      if (error instanceof DataDirBusyError && lockHolder(paths.lock) !== null && waited < 120_000) {
        if (waited === 0) stderr.write('Waiting for the starting local backend…\n');
        await wait(500);
        continue;
      }
      throw error;
    }
    try {
      const { db } = await openDatabase(paths.database);
      try {
        return await perform(db, request);
      } finally {
        await db.close();
      }
    } finally {
      release();
    }
  }
};

const table = (accounts: StaffAccount[]) => {
  if (!accounts.length)
    return 'No staff account yet. Add the first with: pnpm staff:add you@example.com --admin';
  const rows = [
    ['e-mail', 'role', 'created', 'last sign-in'],
    ...accounts.map((a) => [a.email, a.role, a.created_at, a.last_sign_in_at ?? '—']),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
};

const main = async (args: string[]): Promise<number> => {
  const [command, ...rest] = args;
  const flags = rest.filter((arg) => arg.startsWith('-'));
  const positional = rest.filter((arg) => !arg.startsWith('-'));
  const email = () => {
    if (positional.length !== 1)
      throw new UsageError(
        positional.length > 1
          ? 'Give only the e-mail address: the password is read from standard input, never from the command line.'
          : 'Which e-mail address?',
      );
    const parsed = v.safeParse(accountEmail, positional[0]);
    if (!parsed.success) throw new UsageError(`The e-mail address ${parsed.issues[0].message}.`);
    return parsed.output;
  };
  let answer: ControlAnswer;
  if (command === 'add') {
    if (flags.some((flag) => flag !== '--admin')) throw new UsageError(`Unknown option ${flags.join(' ')}.`);
    const address = email();
    const password = await readPassword(address);
    answer = await run({
      op: 'add',
      email: address,
      passwordHash: await hashPassword(password),
      admin: flags.includes('--admin'),
    });
    if (answer.ok) {
      const [account] = answer.accounts;
      stdout.write(
        `Added ${account?.role === 'admin' ? 'admin' : 'staff'} account ${account?.email}. Sign in at /login of \`pnpm dev\` or \`pnpm start\`.\n`,
      );
    }
  } else if (command === 'remove') {
    if (flags.length) throw new UsageError(`Unknown option ${flags.join(' ')}.`);
    const address = email();
    answer = await run({ op: 'remove', email: address });
    if (answer.ok) stdout.write(`Removed the account ${address}; its sessions have ended.\n`);
  } else if (command === 'list') {
    if (rest.length) throw new UsageError('staff:list takes no arguments.');
    answer = await run({ op: 'list' });
    if (answer.ok) stdout.write(`${table(answer.accounts)}\n`);
  } else throw new UsageError(command ? `Unknown command ${command}.` : 'Which command?');
  if (!answer.ok) stderr.write(`${answer.error}\n`);
  return answer.ok ? 0 : 1;
};

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      stderr.write(`${error.message}\n\n${usage}\n`);
      process.exit(2);
    }
    stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
