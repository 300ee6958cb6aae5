import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../primitives/Toast';
import { ContactForm } from '../sections/Contact/ContactForm';
import { SignInForm } from '../sections/SignIn/SignInForm';

// Lets React flush effects inside act() outside Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const wrap = (form: ReactElement) => (
  <I18nProvider i18n={i18n}>
    <ToastProvider>{form}</ToastProvider>
  </I18nProvider>
);

/** Server-renders the form, types into the page's fields as a visitor would before the app, then hydrates. */
const typeThenHydrate = async (form: ReactElement, typed: Record<string, string>) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(wrap(form));
  document.body.append(container);
  for (const [name, value] of Object.entries(typed)) {
    const field = container.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (!field) throw new Error(`no field ${name}`);
    field.value = value;
  }
  await act(async () => {
    hydrateRoot(container, wrap(form));
  });
  const submit = async () => {
    await act(async () => {
      container.querySelector('form')?.requestSubmit();
    });
  };
  const value = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value;
  return { submit, value };
};

describe('text typed before the form hydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is adopted by the contact form: kept on screen, reported as a change and sent', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const onValuesChange = vi.fn();
    const typed = {
      name: 'Zoë Müller',
      email: 'zoe@example.ch',
      company: 'Bürsten AG',
      message: 'Twenty thousand brushes, please.',
    };
    const form = await typeThenHydrate(
      <ContactForm onSubmit={onSubmit} onValuesChange={onValuesChange} />,
      typed,
    );
    expect(onValuesChange).toHaveBeenCalledWith(typed);
    expect(form.value('message')).toBe(typed.message);
    await form.submit();
    expect(onSubmit).toHaveBeenCalledWith(typed);
  });

  it('adopts only what was typed; untouched fields keep their start values', async () => {
    const onValuesChange = vi.fn();
    const form = await typeThenHydrate(
      <ContactForm onSubmit={async () => undefined} onValuesChange={onValuesChange} />,
      { email: 'zoe@example.ch' },
    );
    expect(onValuesChange).toHaveBeenCalledWith({
      name: '',
      email: 'zoe@example.ch',
      company: '',
      message: '',
    });
    expect(form.value('email')).toBe('zoe@example.ch');
  });

  it('is adopted by the sign-in form (an autofilled password too)', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const form = await typeThenHydrate(<SignInForm onSubmit={onSubmit} />, {
      email: 'admin@example.ch',
      password: 'correct horse battery staple',
    });
    await form.submit();
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'admin@example.ch',
      password: 'correct horse battery staple',
    });
  });

  it('changes nothing when nothing was typed', async () => {
    const onValuesChange = vi.fn();
    await typeThenHydrate(
      <ContactForm onSubmit={async () => undefined} onValuesChange={onValuesChange} />,
      {},
    );
    expect(onValuesChange).not.toHaveBeenCalled();
  });
});
