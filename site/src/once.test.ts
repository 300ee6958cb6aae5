import { describe, expect, it, vi } from 'vitest';
import { once, oncePerKey } from './once';

describe('once', () => {
  it('loads on the first call and shares the promise with every caller', async () => {
    const load = vi.fn(async () => 'catalog');
    const get = once(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = [get(), get()];
    expect(a).toBe(b);
    await expect(a).resolves.toBe('catalog');
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const get = once(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('chunk');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps one load per key', async () => {
    const load = vi.fn(async (locale: string) => `${locale} messages`);
    const get = oncePerKey(load);
    await expect(get('de')).resolves.toBe('de messages');
    await expect(get('fr')).resolves.toBe('fr messages');
    await get('de');
    expect(load.mock.calls).toEqual([['de'], ['fr']]);
  });
});
