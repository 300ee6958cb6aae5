import { type I18n, i18n, type MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { asText, say } from '../../stories/messages';
import { additionsDuring, formStatus, t } from '../../stories/play';
import { privacyNoteMessages, privacyNoteSample } from '../../stories/sample/contact';
import { filledContact, formMessages, tooManyToast } from '../../stories/sample/forms';
import { familyAnchors, productFamilies, productMessages } from '../../stories/sample/products';
import { stateMessages } from '../../stories/sample/states';
import { sampleStory } from '../../stories/sectionStory';
import { StatePanel, StatePanels, Submitted } from '../../stories/states';
import { useSample } from '../../stories/useSample';
import { withToasts } from '../../stories/withToasts';
import { ContactForm, type ContactFormProps } from './ContactForm';
import { type ContactValues, contactLimits } from './contactSchema';

/**
 * One form as on a page: at most 44rem wide, with the toasts' provider and region. The states view
 * (`parameters.statesView`) lays out its own panels, each with its provider, and takes the full width.
 */
const asOnAPage: Decorator = (Story, context) =>
  context.parameters.statesView ? (
    <Story />
  ) : (
    <div style={{ maxWidth: '44rem' }}>{withToasts(Story, context)}</div>
  );

/** The form's privacy note, as the contact page shows it. */
const withNote = (i18n: Parameters<typeof privacyNoteSample>[0]) => ({
  privacyNote: privacyNoteSample(i18n),
});

/** The story's args as the canvas shows them: in the toolbar's language and theme, with the privacy note. */
const useShown = (args: ContactFormProps, theme: unknown) =>
  useSample(withNote, args, theme) as ContactFormProps;

/** What a story adds to the form, given the toolbar's i18n; it runs as the form renders, so it may call hooks. */
type Extra = (active: I18n) => Partial<ContactFormProps>;

/** The form as the canvas shows it (`useShown`), with what the story adds. */
function ShownForm({ args, theme, extra }: { args: ContactFormProps; theme: unknown; extra: Extra }) {
  const shown = useShown(args, theme);
  return <ContactForm {...shown} {...extra(useLingui().i18n)} />;
}

/** A story's `render`: the form as the canvas shows it, with the props `extra` adds (`useFilled()` …). */
const formWith =
  (extra: Extra): Story['render'] =>
  (args, { globals }) => <ShownForm args={args} theme={globals.theme} extra={extra} />;

/**
 * react-aria's Button announces its pending state through a global live region whose entries point at
 * the button by id for 7 s; once the previous story has unmounted, axe would flag them as unlabelled.
 */
const clearStaleAnnouncements = () => {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) node.remove();
};

/**
 * A failed send logs nothing unless the site asks (`logFailures`, e.g. for its error tracker); the spy keeps
 * the console quiet either way and lets a story check what was logged.
 */
const quietConsoleError = () => {
  const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
  return () => consoleError.mockRestore();
};

