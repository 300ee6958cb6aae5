import { i18n } from '@lingui/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatesGrid } from '../../docs/blocks/StatesGrid';
import { local, localized } from '../../stories/localized';
import { EnquiryInbox, type EnquiryInboxProps } from './EnquiryInbox';
import type { InboxEnquiry, InboxStatus } from './types';

const wide: Decorator = (Story) => (
  <div style={{ maxWidth: '60rem' }}>
    <Story />
  </div>
);

/**
 * Sample enquiries, as visitors write them (their own words, in their own language, so not translated
 * with the interface), in no particular order: the inbox sorts them newest first.
 */
const sample: InboxEnquiry[] = [
  {
    id: 'e2',
    name: 'Luca Bernasconi',
    email: 'luca.bernasconi@example.it',
    company: 'Ferramenta Ticino SA',
    message:
      'Buongiorno, ci servono 5 000 palette con manico lungo per la primavera. Potete inviarci un preventivo?',
    product: 'Dustpans',
    language: 'it',
    receivedAt: '2026-11-24T14:05:00Z',
    status: 'answered',
  },
  {
    id: 'e4',
    name: 'Zoë Müller',
    email: 'zoe.mueller@example.ch',
    company: 'Bürstenhandel Basel AG',
    message:
      'Guten Tag\n\nWir möchten 20 000 Naturborstenbürsten mit unserem Logo auf dem Griff.\nLieferung bis März?\n\nFreundliche Grüsse',
    product: 'Natural brushes',
    language: 'de',
    receivedAt: '2026-11-25T09:12:00Z',
    status: 'new',
  },
  {
    id: 'e1',
    name: 'Claire Dubois',
    email: 'claire.dubois@example.fr',
    company: 'Maison Dubois',
    message: 'Bonjour, proposez-vous des manches en hêtre de 140 cm certifiés FSC ?',
    language: 'fr',
    receivedAt: '2026-11-20T08:30:00Z',
    status: 'answered',
  },
  {
    id: 'e3',
    name: 'Anna Keller',
    email: 'anna.keller@example.co.uk',
    company: 'Keller Homeware Ltd',
    message: 'We would like samples of your recycled brooms for a spring range.',
    product: 'Recycled-plastic brushes',
    language: 'en',
    receivedAt: '2026-11-25T07:45:00Z',
    status: 'new',
  },
];

/** The inbox with its status kept in the story, as the app keeps it after a successful save. */
function LiveInbox({ onStatusChange, enquiries, ...props }: EnquiryInboxProps) {
  const [rows, setRows] = useState(enquiries);
  const change = async (id: string, status: InboxStatus) => {
    await onStatusChange?.(id, status);
    setRows((current) => current.map((row) => (row.id === id ? { ...row, status } : row)));
  };
  return <EnquiryInbox {...props} enquiries={rows} onStatusChange={change} />;
}

const meta = {
  title: 'Sections/EnquiryInbox',
  component: EnquiryInbox,
  // The product families' names follow the toolbar, as the app gives them in the staff's language; the
  // visitors' own words do not.
  decorators: [wide, localized],
  // The designer's page is EnquiryInbox.mdx.
  tags: ['!autodocs'],
  render: (args) => <LiveInbox {...args} />,
  args: {
    enquiries: sample,
    state: 'ready',
    timeZone: 'Europe/Zurich',
    onStatusChange: fn(async () => undefined),
    onRetry: fn(),
    onExport: fn(),
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['ready', 'loading', 'error'] },
    onStatusChange: { control: false },
    onRetry: { control: false },
    onExport: { control: false },
  },
} satisfies Meta<typeof EnquiryInbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A message as Testing Library reads text: runs of white space (a French no-break space too) as one space. */
const asText = (message: string) => message.replace(/\s+/g, ' ');

/** The rows' buttons, in order (each opens one enquiry). */
const rows = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLButtonElement>('button[aria-expanded]'),
];

