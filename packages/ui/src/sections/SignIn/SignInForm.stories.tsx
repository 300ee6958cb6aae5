import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { asText, say } from '../../stories/messages';
import { additionsDuring, formStatus, t } from '../../stories/play';
import { privacyNoteSample } from '../../stories/sample/contact';
import { formMessages } from '../../stories/sample/forms';
import { stateMessages } from '../../stories/sample/states';
import { sampleRender, sampleStory } from '../../stories/sectionStory';
import { StatePanel, StatePanels, Submitted } from '../../stories/states';
import { type Sample, sourceSample, useSample } from '../../stories/useSample';
import { SignInForm, type SignInFormProps } from './SignInForm';
import { signInLimits } from './signInSchema';

/** One form, at most 28rem wide as on a sign-in page; the states view takes the full width. */
const asOnAPage: Decorator = (Story, { parameters }) =>
  parameters.statesView ? (
    <Story />
  ) : (
    <div style={{ maxWidth: '28rem' }}>
      <Story />
    </div>
  );

const email = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[name=email]') as HTMLInputElement;
const password = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[name=password]') as HTMLInputElement;
const submit = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLButtonElement>('button[type=submit]') as HTMLButtonElement;

/** react-aria's pending Button leaves announcements that point at an unmounted button (see ContactForm stories). */
const clearStaleAnnouncements = () => {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) node.remove();
};

/** The form's privacy note, as the sign-in page shows it. */
const withNote: Sample<Pick<SignInFormProps, 'privacyNote'>> = (active) => ({
  privacyNote: privacyNoteSample(active),
});

/** After a failed attempt, the page's message: the e-mail address stays for the next try. */
const refused: Sample<Pick<SignInFormProps, 'privacyNote' | 'errorMessage' | 'defaultEmail'>> = (
  active,
  art,
) => ({
  ...withNote(active, art),
  defaultEmail: 'anna.keller@example.ch',
  errorMessage: active._(formMessages.signInFailed),
});

const meta = {
  title: 'Sections/SignInForm',
  ...sampleStory(SignInForm, withNote, { onSubmit: fn(async () => undefined) }),
  decorators: [asOnAPage],
  beforeEach: clearStaleAnnouncements,
  // The designer's page is SignInForm.mdx.
  tags: ['!autodocs'],
  argTypes: {
    onSubmit: { control: false },
    describeFailure: { control: false },
    errorMessage: { control: 'text' },
    defaultEmail: { control: 'text' },
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<SignInFormProps>;

/** Like a page would: it says what went wrong after a rejection (the form keeps the failure). */
function SignInWithMessage(props: SignInFormProps) {
  const { i18n: active } = useLingui();
  return <SignInForm {...props} describeFailure={() => active._(formMessages.signInFailed)} />;
}

/** Every state at once: at rest, the messages, texts too long, signing in, and a refused attempt. */
function SignInStates(props: SignInFormProps) {
  const { i18n: active } = useLingui();
  const never = () => new Promise<void>(() => undefined);
  const wrong = async () => {
    throw new Error('Invalid login credentials');
  };
  return (
    <StatePanels min="18rem">
      <StatePanel label={active._(stateMessages.idle)}>
        <SignInForm {...props} />
      </StatePanel>
      <StatePanel label={active._(stateMessages.missing)}>
        <Submitted>
          <SignInForm {...props} />
        </Submitted>
      </StatePanel>
      <StatePanel label={active._(stateMessages.tooLong)}>
        <Submitted fill={{ password: 'x'.repeat(signInLimits.passwordMax + 1) }}>
          <SignInForm {...props} defaultEmail="anna.keller@example" />
        </Submitted>
      </StatePanel>
      <StatePanel label={active._(stateMessages.signingIn)}>
        <Submitted fill={{ password: 'correct horse' }}>
          <SignInForm {...props} defaultEmail="anna.keller@example.ch" onSubmit={never} />
        </Submitted>
      </StatePanel>
      <StatePanel label={active._(stateMessages.signInFailure)}>
        <Submitted fill={{ password: 'wrong horse' }}>
          <SignInWithMessage {...props} defaultEmail="anna.keller@example.ch" onSubmit={wrong} />
        </Submitted>
      </StatePanel>
    </StatePanels>
  );
}

/** At rest, driven by the controls. */
export const Default: Story = {};

/**
 * Every state side by side, without a pointer: at rest; sent empty (both messages); an e-mail that is not
 * one and a password over the limit; signing in; refused (the page's message, the e-mail kept, the
 * password cleared).
 */
export const States: Story = {
  parameters: { statesView: true },
  render: function Render(args, { globals }) {
    return <SignInStates {...(useSample(withNote, args, globals.theme) as SignInFormProps)} />;
  },
};

/** The states view reaches each state in every language. */
export const StatesReached: Story = {
  ...States,
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const panel = (label: Parameters<typeof say>[0]) => canvas.getByRole('figure', { name: say(label) });
    // Each specimen is sent once it is on screen and reacts after that (messages, pending, refusal), so every
    // state is waited for rather than read at once: on a busy machine a language's longer texts render later.
    const missing = panel(stateMessages.missing);
    await waitFor(() => expect(missing).toHaveTextContent(asText(t('signIn.validation.emailInvalid'))));
    await expect(missing).toHaveTextContent(asText(t('signIn.validation.passwordRequired')));
    const long = panel(stateMessages.tooLong);
    await waitFor(() => expect(long).toHaveTextContent(asText(t('signIn.validation.emailInvalid'))));
    await expect(long).toHaveTextContent(asText(t('signIn.validation.passwordTooLong')));
    const pending = panel(stateMessages.signingIn);
    await waitFor(() => expect(submit(pending)).toHaveAccessibleName(t('signIn.pending')));
    const failed = panel(stateMessages.signInFailure);
    await waitFor(() =>
      expect(failed.querySelector('[role=alert]')).toHaveTextContent(asText(say(formMessages.signInFailed))),
    );
    await expect(email(failed)).toHaveValue('anna.keller@example.ch');
    await waitFor(() => expect(password(failed)).toHaveValue(''));
  },
};

/** The parent's message after a failed attempt, in the theme's danger colours. */
export const WithError: Story = {
  tags: ['no-visual', '!autodocs'],
  args: sourceSample(refused),
  render: sampleRender(SignInForm, refused),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(asText(say(formMessages.signInFailed)));
  },
};