const meta = {
  title: 'Sections/ContactForm',
  ...sampleStory(ContactForm, withNote, {
    onSubmit: fn(async () => undefined),
    onValuesChange: fn(),
  }),
  decorators: [asOnAPage],
  beforeEach: clearStaleAnnouncements,
  // The designer's page is ContactForm.mdx.
  tags: ['!autodocs'],
  argTypes: {
    onSubmit: { control: false },
    defaultValues: { control: 'object' },
    successToast: { control: 'object' },
    errorToast: { control: false },
    onSpam: { control: false },
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<ContactFormProps>;

/** What a visitor typed, in the toolbar's language (the message is sample copy, the rest are names). */
const useFilled = (): ContactValues => filledContact(useLingui().i18n);

/** Values over every upper limit (name and company 200 characters, message 10,000). */
const tooLong: ContactValues = {
  name: 'Anna Keller '.repeat(17),
  email: 'anna.keller@example.ch',
  company: 'Keller Haushalt GmbH '.repeat(10),
  message: 'Holz '.repeat(2001),
};

/** Every state of the form at once: at rest, the messages, sending, sent and not sent (with the site's own toast). */
function ContactFormStates(args: ContactFormProps) {
  const { i18n } = useLingui();
  const filled = useFilled();
  const never = () => new Promise<void>(() => undefined);
  const fail = async () => {
    throw new Error('Email service answered 500');
  };
  const rateLimited = async () => {
    throw new Error('rate-limited');
  };
  const stay = { duration: Number.POSITIVE_INFINITY };
  return (
    <StatePanels>
      <StatePanel label={i18n._(stateMessages.idle)}>
        <ContactForm {...args} />
      </StatePanel>
      <StatePanel label={i18n._(stateMessages.missing)}>
        <Submitted>
          <ContactForm {...args} />
        </Submitted>
      </StatePanel>
      <StatePanel label={i18n._(stateMessages.tooLong)}>
        <Submitted>
          <ContactForm {...args} defaultValues={tooLong} />
        </Submitted>
      </StatePanel>
      <StatePanel label={i18n._(stateMessages.sending)}>
        <Submitted>
          <ContactForm {...args} defaultValues={filled} onSubmit={never} />
        </Submitted>
      </StatePanel>
      <StatePanel label={i18n._(stateMessages.success)} toast>
        <Submitted>
          <ContactForm {...args} defaultValues={filled} successToast={stay} />
        </Submitted>
      </StatePanel>
      <StatePanel label={i18n._(stateMessages.failure)} toast>
        <Submitted>
          <ContactForm {...args} defaultValues={filled} onSubmit={fail} errorToast={stay} />
        </Submitted>
      </StatePanel>
      <StatePanel label={i18n._(stateMessages.siteToast)} toast>
        <Submitted>
          <ContactForm
            {...args}
            defaultValues={filled}
            onSubmit={rateLimited}
            errorToast={{ ...tooManyToast(i18n), ...stay }}
          />
        </Submitted>
      </StatePanel>
    </StatePanels>
  );
}

/** One form, driven by the controls. */
export const Playground: Story = {};

/**
 * Every state side by side, without a pointer: at rest; sent empty (every message of the four rules); sent
 * with texts over the upper limits; sending; sent (the form empties, a toast confirms); not sent (every value
 * stays, a destructive toast explains); not sent with the site's own toast and action (a rate limit).
 */
export const States: Story = {
  parameters: {
    statesView: true,
    // Each panel has its own notifications region, so the view holds several regions of the same name.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  beforeEach: quietConsoleError,
  render: function Render(args, { globals }) {
    return <ContactFormStates {...useShown(args, globals.theme)} />;
  },
};

/** The fields and the button, found by their names in the toolbar's language. */
const field = (canvasElement: HTMLElement, name: 'name' | 'email' | 'company' | 'message') =>
  within(canvasElement).getByRole('textbox', { name: t(`contact.form.${name}`) });
const sendButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: t('contact.form.send') });

/** The four rules' messages, as the library says them. */
const ruleMessages = () => ({
  name: t('contact.form.validation.nameMin', { nameMin: contactLimits.nameMin }),
  email: t('contact.form.validation.emailInvalid'),
  company: t('contact.form.validation.companyRequired'),
  message: t('contact.form.validation.messageMin', { messageMin: contactLimits.messageMin }),
});

/** The notifications region, where the visible toast lives (its title also sits in a hidden announcer). */
const findToastRegion = (container: HTMLElement = document.body) =>
  within(container).findByRole('region', { name: t('ui.toast.region', { hotkey: 'F8' }) });

/**
 * Waits until a toast shows `text` (its title or description) in the notifications region of `container`,
 * visible, not only announced; with `variant`, checks that toast's kind. Returns the region, to read the
 * rest of the toast in it.
 */
const findToast = async (
  text: string,
  { container, variant }: { container?: HTMLElement; variant?: 'default' | 'destructive' } = {},
) => {
  const region = await findToastRegion(container);
  const shown = await within(region).findByText(asText(text));
  await waitFor(() => expect(shown).toBeVisible());
  if (variant) await expect(shown.closest('li')).toHaveAttribute('data-variant', variant);
  return region;
};

/**
 * After a send that counts as sent (a real one, or a bot's that is dropped): every field empty, the site
 * told so through `onValuesChange` (its draft goes too), the form in its `success` state.
 */
const expectEmptied = async (
  canvasElement: HTMLElement,
  onValuesChange: ContactFormProps['onValuesChange'],
) => {
  for (const box of within(canvasElement).getAllByRole('textbox')) await expect(box).toHaveValue('');
  await expect(onValuesChange).toHaveBeenLastCalledWith({ name: '', email: '', company: '', message: '' });
  await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'success');
};

