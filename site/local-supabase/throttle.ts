/**
 * Failed sign-ins, counted per key in a sliding window: once a key has `max` failures within `windowMs`,
 * it is refused until the oldest of them leaves the window. A try is counted when it starts, before any
 * await, as a failure not yet decided (`reserve`), and taken back if it succeeds: N tries sent at once can
 * never pass a limit of `max`, however long the password check takes. In memory only; a restart forgets
 * them. `createSignInLimits` puts the auth server's three together (docs/adr/0057).
 */
export type Throttle = {
  /** Milliseconds until `key` may try again; 0 when it may now. */
  waitFor: (key: string) => number;
  /** Counts a try of `key` as a failure now; the function returned takes this one try back. */
  reserve: (key: string) => () => void;
  /** Forgets `key`'s failures (after a successful sign-in). */
  clear: (key: string) => void;
};

/**
 * Keys kept at most: beyond it one is dropped (memory stays bounded under a flood) — the oldest whose
 * failures have left the window or are below the limit, and only when every key is at its limit the
 * oldest of all. A flood of 10,001 made-up keys then cannot flush a key that is being refused.
 */
const maxKeys = 10_000;

/** A sliding window: at most `max` within `windowMs`, read on `now` (a fixed clock in tests). */
export type SlidingWindow = { max: number; windowMs: number; now?: () => number };

export const createThrottle = ({ max, windowMs, now = Date.now }: SlidingWindow): Throttle => {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length) failures.set(key, times);
    else failures.delete(key);
    return times;
  };
  /** Drops one key other than `kept`: the oldest below the limit, else the oldest (all are at it). */
  const evict = (kept: string) => {
    const since = now() - windowMs;
    let oldest: string | undefined;
    for (const [key, times] of failures) {
      if (key === kept) continue;
      oldest ??= key;
      let inWindow = 0;
      for (const time of times) if (time > since) inWindow += 1;
      if (inWindow < max) {
        failures.delete(key);
        return;
      }
    }
    if (oldest !== undefined) failures.delete(oldest);
  };
  return {
    waitFor: (key) => {
      const times = recent(key);
      return times.length < max ? 0 : Math.max(1, (times[times.length - max] ?? 0) + windowMs - now());
    },
    reserve: (key) => {
      const time = now();
      const times = recent(key);
      failures.delete(key);
      failures.set(key, [...times, time]);
      if (failures.size > maxKeys) evict(key);
      let taken = false;
      return () => {
        if (taken) return;
        taken = true;
        // Equal times are interchangeable: removing any one of them takes this try back.
        const kept = failures.get(key);
        const at = kept?.lastIndexOf(time) ?? -1;
        if (kept && at >= 0) kept.splice(at, 1);
        if (kept && !kept.length) failures.delete(key);
      };
    },
    clear: (key) => {
      failures.delete(key);
    },
  };
};

/** The auth server's limits on failed sign-ins, all within 15 minutes. */
export const signInLimits = {
  /** One client guessing one account's password. */
  perClientAndAccount: 5,
  /** One client trying many accounts. */
  perClient: 20,
  /** Every client together on one account: guessing spread over many addresses (127.x.y.z are many). */
  perAccount: 100,
  windowMs: 15 * 60_000,
} as const;

/** A sign-in's place in the limits: refused (wait so long), or let in with its try counted. */
export type SignInTry =
  | { wait: number }
  | {
      /** The password was right: this client's failures on the account are forgotten, the try taken back. */
      succeeded: () => void;
    };

/**
 * The three sign-in limits: per client and account (5), so a stranger's wrong tries lock only their own
 * client out of the account, never its owner at theirs; per client (20), so one client cannot spray many
 * accounts; per account across all clients (100), a generous cap against guessing from many addresses —
 * reachable by a stranger only from 20 addresses at once, and then it does lock the owner out too.
 */
export const createSignInLimits = (now: () => number = Date.now) => {
  const { windowMs } = signInLimits;
  const pairs = createThrottle({ max: signInLimits.perClientAndAccount, windowMs, now });
  const clients = createThrottle({ max: signInLimits.perClient, windowMs, now });
  const accounts = createThrottle({ max: signInLimits.perAccount, windowMs, now });
  return {
    /**
     * Checks and counts a try of `email` from `client` in one synchronous step: call it before the first
     * await, so tries arriving together are each counted before the next is checked.
     */
    begin: (client: string, email: string): SignInTry => {
      const keys = { pair: `${client} ${email}`, client, account: email };
      const wait = Math.max(
        pairs.waitFor(keys.pair),
        clients.waitFor(keys.client),
        accounts.waitFor(keys.account),
      );
      if (wait > 0) return { wait };
      const taken = [pairs.reserve(keys.pair), clients.reserve(keys.client), accounts.reserve(keys.account)];
      return {
        succeeded: () => {
          for (const takeBack of taken) takeBack();
          pairs.clear(keys.pair);
        },
      };
    },
  };
};

export type SignInLimits = ReturnType<typeof createSignInLimits>;
