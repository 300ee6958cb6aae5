import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SignInForm, type SignInFormProps } from './SignInForm';
import type { SignInValues } from './signInSchema';

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '28rem' }}>
    <Story />
  </div>
);

const incorrect = 'The e-mail address or password is incorrect.';

const email = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[name=email]') as HTMLInputElement;
const password = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[name=password]') as HTMLInputElement;

/** react-aria's pending Button leaves announcements that point at an unmounted button (see ContactForm stories). */
const clearStaleAnnouncements = () => {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) node.remove();
};

const meta = {
  title: 'Sections/SignInForm',
  component: SignInForm,
  decorators: [narrow],
  beforeEach: clearStaleAnnouncements,
  args: { onSubmit: fn(async () => undefined) },
  argTypes: {
    onSubmit: { control: false },
    errorMessage: { control: 'text' },
    defaultEmail: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A staff sign-in form: e-mail and password, both required, no brand copy. Pass ' +
          '`onSubmit(values) => Promise` (resolve when signed in, reject when not): the form validates with ' +
          '`signInSchema`, shows "Signing in…" while it waits and ignores a second submit. After a rejection ' +
          'it keeps the e-mail, clears and focuses the password; the parent chooses what went wrong and passes ' +
          'it as `errorMessage`, shown as an alert above the button. It never knows how signing in works. ' +
          'Use it on a sign-in page or dialog; not for sign-up or password reset, which ask for other fields.',
      },
    },
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest, driven by the controls. */
export const Default: Story = {};

/** The parent's message after a failed attempt, in the theme's danger colours. */
export const WithError: Story = {
  args: { defaultEmail: 'anna.keller@example.ch', errorMessage: incorrect },
};

/** Signing in never finishes: the button is pending, the fields are read-only, nothing is sent twice. */
export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas, canvasElement, globals }) => {
    if (globals.locale !== 'en' && globals.locale !== undefined) return;
    await userEvent.type(email(canvasElement), 'anna.keller@example.ch');
    await userEvent.type(password(canvasElement), 'correct horse');
    const submit = canvas.getByRole('button', { name: 'Sign in' });
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();

    await expect(submit).toHaveAccessibleName('Signing in…');
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(submit).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing in, please wait…');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'sending');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await expect(email(canvasElement)).toHaveAttribute('readonly');
    await expect(password(canvasElement)).toHaveAttribute('readonly');

    // A double click, and Enter in a field, do not sign in again.
    await userEvent.dblClick(submit);
    await userEvent.type(password(canvasElement), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(password(canvasElement)).toHaveValue('correct horse');
  },
};

/** Submitting empty shows both messages and focuses the e-mail; they then follow the typing. */
export const InvalidSubmit: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('novalidate');
    await expect(email(canvasElement)).toHaveAttribute('type', 'email');
    await expect(email(canvasElement)).toHaveAttribute('autocomplete', 'username');
    await expect(password(canvasElement)).toHaveAttribute('type', 'password');
    await expect(password(canvasElement)).toHaveAttribute('autocomplete', 'current-password');
    if (globals.locale !== 'en' && globals.locale !== undefined) return;
    await expect(email(canvasElement)).toHaveAccessibleName('Email');
    await expect(password(canvasElement)).toHaveAccessibleName('Password');

    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
    await waitFor(() => expect(email(canvasElement)).toHaveFocus());
    await expect(email(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(canvasElement)).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(password(canvasElement)).toHaveAccessibleDescription('Please enter your password');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(form).toHaveAttribute('data-state', 'idle');

    // Live from now on.
    await userEvent.type(email(canvasElement), 'anna@example');
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await userEvent.type(email(canvasElement), '.ch');
    await expect(canvas.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await userEvent.type(password(canvasElement), 's');
    await expect(canvas.queryByText('Please enter your password')).not.toBeInTheDocument();
    await userEvent.clear(password(canvasElement));
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
  },
};

/** Like a page would: it says what went wrong after a rejection, and forgets it on the next attempt. */
function SignInWithMessage(args: SignInFormProps) {
  const [errorMessage, setErrorMessage] = useState<string>();
  const submit = async (values: SignInValues) => {
    setErrorMessage(undefined);
    try {
      await args.onSubmit(values);
    } catch (error) {
      setErrorMessage(incorrect);
      throw error;
    }
  };
  return <SignInForm {...args} onSubmit={submit} errorMessage={errorMessage} />;
}

/** A wrong password: the alert shows, the e-mail stays, the password is cleared and focused for the next try. */
export const FailedAttempt: Story = {
  args: {
    defaultEmail: 'anna.keller@example.ch',
    onSubmit: fn(async () => {
      throw new Error('Invalid login credentials');
    }),
  },
  render: (args) => <SignInWithMessage {...args} />,
  play: async ({ args, canvas, canvasElement, globals }) => {
    if (globals.locale !== 'en' && globals.locale !== undefined) return;
    await userEvent.type(password(canvasElement), 'wrong horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(incorrect);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'anna.keller@example.ch',
      password: 'wrong horse',
    });
    await expect(email(canvasElement)).toHaveValue('anna.keller@example.ch');
    await expect(password(canvasElement)).toHaveValue('');
    await waitFor(() => expect(password(canvasElement)).toHaveFocus());
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'failure');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-disabled');

    // The same message after another failure is a new alert, so it is announced again.
    await userEvent.type(password(canvasElement), 'wrong again{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBe(alert));
    await expect(canvas.getByRole('alert')).toHaveTextContent(incorrect);
    await expect(password(canvasElement)).toHaveValue('');
    await waitFor(() => expect(password(canvasElement)).toHaveFocus());
  },
};

/**
 * Signed in (after a short wait, as over a network): called once with the trimmed e-mail, even after a
 * double click, and the values stay.
 */
export const Success: Story = {
  args: { onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ args, canvas, canvasElement, globals }) => {
    if (globals.locale !== 'en' && globals.locale !== undefined) return;
    await userEvent.type(email(canvasElement), '  anna.keller@example.ch ');
    await userEvent.type(password(canvasElement), ' correct horse ');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Sign in' }));
    const form = canvasElement.querySelector('form');
    await waitFor(() => expect(form).toHaveAttribute('data-state', 'success'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'anna.keller@example.ch',
      password: ' correct horse ',
    });
    // (Chromium's e-mail input may drop typed whitespace itself, so compare the trimmed value.)
    await expect(email(canvasElement).value.trim()).toBe('anna.keller@example.ch');
    await expect(password(canvasElement)).toHaveValue(' correct horse ');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** With the note under the button that leads to the privacy notice. */
export const WithPrivacyNote: Story = {
  args: {
    privacyNote: {
      text: 'How we handle your data:',
      link: { label: 'privacy notice', href: '/privacy' },
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'privacy notice' });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(link.closest('form')).toContainElement(canvas.getByRole('button', { name: 'Sign in' }));
  },
};