/** Newest first; the two not yet answered say "New" in bold; the counts and the export button above. */
export const Inbox: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: i18n._('ui.inbox.title') });
    await expect(
      within(region).getByRole('heading', { level: 2, name: i18n._('ui.inbox.title') }),
    ).toBeVisible();
    await expect(
      within(region).getByText(asText(i18n._('ui.inbox.counts', { unread: 2, total: 4 }))),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: i18n._('ui.inbox.export') })).toBeEnabled();

    const buttons = rows(canvasElement);
    await expect(buttons).toHaveLength(4);
    for (const button of buttons) await expect(button.closest('h3')).not.toBeNull();
    const times = buttons.map((button) =>
      Date.parse(button.querySelector('time')?.getAttribute('datetime') ?? ''),
    );
    await expect(times).toEqual([...times].sort((a, b) => b - a));
    await expect(
      buttons.map((button) => button.querySelector('[data-status]')?.getAttribute('data-status')),
    ).toEqual(['new', 'new', 'answered', 'answered']);
    // Each row's accessible name says whether it is new, who wrote and when.
    await expect(buttons[0]).toHaveAccessibleName(
      new RegExp(`^${i18n._('ui.inbox.status.new')}\\b.*Zoë Müller`),
    );
    await expect(buttons[2]).toHaveAccessibleName(new RegExp(`^${i18n._('ui.inbox.status.answered')}\\b`));
    // The visible separators are not read out ("dot"); the hidden commas give the pauses.
    for (const button of buttons) await expect(button).not.toHaveAccessibleName(/·/);
    for (const button of buttons) await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * Opened with the keyboard: the details, the message with its line breaks, the reply link; "Mark as
 * answered" saves, the row turns "Answered", the button offers the way back, and the change is announced.
 */
export const OpenAndMarkAnswered: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const [first] = rows(canvasElement);
    if (!first) throw new Error('no rows');
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = canvasElement.ownerDocument.getElementById(first.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('no panel');
    // Tabbing on at once, while the panel still glides open: the focused link does not scroll the panel's
    // clipped content (its first lines would be cut off, and what is under a pointer would move away
    // between press and release).
    await userEvent.tab();
    await expect(within(panel).getByRole('link', { name: i18n._('ui.inbox.reply') })).toHaveFocus();
    for (const box of panel.querySelectorAll('div')) await expect(box.scrollTop).toBe(0);
    await expect(panel).toHaveAttribute('aria-labelledby', first.id);
    await expect(within(panel).getByText(/Naturborstenbürsten/)).toBeVisible();
    await expect(within(panel).getByText('zoe.mueller@example.ch')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: i18n._('ui.inbox.reply') })).toHaveAttribute(
      'href',
      'mailto:zoe.mueller@example.ch',
    );
    await expect(
      within(panel).getByText(new Intl.DisplayNames([i18n.locale], { type: 'language' }).of('de') ?? ''),
    ).toBeVisible();

    // From the reply link, the mark button.
    const mark = within(panel).getByRole('button', { name: i18n._('ui.inbox.markAnswered') });
    await userEvent.tab();
    await expect(mark).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onStatusChange).toHaveBeenCalledWith('e4', 'answered');
    await waitFor(() =>
      expect(first.querySelector('[data-status]')).toHaveAttribute('data-status', 'answered'),
    );
    const back = within(panel).getByRole('button', { name: i18n._('ui.inbox.markNew') });
    await expect(back).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(i18n._('ui.inbox.markedAnswered'));
    await expect(canvas.getByText(asText(i18n._('ui.inbox.counts', { unread: 1, total: 4 })))).toBeVisible();
  },
};

/** Opened, for the picture: the newest enquiry's details, message and actions. */
export const Opened: Story = {
  args: { defaultOpen: ['e4'] },
};

