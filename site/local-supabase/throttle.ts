/**
 * Failed sign-ins, counted per key in a sliding window: once a key has `max` failures within `windowMs`,
 * it is refused until the oldest of them leaves the window. The auth server keeps two: per e-mail address
 * (5 in 15 minutes: guessing one account's password) and per client address (20 in 15 minutes: trying many
 * accounts). In memory only; a restart forgets them.
 */
export type Throttle = {
  /** Milliseconds until `key` may try again; 0 when it may now. */
  waitFor: (key: string) => number;
  /** Counts a failure of `key`. */
  fail: (key: string) => void;
  /** Forgets `key`'s failures (after a successful sign-in). */
  clear: (key: string) => void;
};

/** Keys kept at most: beyond it the oldest are dropped (memory stays bounded under a flood). */
const maxKeys = 10_000;

export const createThrottle = ({
  max,
  windowMs,
  now = Date.now,
}: {
  max: number;
  windowMs: number;
  now?: () => number;
}): Throttle => {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > since);
    if (times.length) failures.set(key, times);
    else failures.delete(key);
    return times;
  };
  return {
    waitFor: (key) => {
      const times = recent(key);
      return times.length < max ? 0 : Math.max(1, (times[times.length - max] ?? 0) + windowMs - now());
    },
    fail: (key) => {
      const times = recent(key);
      failures.delete(key);
      failures.set(key, [...times, now()]);
      if (failures.size > maxKeys) failures.delete(failures.keys().next().value as string);
    },
    clear: (key) => {
      failures.delete(key);
    },
  };
};
