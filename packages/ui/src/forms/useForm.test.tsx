// The forms are uncontrolled: what a visitor types into the server-rendered page before its script runs
// is there when React hydrates, and is what gets checked and sent. No adoption step is involved.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../primitives/Toast/ToastProvider';
import { ContactForm } from '../sections/Contact/ContactForm';
import { SignInForm } from '../sections/SignIn/SignInForm';
import { useForm } from './useForm';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const wrap = (form: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <ToastProvider>{form}</ToastProvider>
  </I18nProvider>
);

/** Server-renders `element` into the document, lets `typeBefore` type into it, then hydrates it. */
const hydrateAfterTyping = async (element: ReactNode, typeBefore: () => void) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(wrap(element));
  document.body.append(container);
  typeBefore();
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, wrap(element), { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  return container;
};

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

afterEach(() => {
  document.body.replaceChildren();
});

describe('uncontrolled forms', () => {
  it("a quote form whose unit and currency hold their preset reports nothing on mount (a quote link's family is then applied)", async () => {
    const onValuesChange = vi.fn();
    await hydrateAfterTyping(
      <ContactForm onSubmit={vi.fn(async () => undefined)} onValuesChange={onValuesChange} quote />,
      () => undefined,
    );
    expect(onValuesChange).not.toHaveBeenCalled();
  });

  it('a quote form reports a quantity typed before hydration, with the preset unit and currency', async () => {
    const onValuesChange = vi.fn();
    await hydrateAfterTyping(
      <ContactForm onSubmit={vi.fn(async () => undefined)} onValuesChange={onValuesChange} quote />,
      () => {
        input('Quantity').value = '500';
      },
    );
    expect(onValuesChange).toHaveBeenCalledWith(
      expect.objectContaining({ quantity: '500', quantityUnit: 'pieces', priceCurrency: 'EUR' }),
    );
  });

  it('keep what was typed before hydration, report it once, and send it', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onValuesChange = vi.fn();
    await hydrateAfterTyping(<ContactForm onSubmit={onSubmit} onValuesChange={onValuesChange} />, () => {
      input('Name').value = '  Zoë Keller ';
      input('Email').value = 'zoe@example.ch';
      input('Company').value = 'Holzwerk AG';
      input('Message').value = 'Typed before the script ran.';
    });
    expect(input('Name').value).toBe('  Zoë Keller ');
    expect(onValuesChange).toHaveBeenCalledTimes(1);
    expect(onValuesChange).toHaveBeenCalledWith({
      name: '  Zoë Keller ',
      email: 'zoe@example.ch',
      company: 'Holzwerk AG',
      message: 'Typed before the script ran.',
    });
    await act(async () => {
      fireEvent.submit(input('Name').form as HTMLFormElement);
    });
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Zoë Keller',
      email: 'zoe@example.ch',
      company: 'Holzwerk AG',
      message: 'Typed before the script ran.',
    });
    // Sent: the form empties and reports it.
    expect(input('Name').value).toBe('');
    expect(onValuesChange).toHaveBeenLastCalledWith({ name: '', email: '', company: '', message: '' });
  });

  it('check what was typed before hydration with the form’s rules, and focus the first invalid field', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await hydrateAfterTyping(<SignInForm onSubmit={onSubmit} />, () => {
      input('Email').value = 'not an address';
      input('Password').value = 'secret';
    });
    await act(async () => {
      fireEvent.submit(input('Email').form as HTMLFormElement);
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input('Email')).toHaveProperty('value', 'not an address');
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Email'));
    expect(input('Password').value).toBe('secret');
  });

  it('clear and focus the password after a failed sign-in, keeping the e-mail', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('wrong password');
    });
    const container = await hydrateAfterTyping(
      <SignInForm onSubmit={onSubmit} errorMessage="Wrong." />,
      () => {
        input('Email').value = 'staff@example.ch';
        input('Password').value = 'wrong';
      },
    );
    await act(async () => {
      fireEvent.submit(input('Email').form as HTMLFormElement);
    });
    expect(onSubmit).toHaveBeenCalledWith({ email: 'staff@example.ch', password: 'wrong' });
    expect(input('Email').value).toBe('staff@example.ch');
    expect(input('Password').value).toBe('');
    expect(document.activeElement).toBe(input('Password'));
    expect(container.querySelector('form')?.dataset.state).toBe('failure');
  });
});

/** A form of a site's own on the hook (as /admin's video field): one address field, its status region. */
function VideoForm() {
  const form = useForm<'url'>({
    fields: ['url'],
    validate: ({ url }) =>
      url.startsWith('https://') ? {} : { url: { id: 'site.url', message: 'Use https' } },
    send: async () => undefined,
  });
  const { errorMessage, ...url } = form.fieldProps('url');
  return (
    <form {...form.formProps}>
      <input aria-label="Video" aria-invalid={errorMessage ? true : undefined} {...url} />
      <button type="submit">Save</button>
      <p role="status">
        {form.announcement && <span key={form.announcement.key}>{form.announcement.text}</span>}
      </p>
    </form>
  );
}

describe("useForm's announcement (audit 2026-11-29, finding 4)", () => {
  const submitFrom = async (element: HTMLElement) => {
    element.focus();
    await act(async () => {
      fireEvent.submit(element.closest('form') as HTMLFormElement);
    });
  };

  it('says what is wrong when the invalid field already has focus, again on each submit, and stops when typing', async () => {
    render(<VideoForm />);
    const field = screen.getByRole('textbox', { name: 'Video' }) as HTMLInputElement;
    field.value = 'http://example.ch/a.mp4';
    await submitFrom(field);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('This field needs correcting: Use https');
    const first = status.firstElementChild;
    await submitFrom(field);
    expect(status.textContent).toBe('This field needs correcting: Use https');
    expect(status.firstElementChild).not.toBe(first);
    await act(async () => {
      fireEvent.change(field, { target: { value: 'https://example.ch/a.mp4' } });
    });
    expect(status.textContent).toBe('');
  });

  it('says nothing when focus moves to the invalid field (it is read there)', async () => {
    render(<VideoForm />);
    const field = screen.getByRole('textbox', { name: 'Video' }) as HTMLInputElement;
    field.value = 'ftp://x';
    await submitFrom(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
