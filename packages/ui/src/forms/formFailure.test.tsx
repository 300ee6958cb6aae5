// A send's failure is typed (issue 34 §2): what `send` rejects with reaches the form's owner as a
// `FormFailure` — its own when it names a `kind`, `{ kind: 'failed', cause }` for anything else — and the
// failure toast is shown by `useForm` alone, in the words the owner gives for that failure.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../primitives/Toast/ToastProvider';
import { useToast } from '../primitives/Toast/useToast';
import { SignInForm } from '../sections/SignIn/SignInForm';
import { type FormFailure, toFormFailure, type UnknownFailure } from './formFailure';
import { type UseFormOptions, useForm } from './useForm';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('toFormFailure', () => {
  it('keeps a rejection that names its kind, the very object', () => {
    class Refused extends Error {
      constructor(readonly kind: 'offline') {
        super('refused');
      }
    }
    const refused = new Refused('offline');
    expect(toFormFailure(refused)).toBe(refused);
    const plain = { kind: 'timeout' };
    expect(toFormFailure(plain)).toBe(plain);
  });

  it('makes any other rejection a `failed` one, the rejection as its cause', () => {
    const error = new TypeError('Failed to fetch');
    for (const rejection of [error, 'no', undefined, null, { kind: 42 }])
      expect(toFormFailure(rejection)).toEqual({ kind: 'failed', cause: rejection });
  });
});

type Kind = 'offline' | 'rate-limited';

/** A one-field form on `useForm` whose send rejects as the test says, showing what the hook keeps. */
function Probe(
  options: Pick<UseFormOptions<'note', FormFailure<Kind>>, 'send' | 'onSent' | 'onFailed' | 'failureToast'>,
) {
  const form = useForm<'note', FormFailure<Kind>>({
    fields: ['note'],
    optional: ['note'],
    validate: () => ({}),
    ...options,
  });
  return (
    <form {...form.formProps}>
      <input aria-label="Note" name="note" />
      <output aria-label="Failure">{form.failure?.kind ?? ''}</output>
    </form>
  );
}

/** The toasts in the provider's store, as a reader would list them. */
function Toasts() {
  const { toasts } = useToast();
  return (
    <ul aria-label="Toasts">
      {toasts.map((toast) => (
        <li key={toast.id} data-variant={toast.variant} data-open={toast.open}>
          {toast.title}: {toast.description}
        </li>
      ))}
    </ul>
  );
}

/** The probe with a failure toast, whose owner shows its own success toast in `onSent`. */
function WithSuccessToast({ send }: { send: () => Promise<unknown> }) {
  const { toast } = useToast();
  return (
    <Probe
      send={send}
      failureToast={() => ({ title: 'Not sent', description: 'Offline.' })}
      onSent={() => toast({ title: 'Sent', description: 'Thanks.' })}
    />
  );
}

const wrap = (children: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <ToastProvider>
      {children}
      <Toasts />
    </ToastProvider>
  </I18nProvider>
);

const submit = async () => {
  await act(async () => {
    fireEvent.submit(screen.getByLabelText('Note').closest('form') as HTMLFormElement);
  });
};

