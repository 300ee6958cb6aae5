/**
 * A load that runs once: the first call starts it and every caller shares its promise. A failed load is
 * forgotten (offline, a chunk that could not be fetched), so the next call tries again.
 */
export const once = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
};

/** `once` per key: one load per language, per page, per project. */
export const oncePerKey = <K, T>(load: (key: K) => Promise<T>): ((key: K) => Promise<T>) => {
  const loads = new Map<K, () => Promise<T>>();
  return (key) => {
    let keyed = loads.get(key);
    if (!keyed) {
      keyed = once(() => load(key));
      loads.set(key, keyed);
    }
    return keyed();
  };
};
