import { i18n } from '@lingui/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { withToasts } from '../../stories/withToasts';
import { ContactForm } from './ContactForm';
import type { ContactValues } from './contactSchema';

const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: '44rem' }}>
    <Story />
  </div>
);

const filled: ContactValues = {
  name: 'Anna Keller',
  email: 'anna.keller@example.ch',
  company: 'Holzwerk Basel AG',
  message: 'We would like samples of your FSC beech handles, 140 cm, for a spring range.',
};

/** The notifications region, where the visible toast lives (its title also sits in a hidden announcer). */
const findToastRegion = () => screen.findByRole('region', { name: /F8/ });

const field = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name });

/**
 * react-aria's Button announces its pending state through a global live region whose entries point at
 * the button by id for 7 s; once the previous story has unmounted, axe would flag them as unlabelled.
 */
const clearStaleAnnouncements = () => {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) node.remove();
};

const meta = {
  title: 'Sections/ContactForm',
  component: ContactForm,
  decorators: [narrow, withToasts],
  beforeEach: clearStaleAnnouncements,
  args: { onSubmit: fn(async () => undefined), onValuesChange: fn() },
  argTypes: {
    onSubmit: { control: false },
    defaultValues: { control: 'object' },
    successToast: { control: 'object' },
    errorToast: { control: false },
    onSpam: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The enquiry form of the contact section: name, email, company and message, all required. ' +
          'Pass `onSubmit(values) => Promise` (resolve when sent, reject when not): the form validates with ' +
          '`contactSchema`, shows "Sending..." while it waits, then a success toast (and empties itself) or a ' +
          'destructive toast (keeping every value; `errorToast` may be a function of the error). A hidden ' +
          '`website` honeypot catches simple bots: their submit calls `onSpam`, never `onSubmit`, and looks ' +
          'like a success. It never knows how the message travels. Needs a ' +
          '`ToastProvider` above it. Use `ContactSection` on pages; use this alone only where an enquiry form ' +
          'is embedded elsewhere.',
      },
    },
  },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** At rest: four required fields with their autofill hints, one send button, a silent status region. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('data-state', 'idle');
    await expect(form).toHaveAttribute('novalidate');
    const textboxes = canvas.getAllByRole('textbox');
    await expect(textboxes).toHaveLength(4);
    for (const box of textboxes) await expect(box).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getAllByText('*')).toHaveLength(4);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    if (globals.locale === 'en' || globals.locale === undefined) {
      await expect(field(canvasElement, 'Name')).toHaveAttribute('autocomplete', 'name');
      await expect(field(canvasElement, 'Email')).toHaveAttribute('type', 'email');
      await expect(field(canvasElement, 'Email')).toHaveAttribute('autocomplete', 'email');
      await expect(field(canvasElement, 'Company')).toHaveAttribute('autocomplete', 'organization');
      await expect(field(canvasElement, 'Message').tagName).toBe('TEXTAREA');
      await expect(canvas.getByRole('button', { name: 'Send message' })).toHaveAttribute('type', 'submit');
    }
  },
};

/**
 * Submitting empty shows all four messages (in the locale of the toolbar) and focuses the name; each
 * message then goes away as soon as its field is corrected.
 */
export const EachValidationMessage: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    if (globals.locale !== 'en' && globals.locale !== undefined) return;
    const messages = [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Company name is required',
      'Message must be at least 10 characters',
    ];
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    for (const message of messages) await expect(canvas.getByText(message)).toBeVisible();
    const name = field(canvasElement, 'Name');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(messages[0]);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Live from now on: one character is still too short, two are enough.
    await userEvent.type(name, 'A');
    await expect(canvas.getByText(messages[0] as string)).toBeVisible();
    await userEvent.type(name, 'n');
    await expect(canvas.queryByText(messages[0] as string)).not.toBeInTheDocument();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(name).toHaveFocus();

    const email = field(canvasElement, 'Email');
    await userEvent.type(email, 'anna@example');
    await expect(canvas.getByText(messages[1] as string)).toBeVisible();
    await userEvent.type(email, '.ch');
    await expect(canvas.queryByText(messages[1] as string)).not.toBeInTheDocument();

    await userEvent.type(field(canvasElement, 'Company'), 'H');
    await expect(canvas.queryByText(messages[2] as string)).not.toBeInTheDocument();

    const message = field(canvasElement, 'Message');
    await userEvent.type(message, 'Catalogue');
    await expect(canvas.getByText(messages[3] as string)).toBeVisible();
    await userEvent.type(message, ', please.');
    await expect(canvas.queryByText(messages[3] as string)).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'An',
      email: 'anna@example.ch',
      company: 'H',
      message: 'Catalogue, please.',
    });
  },
};