/** At rest: four required fields with their autofill hints, one send button, a silent status region. */
export const Idle: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('data-state', 'idle');
    await expect(form).toHaveAttribute('novalidate');
    const textboxes = canvas.getAllByRole('textbox');
    await expect(textboxes).toHaveLength(4);
    for (const box of textboxes) await expect(box).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getAllByText('*')).toHaveLength(4);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(field(canvasElement, 'name')).toHaveAttribute('autocomplete', 'name');
    await expect(field(canvasElement, 'email')).toHaveAttribute('type', 'email');
    await expect(field(canvasElement, 'email')).toHaveAttribute('autocomplete', 'email');
    await expect(field(canvasElement, 'company')).toHaveAttribute('autocomplete', 'organization');
    await expect(field(canvasElement, 'message').tagName).toBe('TEXTAREA');
    await expect(sendButton(canvasElement)).toHaveAttribute('type', 'submit');
  },
};

/**
 * Sent empty: all four messages show and the name gets focus; each message then goes away as soon as its
 * field is corrected, and the corrected values are sent.
 */
export const EachValidationMessage: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ args, canvas, canvasElement }) => {
    const messages = ruleMessages();
    await userEvent.click(sendButton(canvasElement));
    for (const message of Object.values(messages))
      await expect(canvas.getByText(asText(message))).toBeVisible();
    const name = field(canvasElement, 'name');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(messages.name);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Live from now on: one character is still too short (the spec's one message, as when empty), two are enough.
    await userEvent.type(name, 'A');
    await expect(canvas.getByText(asText(messages.name))).toBeVisible();
    await userEvent.type(name, 'n');
    await expect(canvas.queryByText(asText(messages.name))).not.toBeInTheDocument();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(name).toHaveFocus();

    const email = field(canvasElement, 'email');
    await userEvent.type(email, 'anna@example');
    await expect(canvas.getByText(asText(messages.email))).toBeVisible();
    await userEvent.type(email, '.ch');
    await expect(canvas.queryByText(asText(messages.email))).not.toBeInTheDocument();

    await userEvent.type(field(canvasElement, 'company'), 'K');
    await expect(canvas.queryByText(asText(messages.company))).not.toBeInTheDocument();

    const message = field(canvasElement, 'message');
    await userEvent.type(message, 'Samples');
    await expect(canvas.getByText(asText(messages.message))).toBeVisible();
    await userEvent.type(message, ', please.');
    await expect(canvas.queryByText(asText(messages.message))).not.toBeInTheDocument();

    await userEvent.click(sendButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'An',
      email: 'anna@example.ch',
      company: 'K',
      message: 'Samples, please.',
    });
  },
};

