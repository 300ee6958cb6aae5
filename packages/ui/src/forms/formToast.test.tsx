// A form without a ToastProvider (issue 35, partner trial finding 5): `ContactForm` used to throw during
// render, which unmounts the whole React root (a blank page). It now degrades as a missing Lingui provider
// does: it renders, validates and sends, shows no toast, and says once on the console which component misses
// which provider and where the guide says what to do.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../sections/Contact/ContactForm';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const values = {
  name: 'Erika Muster',
  email: 'erika@example.de',
  company: 'Muster GmbH',
  message: 'Liefern Sie Saalbesen nach Köln?',
};

/** Renders the form with no provider at all, beside a heading that stands for the rest of the page. */
const renderAlone = (onSubmit: () => Promise<void>) => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const { container } = render(
    <main>
      <h1>Kontakt</h1>
      <ContactForm onSubmit={onSubmit} />
    </main>,
  );
  const field = (name: string) =>
    container.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;
  const submit = () =>
    act(async () => {
      fireEvent.submit(container.querySelector('form') as HTMLFormElement);
    });
  const fill = () => {
    for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } });
  };
  return { errors, field, submit, fill };
};

describe('ContactForm without a ToastProvider', () => {
  it('renders with the page around it and names the missing provider and the guide section, once', () => {
    const { errors } = renderAlone(() => Promise.resolve());
    expect(screen.getByRole('heading', { name: 'Kontakt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
    expect(errors).toHaveBeenCalledOnce();
    const [message] = errors.mock.calls[0] ?? [];
    expect(message).toMatch(/^\[@brand\/ui\] ContactForm: no <ToastProvider> above it/);
    expect(message).toMatch(/@brand\/ui README, §3 Providers/);
  });

  it('still validates, and sends valid values: the sent form is emptied, no toast', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { field, submit, fill } = renderAlone(onSubmit);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('name').getAttribute('aria-invalid')).toBe('true');
    fill();
    await submit();
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(field('message').value).toBe('');
    expect(screen.queryByRole('status', { name: /sent/i })).toBeNull();
    expect(screen.queryByText('Message sent successfully!')).toBeNull();
  });

  it('keeps the values when the send fails, with no toast and no second console line', async () => {
    const { errors, field, submit, fill } = renderAlone(() => Promise.reject(new Error('503')));
    fill();
    await submit();
    expect(field('message').value).toBe(values.message);
    expect(screen.queryByText('Failed to send message')).toBeNull();
    expect(errors).toHaveBeenCalledOnce();
  });
});