/** Only the e-mail is wrong: only its message shows, and focus goes straight to it. */
export const InvalidEmail: Story = {
  args: { defaultValues: { ...filled, email: 'anna.keller@example' } },
  play: async ({ args, canvas, canvasElement, globals }) => {
    if (globals.locale !== 'en' && globals.locale !== undefined) return;
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const email = field(canvasElement, 'Email');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The send never finishes: the button is pending, the status region speaks, and nothing is sent twice. */
export const Sending: Story = {
  args: { defaultValues: filled, onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvas, canvasElement, globals }) => {
    if (globals.locale !== 'en' && globals.locale !== undefined) return;
    const send = canvas.getByRole('button', { name: 'Send message' });
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);

    await expect(send).toHaveAccessibleName('Sending...');
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending your message, please wait...');
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'sending');
    await expect(field(canvasElement, 'Message')).toHaveAttribute('readonly');

    // A double click, and Enter in a field, do not send again.
    await userEvent.dblClick(send);
    await userEvent.type(field(canvasElement, 'Name'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(field(canvasElement, 'Name')).toHaveValue(filled.name);
  },
};

/** Sent: a success toast, and the form empties (the site's draft too, through `onValuesChange`). */
export const Success: Story = {
  args: { defaultValues: filled },
  play: async ({ args, canvas, canvasElement, globals }) => {
    if (globals.locale !== 'en' && globals.locale !== undefined) return;
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const region = await findToastRegion();
    const title = await within(region).findByText('Message sent successfully!');
    await waitFor(() => expect(title).toBeVisible());
    await expect(within(region).getByText("We'll get back to you as soon as possible.")).toBeVisible();
    await expect(title.closest('li')).toHaveAttribute('data-variant', 'default');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toHaveValue('');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      name: '',
      email: '',
      company: '',
      message: '',
    });
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'success');
    await expect(canvas.getByRole('button', { name: 'Send message' })).not.toHaveAttribute('aria-disabled');
  },
};

const sendError = new Error('Email service answered 500');

/** Not sent: the error is logged, a destructive toast shows, and every value stays for another try. */
export const Failure: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn(async () => {
      throw sendError;
    }),
  },
  beforeEach: () => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => consoleError.mockRestore();
  },
  play: async ({ args, canvas, canvasElement, globals }) => {
    if (globals.locale !== 'en' && globals.locale !== undefined) return;
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const region = await findToastRegion();
    const title = await within(region).findByText('Failed to send message');
    await waitFor(() => expect(title).toBeVisible());
    await expect(
      within(region).getByText('Please try again or contact us directly via email.'),
    ).toBeVisible();
    await expect(title.closest('li')).toHaveAttribute('data-variant', 'destructive');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
    await expect(console.error).toHaveBeenCalledWith(expect.any(String), sendError);
    await expect(field(canvasElement, 'Name')).toHaveValue(filled.name);
    await expect(field(canvasElement, 'Email')).toHaveValue(filled.email);
    await expect(field(canvasElement, 'Company')).toHaveValue(filled.company);
    await expect(field(canvasElement, 'Message')).toHaveValue(filled.message);
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'failure');
    await expect(canvas.getByRole('button', { name: 'Send message' })).not.toHaveAttribute('aria-disabled');
  },
};

