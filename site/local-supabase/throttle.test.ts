// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSignInLimits, createThrottle, signInLimits } from './throttle';

const minute = 60_000;

describe('failed sign-ins per address', () => {
  it('refuses after five failures in fifteen minutes, until the oldest leaves the window', () => {
    let time = 0;
    const throttle = createThrottle({ max: 5, windowMs: 15 * minute, now: () => time });
    for (let i = 0; i < 5; i += 1) {
      expect(throttle.waitFor('email:admin@example.com')).toBe(0);
      throttle.reserve('email:admin@example.com');
      time += minute;
    }
    // Five failures at minutes 0–4; now minute 5: the first leaves at minute 15.
    expect(throttle.waitFor('email:admin@example.com')).toBe(10 * minute);
    expect(throttle.waitFor('email:other@example.com')).toBe(0);
    time = 15 * minute + 1;
    expect(throttle.waitFor('email:admin@example.com')).toBe(0);
  });

  it('forgets an address after a successful sign-in', () => {
    const throttle = createThrottle({ max: 2, windowMs: minute, now: () => 0 });
    throttle.reserve('k');
    throttle.reserve('k');
    expect(throttle.waitFor('k')).toBeGreaterThan(0);
    throttle.clear('k');
    expect(throttle.waitFor('k')).toBe(0);
  });

  it('keeps its memory bounded under a flood of addresses', () => {
    const throttle = createThrottle({ max: 1, windowMs: minute, now: () => 0 });
    for (let i = 0; i <= 10_000; i += 1) throttle.reserve(`client:${i}`);
    expect(throttle.waitFor('client:0')).toBe(0);
    expect(throttle.waitFor('client:10000')).toBeGreaterThan(0);
  });

  it('keeps a key at its limit through a flood of 10,001 other keys below it', () => {
    // Dropping the oldest key first, 10,001 made-up accounts flushed a refused one and reopened it.
    let time = 0;
    const throttle = createThrottle({ max: 5, windowMs: 15 * minute, now: () => time });
    for (let i = 0; i < 5; i += 1) throttle.reserve('admin@example.com');
    for (let i = 0; i <= 10_000; i += 1) {
      time += 1;
      throttle.reserve(`junk${i}@example.com`);
    }
    expect(throttle.waitFor('admin@example.com')).toBeGreaterThan(0);
  });

  it('when every key is at its limit, drops the oldest, never the key just counted', () => {
    const throttle = createThrottle({ max: 1, windowMs: minute, now: () => 0 });
    for (let i = 0; i <= 10_000; i += 1) throttle.reserve(`client:${i}`);
    throttle.reserve('client:new');
    expect(throttle.waitFor('client:new')).toBeGreaterThan(0);
    expect(throttle.waitFor('client:1')).toBe(0);
  });
});

describe('a try counted before its password is checked', () => {
  it('counts a try at once, so tries begun together cannot pass the limit', () => {
    const throttle = createThrottle({ max: 5, windowMs: minute, now: () => 0 });
    // Each begins (checks, then counts) before any has been decided, as concurrent requests do.
    const admitted = Array.from({ length: 200 }, () => throttle.waitFor('k') === 0 && throttle.reserve('k'));
    expect(admitted.filter(Boolean)).toHaveLength(5);
  });

  it('takes one try back, once, leaving the others counted', () => {
    const throttle = createThrottle({ max: 2, windowMs: minute, now: () => 0 });
    throttle.reserve('k');
    const takeBack = throttle.reserve('k');
    expect(throttle.waitFor('k')).toBeGreaterThan(0);
    takeBack();
    takeBack();
    expect(throttle.waitFor('k')).toBe(0);
    throttle.reserve('k');
    expect(throttle.waitFor('k')).toBeGreaterThan(0);
  });
});

describe('the sign-in limits', () => {
  const admitted = (attempt: ReturnType<ReturnType<typeof createSignInLimits>['begin']>) =>
    'succeeded' in attempt;

  it("locks an account for the client that guessed, not for its owner's client", () => {
    let time = 0;
    const limits = createSignInLimits(() => time);
    for (let i = 0; i < 5; i += 1)
      expect(admitted(limits.begin('127.0.0.2', 'staff@example.com'))).toBe(true);
    expect(limits.begin('127.0.0.2', 'staff@example.com')).toEqual({ wait: 15 * minute });
    expect(admitted(limits.begin('127.0.0.1', 'staff@example.com'))).toBe(true);
    time = 15 * minute;
    expect(admitted(limits.begin('127.0.0.2', 'staff@example.com'))).toBe(true);
  });

  it('refuses a client trying many accounts after twenty failures', () => {
    const limits = createSignInLimits(() => 0);
    for (let i = 0; i < signInLimits.perClient; i += 1)
      expect(admitted(limits.begin('127.0.0.2', `guess${i}@example.com`))).toBe(true);
    expect(admitted(limits.begin('127.0.0.2', 'staff@example.com'))).toBe(false);
    expect(admitted(limits.begin('127.0.0.1', 'staff@example.com'))).toBe(true);
  });

  it('caps one account across all clients at a hundred failures (guessing from many addresses)', () => {
    const limits = createSignInLimits(() => 0);
    for (let i = 0; i < signInLimits.perAccount; i += 1)
      expect(admitted(limits.begin(`127.0.${Math.floor(i / 5)}.${i % 5}`, 'staff@example.com'))).toBe(true);
    expect(admitted(limits.begin('127.0.99.1', 'staff@example.com'))).toBe(false);
    expect(admitted(limits.begin('127.0.99.1', 'admin@example.com'))).toBe(true);
  });

  it("a success forgets the client's failures on that account and is not counted itself", () => {
    const limits = createSignInLimits(() => 0);
    for (let i = 0; i < 4; i += 1) limits.begin('127.0.0.1', 'staff@example.com');
    const attempt = limits.begin('127.0.0.1', 'staff@example.com');
    if (!('succeeded' in attempt)) throw new Error('the fifth try was refused');
    attempt.succeeded();
    for (let i = 0; i < 5; i += 1)
      expect(admitted(limits.begin('127.0.0.1', 'staff@example.com'))).toBe(true);
    // The client's count across accounts keeps its failures: 4 + 5 = 9, the success not among them.
    for (let i = 0; i < 11; i += 1)
      expect(admitted(limits.begin('127.0.0.1', `other${i}@example.com`))).toBe(true);
    expect(admitted(limits.begin('127.0.0.1', 'another@example.com'))).toBe(false);
  });
});