/** Only the e-mail is wrong: only its message shows, and focus goes straight to it. */
export const InvalidEmail: Story = {
  tags: ['no-visual', '!autodocs'],
  render: formWith(() => ({ defaultValues: { ...useFilled(), email: 'anna.keller@example' } })),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(sendButton(canvasElement));
    const email = field(canvasElement, 'email');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(t('contact.form.validation.emailInvalid'));
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Enter in the invalid e-mail (audit 2026-11-29, finding 4): focus is already there, so the form's status
 * region says what is wrong, again on the next Enter; from the button focus moves to the field (read with
 * its message) and the region stays silent; typing the fix says nothing.
 */
export const EnterInInvalidField: Story = {
  tags: ['no-visual', '!autodocs'],
  render: formWith(() => ({ defaultValues: { ...useFilled(), email: 'bad@' } })),
  play: async ({ args, canvasElement }) => {
    const email = field(canvasElement, 'email');
    const status = formStatus(canvasElement);
    const said = `${t('ui.form.correctField')} ${t('contact.form.validation.emailInvalid')}`;
    await userEvent.click(email);
    await userEvent.keyboard('{Enter}');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await waitFor(() => expect(status).toHaveTextContent(asText(said)));
    const first = status.firstElementChild;

    // The same words on the next Enter are a new node, so read again.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status.firstElementChild).not.toBe(first));
    await expect(status).toHaveTextContent(asText(said));

    // From the button focus moves to the field, which is read with its message: said once, not twice.
    await userEvent.click(sendButton(canvasElement));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(t('contact.form.validation.emailInvalid'));
    await expect(status).toBeEmptyDOMElement();

    // Enter again, then the fix: the message follows the typing, the region adds nothing on any key.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent(asText(said)));
    const added = await additionsDuring(status, () => userEvent.type(email, 'example.ch'));
    await expect(added).toBe(0);
    await expect(status).toBeEmptyDOMElement();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A form filled in the toolbar's language, whatever the story's other args. */
const filledRender = formWith(() => ({ defaultValues: useFilled() }));

/** The send never finishes: the button is pending, the status region speaks, and nothing is sent twice. */
export const Sending: Story = {
  tags: ['no-visual', '!autodocs'],
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  render: filledRender,
  play: async ({ args, canvas, canvasElement }) => {
    const filled = filledContact(i18n);
    const send = sendButton(canvasElement);
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);

    await expect(send).toHaveAccessibleName(t('contact.form.sending'));
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(asText(t('contact.form.sendingStatus')));
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'sending');
    await expect(field(canvasElement, 'message')).toHaveAttribute('readonly');

    // A double click, and Enter in a field, do not send again.
    await userEvent.dblClick(send);
    await userEvent.type(field(canvasElement, 'name'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(field(canvasElement, 'name')).toHaveValue(filled.name);
  },
};

/** Sent: a success toast in the toolbar's language, and the form empties (the site's draft too, through `onValuesChange`). */
export const Success: Story = {
  tags: ['no-visual', '!autodocs'],
  render: filledRender,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(sendButton(canvasElement));
    const region = await findToast(t('contact.form.success.title'), { variant: 'default' });
    await expect(within(region).getByText(asText(t('contact.form.success.description')))).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(filledContact(i18n));
    await expectEmptied(canvasElement, args.onValuesChange);
    await expect(sendButton(canvasElement)).not.toHaveAttribute('aria-disabled');
  },
};

const sendError = new Error('Email service answered 500');

/** Not sent: a destructive toast in the toolbar's language shows, every value stays, nothing is logged. */
export const Failure: Story = {
  tags: ['no-visual', '!autodocs'],
  args: {
    onSubmit: fn(async () => {
      throw sendError;
    }),
  },
  render: filledRender,
  beforeEach: quietConsoleError,
  play: async ({ args, canvasElement }) => {
    const filled = filledContact(i18n);
    await userEvent.click(sendButton(canvasElement));
    const region = await findToast(t('contact.form.error.title'), { variant: 'destructive' });
    await expect(within(region).getByText(asText(t('contact.form.error.description')))).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
    // A rejection is how a site says "not sent", not a bug: no console error (logFailures is off).
    await expect(console.error).not.toHaveBeenCalled();
    for (const name of ['name', 'email', 'company', 'message'] as const)
      await expect(field(canvasElement, name)).toHaveValue(filled[name]);
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'failure');
    await expect(sendButton(canvasElement)).not.toHaveAttribute('aria-disabled');
  },
};

const longMessage = (() => {
  const start = '\u202eRTL override, then: «Grüße aus Zürich» 🧹🪵 ñ ç ø — ';
  return start + 'Holz '.repeat(2_000).slice(0, 10_000 - start.length);
})();

/** Markup, emoji, accents, a right-to-left override and 10,000 characters go out exactly as typed. */
export const HostileInput: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const typed: ContactValues = {
      name: 'Zoë 🧹 Ñúñez-Müller',
      email: 'zoe.nunez@example.ch',
      company: '<script>alert(1)</script>',
      message: longMessage,
    };
    await expect(longMessage).toHaveLength(10_000);
    await userEvent.type(field(canvasElement, 'name'), typed.name);
    await userEvent.type(field(canvasElement, 'email'), typed.email);
    await userEvent.click(field(canvasElement, 'company'));
    await userEvent.paste(typed.company);
    await userEvent.click(field(canvasElement, 'message'));
    await userEvent.paste(typed.message);
    await expect(field(canvasElement, 'message')).toHaveValue(longMessage);
    await expect(canvasElement.querySelector('script')).toBeNull();

    await userEvent.click(sendButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(typed);
    const region = await findToastRegion();
    await expect(
      await within(region).findByText(asText(t('contact.form.success.title'))),
    ).toBeInTheDocument();
  },
};