const longMessage = (() => {
  const start = '\u202eRTL override, then: «Grüße aus Zürich» 🧹🪵 ñ ç ø — ';
  return start + 'Holz '.repeat(2_000).slice(0, 10_000 - start.length);
})();

/** Markup, emoji, accents, a right-to-left override and 10,000 characters go out exactly as typed. */
export const HostileInput: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    if (globals.locale !== 'en' && globals.locale !== undefined) return;
    const typed: ContactValues = {
      name: 'Zoë 🧹 Ñúñez-Müller',
      email: 'zoe.nunez@example.ch',
      company: '<script>alert(1)</script>',
      message: longMessage,
    };
    await expect(longMessage).toHaveLength(10_000);
    await userEvent.type(field(canvasElement, 'Name'), typed.name);
    await userEvent.type(field(canvasElement, 'Email'), typed.email);
    await userEvent.click(field(canvasElement, 'Company'));
    await userEvent.paste(typed.company);
    await userEvent.click(field(canvasElement, 'Message'));
    await userEvent.paste(typed.message);
    await expect(field(canvasElement, 'Message')).toHaveValue(longMessage);
    await expect(canvasElement.querySelector('script')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(typed);
    const region = await findToastRegion();
    await expect(await within(region).findByText('Message sent successfully!')).toBeInTheDocument();
  },
};

/** A kept draft fills the form; every edit reports the values so the site can keep it up to date. */
export const WithDraft: Story = {
  args: { defaultValues: { company: 'Holzwerk Basel AG', message: 'We would like samples of' } },
  play: async ({ args, canvasElement, globals }) => {
    if (globals.locale !== 'en' && globals.locale !== undefined) return;
    await expect(field(canvasElement, 'Company')).toHaveValue('Holzwerk Basel AG');
    await userEvent.type(field(canvasElement, 'Message'), ' handles');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      name: '',
      email: '',
      company: 'Holzwerk Basel AG',
      message: 'We would like samples of handles',
    });
  },
};

/**
 * A bot fills every input it finds, the hidden `website` honeypot too: nothing is sent, `onSpam` is
 * called, and the bot sees the same success as a person (toast, emptied form).
 */
export const HoneypotCatchesBots: Story = {
  args: { onSpam: fn() },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name=website]');
    await expect(trap).not.toBeNull();
    if (!trap) return;
    // Out of reach for people: no tab stop, no autofill, hidden from assistive technology.
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    if (globals.locale !== 'en' && globals.locale !== undefined) return;

    // Filled the way a script does it: straight through the DOM.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(trap, 'https://cheap-brushes.example');
    trap.dispatchEvent(new Event('input', { bubbles: true }));
    await userEvent.type(field(canvasElement, 'Name'), 'Cheap Brushes');
    await userEvent.type(field(canvasElement, 'Email'), 'sales@cheap-brushes.example');
    await userEvent.type(field(canvasElement, 'Company'), 'Cheap Brushes Ltd');
    await userEvent.type(field(canvasElement, 'Message'), 'Buy our brushes at half the price!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));

    const region = await findToastRegion();
    const title = await within(region).findByText('Message sent successfully!');
    await waitFor(() => expect(title).toBeVisible());
    await expect(title.closest('li')).toHaveAttribute('data-variant', 'default');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.onSpam).toHaveBeenCalledOnce();
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toHaveValue('');
    await expect(trap).toHaveValue('');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith({
      name: '',
      email: '',
      company: '',
      message: '',
    });
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'success');
  },
};

/** What `onSubmit` rejects with; a site's sender can say why it failed. */
class SendFailure extends Error {
  constructor(readonly reason: 'rate-limited' | 'unavailable') {
    super(`The message was not sent: ${reason}`);
  }
}

/**
 * `errorToast` as a function of the rejection: a rate limit gets its own message and an e-mail action,
 * any other error keeps the default toast. Every value stays.
 */
