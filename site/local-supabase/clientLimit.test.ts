import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientOf, createClientLimit } from './clientLimit';

const minute = 60_000;

describe('createClientLimit', () => {
  it('lets `max` calls through within the window, refuses the next until the oldest leaves it', () => {
    let time = 0;
    const limit = createClientLimit({ max: 3, windowMs: 10 * minute, now: () => time });
    for (let i = 0; i < 3; i += 1) {
      expect(limit.take('a')).toBe(0);
      time += minute;
    }
    expect(limit.take('a')).toBe(8 * minute);
    expect(limit.take('b')).toBe(0);
  });

  it('counts refused calls too: a client that keeps calling stays refused', () => {
    let time = 0;
    const limit = createClientLimit({ max: 2, windowMs: 10 * minute, now: () => time });
    limit.take('a');
    limit.take('a');
    for (let i = 0; i < 12; i += 1) {
      time += minute;
      expect(limit.take('a')).toBeGreaterThan(0);
    }
    // Quiet for a whole window: it may call again.
    time += 10 * minute + 1;
    expect(limit.take('a')).toBe(0);
  });

  it('keeps at most 10,000 clients (the oldest go first)', () => {
    const limit = createClientLimit({ max: 1, windowMs: minute, now: () => 0 });
    for (let i = 0; i <= 10_000; i += 1) limit.take(`client ${i}`);
    expect(limit.take('client 0')).toBe(0);
    expect(limit.take('client 10000')).toBeGreaterThan(0);
  });
});

describe('clientOf', () => {
  const from = (remoteAddress: string | undefined) =>
    clientOf({
      socket: { remoteAddress },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    } as unknown as IncomingMessage);

  it('is the connection address, never a header; IPv4 also when mapped into IPv6', () => {
    expect(from('127.0.0.2')).toBe('127.0.0.2');
    expect(from('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(from(undefined)).toBe('unknown');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    expect(from('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(from('2001:0DB8:0000:0012:ffff:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(from('::1')).toBe('0:0:0:0::/64');
  });
});