/** Signing in never finishes: the button is pending, the fields are read-only, nothing is sent twice. */
export const Pending: Story = {
  tags: ['no-visual', '!autodocs'],
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(email(canvasElement), 'anna.keller@example.ch');
    await userEvent.type(password(canvasElement), 'correct horse');
    const button = canvas.getByRole('button', { name: t('signIn.submit') });
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledOnce();

    await expect(button).toHaveAccessibleName(t('signIn.pending'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(asText(t('signIn.pendingStatus')));
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'sending');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await expect(email(canvasElement)).toHaveAttribute('readonly');
    await expect(password(canvasElement)).toHaveAttribute('readonly');

    // A double click, and Enter in a field, do not sign in again.
    await userEvent.dblClick(button);
    await userEvent.type(password(canvasElement), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(password(canvasElement)).toHaveValue('correct horse');
  },
};

/** Submitting empty shows both messages and focuses the e-mail; they then follow the typing. */
export const InvalidSubmit: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('novalidate');
    await expect(email(canvasElement)).toHaveAttribute('type', 'email');
    await expect(email(canvasElement)).toHaveAttribute('autocomplete', 'username');
    await expect(password(canvasElement)).toHaveAttribute('type', 'password');
    await expect(password(canvasElement)).toHaveAttribute('autocomplete', 'current-password');
    await expect(email(canvasElement)).toHaveAccessibleName(t('signIn.email'));
    await expect(password(canvasElement)).toHaveAccessibleName(t('signIn.password'));

    const emailMessage = t('signIn.validation.emailInvalid');
    const passwordMessage = t('signIn.validation.passwordRequired');
    await userEvent.click(canvas.getByRole('button', { name: t('signIn.submit') }));
    await expect(canvas.getByText(asText(emailMessage))).toBeVisible();
    await expect(canvas.getByText(asText(passwordMessage))).toBeVisible();
    await waitFor(() => expect(email(canvasElement)).toHaveFocus());
    await expect(email(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(canvasElement)).toHaveAccessibleDescription(emailMessage);
    await expect(password(canvasElement)).toHaveAccessibleDescription(passwordMessage);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(form).toHaveAttribute('data-state', 'idle');

    // Live from now on.
    await userEvent.type(email(canvasElement), 'anna@example');
    await expect(canvas.getByText(asText(emailMessage))).toBeVisible();
    await userEvent.type(email(canvasElement), '.ch');
    await expect(canvas.queryByText(asText(emailMessage))).not.toBeInTheDocument();
    await userEvent.type(password(canvasElement), 's');
    await expect(canvas.queryByText(asText(passwordMessage))).not.toBeInTheDocument();
    await userEvent.clear(password(canvasElement));
    await expect(canvas.getByText(asText(passwordMessage))).toBeVisible();
  },
};