export const FailureToastFromError: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn(async () => {
      throw new SendFailure('rate-limited');
    }),
    errorToast: (error) =>
      error instanceof SendFailure && error.reason === 'rate-limited'
        ? {
            title: 'Too many messages',
            description: 'Please wait a few minutes, or write to us directly.',
            action: {
              label: 'Email us',
              altText: 'Write an e-mail to info@example.ch instead',
              href: 'mailto:info@example.ch',
            },
          }
        : undefined,
  },
  beforeEach: () => {
    const consoleError = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => consoleError.mockRestore();
  },
  play: async ({ args, canvas, canvasElement, globals }) => {
    if (globals.locale !== 'en' && globals.locale !== undefined) return;
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    // Radix announces the toast through a hidden role=status region; the visible copy is in the region.
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((node) => node.textContent?.includes('Too many messages')),
      ).toBe(true),
    );
    const region = await findToastRegion();
    const title = await within(region).findByText('Too many messages');
    await waitFor(() => expect(title).toBeVisible());
    await expect(
      within(region).getByText('Please wait a few minutes, or write to us directly.'),
    ).toBeVisible();
    await expect(within(region).getByRole('link', { name: 'Email us' })).toHaveAttribute(
      'href',
      'mailto:info@example.ch',
    );
    await expect(within(region).queryByText('Failed to send message')).not.toBeInTheDocument();
    await expect(title.closest('li')).toHaveAttribute('data-variant', 'destructive');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(field(canvasElement, 'Name')).toHaveValue(filled.name);
    await expect(field(canvasElement, 'Email')).toHaveValue(filled.email);
    await expect(field(canvasElement, 'Company')).toHaveValue(filled.company);
    await expect(field(canvasElement, 'Message')).toHaveValue(filled.message);
    await expect(canvasElement.querySelector('form')).toHaveAttribute('data-state', 'failure');
  },
};

/** With the note beside the send button that leads to the privacy notice (below it on a phone). */
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
    await expect(link.closest('p')).toHaveTextContent('How we handle your data: privacy notice');
    // Next to the button, inside the form: a keyboard user meets it right after "Send".
    const send = canvas.getByRole('button', { name: 'Send message' });
    await expect(send.parentElement).toContainElement(link);
  },
};

/** Sample product families, as the site passes them from its content (names as a reader sees them). */
const families = [
  { value: 'recycled-brushes', label: 'Recycled brushes' },
  { value: 'natural-brushes', label: 'Natural brushes' },
  { value: 'dustpans', label: 'Dustpans' },
  { value: 'wooden-handles', label: 'Wooden handles' },
  { value: 'wood-components', label: 'Wood components' },
];

/**
 * Reached from a product card's "Request a quote": the optional product family is chosen already (a
 * native select after the company, with "no particular family" first). It goes with the enquiry as
 * `product`; changed to none, `product` is empty.
 */
export const ProductPreselected: Story = {
  args: { defaultValues: { ...filled, product: 'dustpans' }, productOptions: families },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: i18n._('contact.form.product') });
    await expect(select).toHaveValue('dustpans');
    await expect(select).not.toBeRequired();
    await expect(select).not.toHaveAttribute('aria-required');
    await expect(within(select).getAllByRole('option')).toHaveLength(families.length + 1);
    await expect(within(select).getAllByRole('option')[0]).toHaveTextContent(
      i18n._('contact.form.productNone'),
    );
    await userEvent.click(canvas.getByRole('button', { name: i18n._('contact.form.send') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...filled, product: 'dustpans' });
    // After the send the form is empty again, the family included.
    await waitFor(() => expect(select).toHaveValue(''));

    await userEvent.selectOptions(select, '');
    for (const [name, value] of Object.entries(filled))
      await userEvent.type(canvas.getByRole('textbox', { name: i18n._(`contact.form.${name}`) }), value);
    await userEvent.click(canvas.getByRole('button', { name: i18n._('contact.form.send') }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ ...filled, product: '' });
  },
};

/** A `?product=` the form does not offer is ignored: nothing is chosen. */
export const UnknownProductIgnored: Story = {
  args: { defaultValues: { product: 'brooms' }, productOptions: families },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: i18n._('contact.form.product') })).toHaveValue('');
  },
};