/** A kept draft fills the form; every edit reports the values so the site can keep it up to date. */
export const WithDraft: Story = {
  tags: ['no-visual', '!autodocs'],
  render: formWith((active) => ({
    defaultValues: { company: 'Keller Haushalt GmbH', message: active._(formMessages.draft) },
  })),
  play: async ({ args, canvasElement }) => {
    const draft = say(formMessages.draft);
    await expect(field(canvasElement, 'company')).toHaveValue('Keller Haushalt GmbH');
    await expect(field(canvasElement, 'message')).toHaveValue(draft);
    await userEvent.type(field(canvasElement, 'message'), ` ${say(formMessages.draftMore)}`);
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      name: '',
      email: '',
      company: 'Keller Haushalt GmbH',
      message: `${draft} ${say(formMessages.draftMore)}`,
    });
  },
};

/**
 * A bot fills every input it finds, the hidden `website` honeypot too: nothing is sent, `onSpam` is
 * called, and the bot sees the same success as a person (toast, emptied form).
 */
export const HoneypotCatchesBots: Story = {
  tags: ['no-visual', '!autodocs'],
  args: { onSpam: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name=website]');
    if (!trap) throw new Error('the honeypot is missing');
    // Out of reach for people: no tab stop, no autofill, hidden from assistive technology.
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);

    // Filled the way a script does it: straight through the DOM.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(trap, 'https://cheap-brushes.example');
    trap.dispatchEvent(new Event('input', { bubbles: true }));
    await userEvent.type(field(canvasElement, 'name'), 'Cheap Brushes');
    await userEvent.type(field(canvasElement, 'email'), 'sales@cheap-brushes.example');
    await userEvent.type(field(canvasElement, 'company'), 'Cheap Brushes Ltd');
    await userEvent.type(field(canvasElement, 'message'), 'Buy our brushes at half the price!');
    await userEvent.click(sendButton(canvasElement));

    await findToast(t('contact.form.success.title'), { variant: 'default' });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onSpam).toHaveBeenCalledOnce();
    await expect(trap).toHaveValue('');
    await expectEmptied(canvasElement, args.onValuesChange);
  },
};

/** What `onSubmit` rejects with: a `FormFailure`, its `kind` says why the message was not sent. */
class SendFailure extends Error {
  constructor(readonly kind: 'rate-limited' | 'unavailable') {
    super(`The message was not sent: ${kind}`);
  }
}

/**
 * `errorToast` as a function of the failure: a rate limit (its `kind`) gets the site's own message and an
 * e-mail action, any other failure keeps the default toast. Every value stays.
 */
export const FailureToastFromError: Story = {
  tags: ['no-visual', '!autodocs'],
  args: {
    onSubmit: fn(async () => {
      throw new SendFailure('rate-limited');
    }),
  },
  render: formWith((active) => ({
    defaultValues: useFilled(),
    errorToast: (failure) => (failure.kind === 'rate-limited' ? tooManyToast(active) : undefined),
  })),
  beforeEach: quietConsoleError,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(sendButton(canvasElement));
    // Radix announces the toast through a hidden role=status region; the visible copy is in the region.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((node) => node.textContent?.includes(say(formMessages.tooManyTitle))),
      ).toBe(true),
    );
    const region = await findToast(say(formMessages.tooManyTitle), { variant: 'destructive' });
    await expect(within(region).getByText(asText(say(formMessages.tooManyText)))).toBeVisible();
    await expect(within(region).getByRole('link', { name: say(formMessages.tooManyAction) })).toHaveAttribute(
      'href',
      'mailto:hello@lindenmatt.example',
    );
    await expect(within(region).queryByText(asText(t('contact.form.error.title')))).not.toBeInTheDocument();
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(field(canvasElement, 'name')).toHaveValue(filledContact(i18n).name);
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'failure');
  },
};

/** The privacy note sits beside the send button, inside the form: a keyboard user meets it right after "Send". */
export const WithPrivacyNote: Story = {
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvasElement }) => {
    const { privacyNote } = withNote(i18n);
    const link = within(canvasElement).getByRole('link', { name: privacyNote.link.label });
    await expect(link).toHaveAttribute('href', '/privacy');
    await expect(link.closest('p')).toHaveTextContent(
      asText(`${privacyNote.text} ${privacyNote.link.label}`),
    );
    await expect(sendButton(canvasElement).parentElement).toContainElement(link);
  },
};

