// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle';

const minute = 60_000;

describe('failed sign-ins per address', () => {
  it('refuses after five failures in fifteen minutes, until the oldest leaves the window', () => {
    let time = 0;
    const throttle = createThrottle({ max: 5, windowMs: 15 * minute, now: () => time });
    for (let i = 0; i < 5; i += 1) {
      expect(throttle.waitFor('email:admin@example.com')).toBe(0);
      throttle.fail('email:admin@example.com');
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
    throttle.fail('k');
    throttle.fail('k');
    expect(throttle.waitFor('k')).toBeGreaterThan(0);
    throttle.clear('k');
    expect(throttle.waitFor('k')).toBe(0);
  });

  it('keeps its memory bounded under a flood of addresses', () => {
    const throttle = createThrottle({ max: 1, windowMs: minute, now: () => 0 });
    for (let i = 0; i <= 10_000; i += 1) throttle.fail(`client:${i}`);
    expect(throttle.waitFor('client:0')).toBe(0);
    expect(throttle.waitFor('client:10000')).toBeGreaterThan(0);
  });
});
