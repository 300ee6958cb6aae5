import { describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from './configShape';
import { type Auth, SignInError } from './ports/auth';

// The build compiles the configuration in (src/config.ts); here, no services are configured.
vi.stubGlobal('__SITE_CONFIG__', {
  supabase: null,
  emailjs: null,
  enquiryRecipient: null,
  videoHosts: [],
  siteUrl: 'http://localhost:4321',
  indexable: false,
} satisfies SiteConfig);
const { onFirstUse } = await import('./services');

/** An auth adapter whose load the test settles by hand. */
const pending = () => {
  const adapter = {
    subscribe: vi.fn(() => vi.fn()),
    getRole: vi.fn(async () => 'admin' as const),
    signIn: vi.fn(),
    signOut: vi.fn(async () => {}),
  };
  let settle: (outcome: 'load' | 'fail') => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<Auth>((resolve, reject) => {
        settle = (outcome) =>
          outcome === 'load' ? resolve(adapter as unknown as Auth) : reject(new Error('chunk lost'));
      }),
  );
  const port = onFirstUse<Auth>(load, ['getRole', 'signIn', 'signOut'], [null, 'recovered']);
  return { adapter, load, port, settle: (outcome: 'load' | 'fail') => settle(outcome) };
};

describe('onFirstUse', () => {
  it('loads the adapter on the first call only, and passes each call on', async () => {
    const { adapter, load, port, settle } = pending();
    expect(load).not.toHaveBeenCalled();
    const role = port.getRole('u1');
    settle('load');
    await expect(role).resolves.toBe('admin');
    await port.signOut();
    expect(adapter.getRole).toHaveBeenCalledWith('u1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('subscribes once the adapter has come, and not at all when unsubscribed before', async () => {
    const { adapter, port, settle } = pending();
    const listener = vi.fn();
    const early = port.subscribe(listener);
    early();
    const kept = port.subscribe(listener);
    settle('load');
    await vi.waitFor(() => expect(adapter.subscribe).toHaveBeenCalledTimes(1));
    kept();
    expect(adapter.subscribe.mock.results[0]?.value).toHaveBeenCalled();
  });

  it('tells a listener the failure arguments when the adapter cannot load, and tries again on the next call', async () => {
    const { load, port, settle } = pending();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const listener = vi.fn();
    port.subscribe(listener);
    settle('fail');
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith(null, 'recovered'));
    expect(error).toHaveBeenCalled();
    port.getRole('u1').catch(() => {});
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it("rejects a call whose adapter cannot load with the port's own error, when it is given one", async () => {
    const chunk = new Error('Failed to fetch dynamically imported module');
    const port = onFirstUse<Pick<Auth, 'signIn'>>(
      () => Promise.reject(chunk),
      ['signIn'],
      undefined,
      (error) => new SignInError('unavailable', { cause: error }),
    );
    const refused = await port.signIn('a@example.ch', 'secret').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SignInError);
    expect((refused as SignInError).kind).toBe('unavailable');
    expect((refused as SignInError).cause).toBe(chunk);
    // Without one, the load's own error comes through.
    const plain = onFirstUse<Pick<Auth, 'signIn'>>(() => Promise.reject(chunk), ['signIn']);
    await expect(plain.signIn('a@example.ch', 'secret')).rejects.toBe(chunk);
  });
});