/** The states view reaches each state in every language: its messages, its button, its toast. */
export const StatesReached: Story = {
  ...States,
  tags: ['no-visual', '!autodocs'],
  play: async ({ canvas }) => {
    const panel = (label: MessageDescriptor) => canvas.getByRole('figure', { name: say(label) });
    const formIn = (figure: HTMLElement) => figure.querySelector('form') as HTMLFormElement;

    const idle = panel(stateMessages.idle);
    await expect(formIn(idle)).toHaveAttribute('data-state', 'idle');
    await expect(within(idle).getByRole('link', { name: say(privacyNoteMessages.link) })).toHaveAttribute(
      'href',
      '/privacy',
    );

    const missing = panel(stateMessages.missing);
    for (const message of Object.values(ruleMessages()))
      await expect(within(missing).getByText(asText(message))).toBeVisible();
    await expect(missing.querySelectorAll('[aria-invalid="true"]')).toHaveLength(4);

    const long = panel(stateMessages.tooLong);
    for (const message of [
      t('contact.form.validation.nameMax', { nameMax: contactLimits.nameMax }),
      t('contact.form.validation.companyMax', { companyMax: contactLimits.companyMax }),
      t('contact.form.validation.messageMax', { messageMax: contactLimits.messageMax }),
    ])
      await expect(within(long).getByText(asText(message))).toBeVisible();

    const sending = panel(stateMessages.sending);
    await expect(formIn(sending)).toHaveAttribute('data-state', 'sending');
    await expect(within(sending).getByRole('button', { name: t('contact.form.sending') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    const success = panel(stateMessages.success);
    await waitFor(() => expect(formIn(success)).toHaveAttribute('data-state', 'success'));
    for (const box of within(success).getAllByRole('textbox')) await expect(box).toHaveValue('');
    await findToast(t('contact.form.success.title'), { container: success });

    const failure = panel(stateMessages.failure);
    await waitFor(() => expect(formIn(failure)).toHaveAttribute('data-state', 'failure'));
    await expect(field(failure, 'message')).toHaveValue(say(formMessages.message));
    await findToast(t('contact.form.error.title'), { container: failure });

    const limited = panel(stateMessages.siteToast);
    const limitedToast = await findToast(say(formMessages.tooManyText), { container: limited });
    await expect(
      within(limitedToast).getByRole('link', { name: say(formMessages.tooManyAction) }),
    ).toHaveAttribute('href', 'mailto:hello@lindenmatt.example');
  },
};

/** The sample range's families as the form offers them: the card's anchor, the family's name. */
const useFamilies = () => {
  const { i18n } = useLingui();
  return productFamilies.map(([family]) => ({
    value: familyAnchors[family],
    label: i18n._(productMessages[family].title),
  }));
};

/** The form with the product families: filled in, the dustpans chosen (as a quote link opens it). */
const withFamilies = formWith(() => ({
  productOptions: useFamilies(),
  defaultValues: { ...useFilled(), product: 'dustpans' },
}));

/** The form with the product families, opened with a family it does not offer. */
const withUnknownFamily = formWith(() => ({
  productOptions: useFamilies(),
  defaultValues: { product: 'brooms' },
}));

/**
 * Reached from a product card's "Ask for a quote": the optional product family is chosen already (a
 * native select after the company, with "no particular family" first). It goes with the enquiry as
 * `product`; changed to none, `product` is empty.
 */
export const ProductPreselected: Story = {
  tags: ['no-visual', '!autodocs'],
  render: withFamilies,
  play: async ({ args, canvas, canvasElement }) => {
    const filled = filledContact(i18n);
    const select = canvas.getByRole('combobox', { name: t('contact.form.product') });
    await expect(select).toHaveValue('dustpans');
    await expect(select).not.toBeRequired();
    await expect(select).not.toHaveAttribute('aria-required');
    await expect(within(select).getAllByRole('option')).toHaveLength(productFamilies.length + 1);
    await expect(within(select).getAllByRole('option')[0]).toHaveTextContent(t('contact.form.productNone'));
    await userEvent.click(sendButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, product: 'dustpans' });
    // After the send the form is empty again, the family included.
    await waitFor(() => expect(select).toHaveValue(''));

    await userEvent.selectOptions(select, '');
    for (const name of ['name', 'email', 'company', 'message'] as const)
      await userEvent.type(field(canvasElement, name), filled[name]);
    await userEvent.click(sendButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ ...filled, product: '' });
  },
};

/** A `?product=` the form does not offer is ignored: nothing is chosen. */
export const UnknownProductIgnored: Story = {
  tags: ['no-visual', '!autodocs'],
  render: withUnknownFamily,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: t('contact.form.product') })).toHaveValue('');
  },
};