/** The save fails: the row keeps its status, and a message under the buttons says so. */
export const ChangeFails: Story = {
  args: {
    defaultOpen: ['e4'],
    onStatusChange: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: i18n._('ui.inbox.markAnswered') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(i18n._('ui.inbox.changeFailed'));
    await expect(rows(canvasElement)[0]?.querySelector('[data-status]')).toHaveAttribute(
      'data-status',
      'new',
    );
    await expect(canvas.getByRole('button', { name: i18n._('ui.inbox.markAnswered') })).toBeEnabled();
  },
};

/** Nothing has arrived yet: a quiet panel says where enquiries will appear; no export, no counts. */
export const Empty: Story = {
  args: { enquiries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(i18n._('ui.inbox.empty'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: i18n._('ui.inbox.export') })).toBeNull();
    await expect(canvas.queryByRole('button', { expanded: false })).toBeNull();
  },
};

/** On its way: a polite status with a spinner; the region is marked busy. */
export const Loading: Story = {
  args: { state: 'loading', enquiries: [] },
  play: async ({ canvas }) => {
    const loading = canvas.getByText(i18n._('ui.inbox.loading'));
    await expect(loading).toBeVisible();
    await expect(loading.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByRole('region', { name: i18n._('ui.inbox.title') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The list could not be read: an alert, and "Try again". */
export const LoadError: Story = {
  args: { state: 'error', enquiries: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(i18n._('ui.inbox.error'));
    await userEvent.click(canvas.getByRole('button', { name: i18n._('ui.inbox.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A row's button (its sender, company, time and product family): what the pointer and the keyboard reach. */
const rowButton = 'h3 button';

/**
 * One row at rest, under the pointer and reached with the keyboard, side by side: states a designer cannot
 * stop to look at in a live list. Forced (`data-hovered`, `data-focus-visible`) so the picture holds still;
 * the play function checks that each state reached its row and changes how it looks.
 */
export const RowStates: Story = {
  // Three inboxes, one per state: the view holds three regions of the same name.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  render: (args) => {
    const row = (
      <EnquiryInbox
        {...args}
        enquiries={args.enquiries.filter((enquiry) => enquiry.id === 'e4')}
        onExport={undefined}
      />
    );
    return (
      <StatesGrid
        min="24rem"
        states={[
          { label: local('Default'), children: row },
          {
            label: local('Hover'),
            note: local('a pointer over it'),
            force: 'hover',
            target: rowButton,
            children: row,
          },
          {
            label: local('Focus'),
            note: local('reached by keyboard'),
            force: 'focus',
            target: rowButton,
            children: row,
          },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const [rest, hovered, focused] = [...canvasElement.querySelectorAll('figure')].map(
      (figure) => figure.querySelector<HTMLElement>(rowButton) as HTMLElement,
    ) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(hovered).toHaveAttribute('data-hovered');
    await expect(focused).toHaveAttribute('data-focus-visible');
    const look = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return `${style.color} ${style.outlineStyle}`;
    };
    await expect(look(hovered)).not.toBe(look(rest));
    await expect(look(focused)).not.toBe(look(rest));
    await expect(look(focused)).not.toBe(look(hovered));
  },
};

const longWord = `https://example.com/${'very-long-path-segment-'.repeat(30)}`;

/** A sender's text as written: markup stays text, a long unbroken address wraps, nothing is wider than the panel. */
export const HostileText: Story = {
  args: {
    defaultOpen: ['x'],
    enquiries: [
      {
        id: 'x',
        name: '<img src=x onerror="window.pwned=1"> Zoë ‮evil',
        email: 'zoe+test@example.ch',
        company: '"><script>window.pwned=2</script> Ñandú & Søn 🧹',
        message: `${'<b>Brosse</b> à cheveux 🪵 — '.repeat(60)}\n${longWord}`,
        receivedAt: '2026-11-25T10:00:00Z',
        status: 'new',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect((window as Window & { pwned?: number }).pwned).toBeUndefined();
    const root = canvasElement.querySelector('section');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
  },
};