/**
 * Enter in the invalid e-mail (audit 2026-11-29, finding 4): focus is already there, so the form's status
 * region says what is wrong (with how many fields); from the button focus moves and the region stays
 * silent; typing the fix says nothing.
 */
export const EnterInInvalidField: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const status = formStatus(canvasElement);
    const emailMessage = t('signIn.validation.emailInvalid');
    await userEvent.click(email(canvasElement));
    await userEvent.keyboard('{Enter}');
    await expect(email(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(email(canvasElement)).toHaveFocus();
    await waitFor(() =>
      expect(status).toHaveTextContent(asText(`${t('ui.form.correctFields', { count: 2 })} ${emailMessage}`)),
    );

    // One field left wrong: said as one, again on each Enter (a new node each time).
    await userEvent.type(password(canvasElement), 'correct horse');
    await userEvent.type(email(canvasElement), 'anna@');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.keyboard('{Enter}');
    const said = asText(`${t('ui.form.correctField')} ${emailMessage}`);
    await waitFor(() => expect(status).toHaveTextContent(said));
    const first = status.firstElementChild;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status.firstElementChild).not.toBe(first));
    await expect(status).toHaveTextContent(said);

    // From the button focus moves to the field, which is read with its message: said once, not twice.
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(email(canvasElement)).toHaveFocus());
    await expect(email(canvasElement)).toHaveAccessibleDescription(emailMessage);
    await expect(status).toBeEmptyDOMElement();

    // Enter again, then the fix key by key: the region adds nothing (what it said is only removed).
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent(said));
    const added = await additionsDuring(status, () => userEvent.type(email(canvasElement), 'example.ch'));
    await expect(added).toBe(0);
    await expect(status).toBeEmptyDOMElement();
    await expect(email(canvasElement)).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A wrong password: the alert shows, the e-mail stays, the password is cleared and focused for the next try. */
export const FailedAttempt: Story = {
  tags: ['no-visual', '!autodocs'],
  args: {
    defaultEmail: 'anna.keller@example.ch',
    onSubmit: fn(async () => {
      throw new Error('Invalid login credentials');
    }),
  },
  render: function Render(args, { globals }) {
    return <SignInWithMessage {...(useSample(withNote, args, globals.theme) as SignInFormProps)} />;
  },
  play: async ({ args, canvas, canvasElement }) => {
    const incorrect = say(formMessages.signInFailed);
    await userEvent.type(password(canvasElement), 'wrong horse');
    await userEvent.click(canvas.getByRole('button', { name: t('signIn.submit') }));

    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(asText(incorrect));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'anna.keller@example.ch',
      password: 'wrong horse',
    });
    await expect(email(canvasElement)).toHaveValue('anna.keller@example.ch');
    await expect(password(canvasElement)).toHaveValue('');
    await waitFor(() => expect(password(canvasElement)).toHaveFocus());
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'failure');
    await expect(canvas.getByRole('button', { name: t('signIn.submit') })).not.toHaveAttribute(
      'aria-disabled',
    );

    // The same message after another failure is a new alert, so it is announced again.
    await userEvent.type(password(canvasElement), 'wrong again{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBe(alert));
    await expect(canvas.getByRole('alert')).toHaveTextContent(asText(incorrect));
    await expect(password(canvasElement)).toHaveValue('');
    await waitFor(() => expect(password(canvasElement)).toHaveFocus());
  },
};

/**
 * Signed in (after a short wait, as over a network): called once with the trimmed e-mail, even after a
 * double click, and the values stay.
 */
export const Success: Story = {
  tags: ['no-visual', '!autodocs'],
  args: { onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(email(canvasElement), '  anna.keller@example.ch ');
    await userEvent.type(password(canvasElement), ' correct horse ');
    await userEvent.dblClick(canvas.getByRole('button', { name: t('signIn.submit') }));
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

/** The privacy note sits under the button, inside the form. */
export const WithPrivacyNote: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const privacyNote = privacyNoteSample(i18n);
    const link = canvas.getByRole('link', { name: privacyNote.link.label });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(link.closest('form')).toContainElement(
      canvas.getByRole('button', { name: t('signIn.submit') }),
    );
  },
};