describe('useForm, a failed send', () => {
  it('hands its own failure, typed, to onFailed and to failureToast, and shows that toast once', async () => {
    const rejected: FormFailure<Kind> = { kind: 'rate-limited' };
    const onFailed = vi.fn();
    const failureToast = vi.fn((failure: FormFailure<Kind> | UnknownFailure) => ({
      title: failure.kind === 'rate-limited' ? 'Too many' : 'Failed',
      description: 'Wait a little.',
    }));
    render(
      wrap(<Probe send={() => Promise.reject(rejected)} onFailed={onFailed} failureToast={failureToast} />),
    );
    await submit();
    expect(onFailed).toHaveBeenCalledWith(rejected, expect.any(HTMLFormElement));
    expect(failureToast).toHaveBeenCalledExactlyOnceWith(rejected);
    const toasts = screen.getAllByRole('listitem');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.textContent).toBe('Too many: Wait a little.');
    expect(toasts[0]?.dataset.variant).toBe('destructive');
  });

  it('hands any other rejection on as `failed`, with the rejection as its cause', async () => {
    const error = new Error('503');
    const onFailed = vi.fn();
    render(wrap(<Probe send={() => Promise.reject(error)} onFailed={onFailed} />));
    await submit();
    expect(onFailed).toHaveBeenCalledWith({ kind: 'failed', cause: error }, expect.any(HTMLFormElement));
    // No failureToast: the form shows none.
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('keeps the failure while the visitor edits, and forgets it when the next send starts', async () => {
    let reject = true;
    render(wrap(<Probe send={() => (reject ? Promise.reject({ kind: 'offline' }) : Promise.resolve())} />));
    await submit();
    expect(screen.getByLabelText('Failure').textContent).toBe('offline');
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'again' } });
    expect(screen.getByLabelText('Failure').textContent).toBe('offline');
    reject = false;
    await submit();
    expect(screen.getByLabelText('Failure').textContent).toBe('');
  });

  it('closes its failure toast when the retry starts, so a successful retry leaves no "not sent" on screen', async () => {
    // Issue 35, second partner trial, finding 2: the toast stayed until its own timeout after the success,
    // and `onSent` has no handle to it.
    let reject = true;
    const onSent = vi.fn();
    render(
      wrap(
        <Probe
          send={() => (reject ? Promise.reject({ kind: 'offline' }) : Promise.resolve())}
          failureToast={() => ({ title: 'Not sent', description: 'Offline.' })}
          onSent={onSent}
        />,
      ),
    );
    await submit();
    expect(screen.getByRole('listitem').dataset.open).toBe('true');
    reject = false;
    await submit();
    expect(onSent).toHaveBeenCalledOnce();
    expect(screen.getByRole('listitem').textContent).toBe('Not sent: Offline.');
    expect(screen.getByRole('listitem').dataset.open).toBe('false');
  });

  it("closes only its own failure toast: a toast shown since (the owner's success toast) stays", async () => {
    let reject = true;
    render(
      wrap(
        <WithSuccessToast send={() => (reject ? Promise.reject({ kind: 'offline' }) : Promise.resolve())} />,
      ),
    );
    await submit();
    reject = false;
    await submit();
    const [shown] = screen.getAllByRole('listitem');
    expect(shown?.textContent).toBe('Sent: Thanks.');
    expect(shown?.dataset.open).toBe('true');
  });

  it('without a ToastProvider, still fails softly: the failure kept, no toast, the console says what is missing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nProvider i18n={i18n}>
        <Probe send={() => Promise.reject({ kind: 'offline' })} failureToast={() => ({ title: 'Failed' })} />
      </I18nProvider>,
    );
    await submit();
    expect(screen.getByLabelText('Failure').textContent).toBe('offline');
    expect(errors).toHaveBeenCalledOnce();
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^\[@brand\/ui\] useForm\(\{ failureToast \}\): no <ToastProvider> above it.*README, §3 Providers/,
    );
  });
});

describe('SignInForm, a refused attempt', () => {
  it('words the typed failure by its kind, and keeps the alert while the visitor corrects', async () => {
    const describeFailure = vi.fn((failure: FormFailure | UnknownFailure) =>
      failure.kind === 'rate-limited' ? 'Too many attempts.' : 'Not available.',
    );
    const refused = Object.assign(new Error('429'), { kind: 'rate-limited' });
    render(
      <I18nProvider i18n={i18n}>
        <SignInForm onSubmit={() => Promise.reject(refused)} describeFailure={describeFailure} />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'staff@example.ch' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
    await act(async () => {
      fireEvent.submit(screen.getByLabelText(/^Email/).closest('form') as HTMLFormElement);
    });
    expect(describeFailure).toHaveBeenLastCalledWith(refused);
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts.');
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret2' } });
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts.');
  });

  it('words a rejection without a kind as `failed`', async () => {
    const describeFailure = vi.fn((failure: FormFailure | UnknownFailure) => `Kind: ${failure.kind}`);
    render(
      <I18nProvider i18n={i18n}>
        <SignInForm onSubmit={() => Promise.reject(new Error('down'))} describeFailure={describeFailure} />
      </I18nProvider>,
    );
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'staff@example.ch' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret' } });
    await act(async () => {
      fireEvent.submit(screen.getByLabelText(/^Email/).closest('form') as HTMLFormElement);
    });
    expect(screen.getByRole('alert').textContent).toBe('Kind: failed');
  });
});