/**
 * A site selling to consumers marks the company optional (`fields={{ company: 'optional' }}`): its label
 * says so, it carries no asterisk and no `required`, and an enquiry without it is sent with `company: ''`.
 */
export const CompanyOptional: Story = {
  tags: ['no-visual', '!autodocs'],
  args: { fields: { company: 'optional' } },
  play: async ({ args, canvas, canvasElement }) => {
    const filled = filledContact(i18n);
    const company = canvas.getByRole('textbox', { name: t('contact.form.companyOptional') });
    await expect(company).not.toHaveAttribute('aria-required');
    await expect(canvas.queryByRole('textbox', { name: t('contact.form.company') })).toBeNull();
    await expect(canvas.getAllByText('*')).toHaveLength(3);
    for (const name of ['name', 'email', 'message'] as const)
      await userEvent.type(field(canvasElement, name), filled[name]);
    await userEvent.click(sendButton(canvasElement));
    await expect(company).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, company: '' });
  },
};

/**
 * A site that has no use for the company leaves it out (`fields={{ company: 'hidden' }}`): three fields,
 * no rule for the company, and `company: ''` in what is sent.
 */
export const CompanyHidden: Story = {
  tags: ['no-visual', '!autodocs'],
  args: { fields: { company: 'hidden' } },
  play: async ({ args, canvas, canvasElement }) => {
    const filled = filledContact(i18n);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(3);
    await expect(canvas.queryByRole('textbox', { name: t('contact.form.company') })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: t('contact.form.companyOptional') })).toBeNull();
    await userEvent.click(sendButton(canvasElement));
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(3);
    await expect(canvas.queryByText(asText(t('contact.form.validation.companyRequired')))).toBeNull();
    for (const name of ['name', 'email', 'message'] as const)
      await userEvent.type(field(canvasElement, name), filled[name]);
    await userEvent.click(sendButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, company: '' });
  },
};

/**
 * A quote request (`quote`, docs/adr/0069): seven optional fields in their own group after the product
 * family. Left empty they are no error; a quantity that is no whole number and a date in the past get
 * their messages, linked to their fields; once corrected, the quote goes with the enquiry as typed.
 */
export const QuoteRequest: Story = {
  tags: ['!autodocs'],
  args: { quote: true },
  play: async ({ args, canvas, canvasElement }) => {
    const filled = filledContact(i18n);
    await expect(canvas.getByRole('group', { name: t('contact.form.quote.legend') })).toBeVisible();
    for (const name of ['name', 'email', 'company', 'message'] as const)
      await userEvent.type(field(canvasElement, name), filled[name]);
    const quantity = canvas.getByRole('textbox', { name: t('contact.form.quote.quantity') });
    const date = canvas.getByLabelText(t('contact.form.quote.deliveryDate'));
    await userEvent.type(quantity, '2.5');
    await userEvent.type(date, '2020-01-01');
    await userEvent.click(sendButton(canvasElement));
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    // As written: a description keeps its no-break spaces ("100 000 000" in Spanish).
    await expect(quantity).toHaveAccessibleDescription(t('contact.form.validation.quantityInvalid'));
    await expect(date).toHaveAccessibleDescription(asText(t('contact.form.validation.deliveryDateInvalid')));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '20000');
    await userEvent.clear(date);
    await userEvent.type(date, '2030-03-15');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('contact.form.quote.unit') }),
      'pallets',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: t('contact.form.quote.targetPrice') }), '1.20');
    await userEvent.click(sendButton(canvasElement));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...filled,
      quantity: '20000',
      quantityUnit: 'pallets',
      deliveryDate: '2030-03-15',
      destination: '',
      packaging: '',
      targetPrice: '1.20',
      priceCurrency: 'EUR',
    });
  },
};
