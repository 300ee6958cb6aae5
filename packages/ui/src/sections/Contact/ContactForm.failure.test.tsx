// A rejected send (issue 35, partner finding 10): rejecting `onSubmit` is how a site says "not sent" (the
// failure toast, the values kept), so the library writes nothing on the console for it unless the site
// asks (`logFailures`). The library reads no environment (plain.test.ts), so what holds here holds in a
// production build; the package step checks the same in the guide's production Vite app.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../primitives/Toast/ToastProvider';
import { ToastRegion } from '../../primitives/Toast/ToastRegion';
import { ContactForm } from './ContactForm';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const refused = new Error('the mail service answered 503');

/** Fills the form, sends it to an `onSubmit` that rejects, waits for the failure toast; returns console.error. */
const sendRefused = async (logFailures?: boolean) => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const onSubmit = vi.fn(() => Promise.reject(refused));
  const { container } = render(
    <ToastProvider>
      <ContactForm onSubmit={onSubmit} logFailures={logFailures} />
      <ToastRegion />
    </ToastProvider>,
  );
  const values = {
    name: 'Erika Muster',
    email: 'erika@example.de',
    company: 'Muster GmbH',
    message: 'Liefern Sie Saalbesen nach Köln?',
  };
  for (const [name, value] of Object.entries(values))
    fireEvent.change(container.querySelector(`[name="${name}"]`) as HTMLInputElement, { target: { value } });
  fireEvent.submit(container.querySelector('form') as HTMLFormElement);
  await screen.findByText('Failed to send message');
  expect(onSubmit).toHaveBeenCalledOnce();
  expect((container.querySelector('[name="message"]') as HTMLTextAreaElement).value).toBe(values.message);
  return errors;
};

describe('ContactForm, a send that onSubmit rejects', () => {
  it('shows the failure toast, keeps the values and writes nothing on the console', async () => {
    expect(await sendRefused()).not.toHaveBeenCalled();
  });

  it('logs the rejection when the site asks for it (logFailures)', async () => {
    const errors = await sendRefused(true);
    expect(errors).toHaveBeenCalledOnce();
    expect(errors).toHaveBeenCalledWith('[@brand/ui] ContactForm: the message could not be sent.', refused);
  });
});
