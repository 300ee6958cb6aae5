/**
 * Enquiries per client, counted in front of the database (docs/adr/0056): the database sees every request
 * as the same `anon` and cannot tell one client from another; the server that holds the connection can.
 * Each call of a client counts, refused ones too, so a client that keeps flooding stays refused until it
 * has sent fewer than `max` within `windowMs`; other clients are not touched. In memory only (a restart
 * forgets), bounded in keys and in times kept per key.
 */
import type { IncomingMessage } from 'node:http';
import type { SlidingWindow } from './throttle.ts';

export type ClientLimit = {
  /** Counts a call of `key`; answers 0 when it may go on, else the milliseconds until it may. */
  take: (key: string) => number;
};

/** Enquiries one client may send within ten minutes: a buyer sends one; an office behind one address a few. */
export const submitsPerClient = { max: 20, windowMs: 10 * 60_000 } as const;

/** Clients kept at most: beyond it the oldest are dropped (memory stays bounded under a flood of addresses). */
const maxKeys = 10_000;

export const createClientLimit = ({ max, windowMs, now = Date.now }: SlidingWindow): ClientLimit => {
  const calls = new Map<string, number[]>();
  return {
    take: (key) => {
      const at = now();
      const recent = (calls.get(key) ?? []).filter((time) => time > at - windowMs);
      // The `max` latest calls are all that decide; older ones are not kept.
      const kept = [...recent, at].slice(-max);
      calls.delete(key);
      calls.set(key, kept);
      if (calls.size > maxKeys) calls.delete(calls.keys().next().value as string);
      return recent.length < max ? 0 : Math.max(1, (kept[0] ?? at) + windowMs - at);
    },
  };
};

/**
 * Who the client is, as the connection says (never a header the client writes, such as X-Forwarded-For):
 * an IPv4 address, also when it arrives as an IPv4-mapped IPv6 one; for IPv6 its /64 network, which a
 * single household or host is commonly given whole.
 */
export const clientOf = (req: IncomingMessage): string => {
  const address = (req.socket.remoteAddress ?? 'unknown').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
};
