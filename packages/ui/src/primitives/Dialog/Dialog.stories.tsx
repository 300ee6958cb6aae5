import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Local, local, localized } from '../../stories/localized';
import {
  buttonOf,
  ControlledModal,
  expectClosedTo,
  expectFocusTrapped,
  expectOpenWithFocus,
  openByKeyboard,
  overlayArgTypes,
  triggerButton,
} from '../../stories/modalStories';
import { ownFrame } from '../../stories/ownFrame';
import { t } from '../../stories/play';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Select } from '../Select/Select';
import { Dialog, type DialogProps, type DialogRenderProps, dialogSizes } from './Dialog';

/** The sample trigger's label, which the play functions find it by. */
const requestSamples = 'Request samples';

const trigger = triggerButton(requestSamples);

/** Cancel and the main action: each closes the dialog (the main action would send first). */
const requestActions = ({ close }: DialogRenderProps) => (
  <>
    <Button variant="ghost" onPress={close}>
      <Local>Cancel</Local>
    </Button>
    <Button onPress={close}>
      <Local>Send request</Local>
    </Button>
  </>
);

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  // The designer's page is Dialog.mdx.
  tags: ['!autodocs'],
  decorators: [localized],
  args: {
    title: 'Request samples',
    children: (
      <p style={{ margin: 0 }}>
        <Local>
          We send up to three sample pieces free of charge. Choose the product family, and we confirm the
          delivery date by email.
        </Local>
      </p>
    ),
    actions: requestActions,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    ...overlayArgTypes,
    actions: { control: false },
  },
  render: (args) => <Dialog {...args} trigger={trigger} />,
  parameters: ownFrame('30rem'),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger, found by its label in the toolbar's language. */
const triggerOf = (canvasElement: HTMLElement) => buttonOf(canvasElement, requestSamples);

export const Playground: Story = {};

/** Open on load, so screenshots show it: title, text, the close button and the two actions. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: local(args.title) });
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(local(args.title));
    await expect(within(dialog).getByRole('button', { name: t('ui.dialog.close') })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: local('Send request') })).toBeInTheDocument();
  },
};

/** The keyboard alone: Enter opens, focus moves in, Escape closes, focus returns to the trigger. */
export const KeyboardOpenAndEscape: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const button = triggerOf(canvasElement);
    await openByKeyboard(button);
    await expectOpenWithFocus(local(args.title));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expectClosedTo(button, args.onOpenChange);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Tab and Shift+Tab stay inside the dialog while it is open (the page behind is inert). */
export const FocusStaysInside: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(triggerOf(canvasElement));
    const dialog = await expectOpenWithFocus(local(args.title));
    // Close, Cancel, Send request: past the last one, Tab comes back to the first.
    await expectFocusTrapped(dialog, 5);
  },
};

export const CloseWithButton: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const button = triggerOf(canvasElement);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: local(args.title) });
    await userEvent.click(within(dialog).getByRole('button', { name: t('ui.dialog.close') }));
    await expectClosedTo(button, args.onOpenChange);
  },
};

/** An action closes the dialog through `close()`, handed to `actions` and `children`. */
export const CloseWithAction: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const button = triggerOf(canvasElement);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: local(args.title) });
    await userEvent.click(within(dialog).getByRole('button', { name: local('Cancel') }));
    await expectClosedTo(button, args.onOpenChange);
  },
};

export const CloseWithOverlayClick: Story = {
  tags: ['no-visual'],
  play: async ({ args, canvasElement }) => {
    const button = triggerOf(canvasElement);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: local(args.title) });
    // The top-left corner of the screen is veil (the dialog sits in the middle).
    const veil = document.elementFromPoint(4, 4);
    await expect(veil).not.toBeNull();
    await expect(dialog.contains(veil)).toBe(false);
    await userEvent.click(veil as Element);
    await expectClosedTo(button);
  },
};

/** A question that needs an answer: announced as an alert dialog; a click outside leaves it open. */
export const Alert: Story = {
  args: {
    role: 'alertdialog',
    size: 'sm',
    title: 'Discard your enquiry?',
    children: (
      <p style={{ margin: 0 }}>
        <Local>What you have typed so far will be lost.</Local>
      </p>
    ),
    actions: ({ close }: DialogRenderProps) => (
      <>
        <Button variant="ghost" onPress={close}>
          <Local>Keep editing</Local>
        </Button>
        <Button variant="destructive" onPress={close}>
          <Local>Discard</Local>
        </Button>
      </>
    ),
  },
  render: (args) => <Dialog {...args} trigger={triggerButton('Leave the enquiry')} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(buttonOf(canvasElement, 'Leave the enquiry'));
    const dialog = await screen.findByRole('alertdialog', { name: local(args.title) });
    await userEvent.click(document.elementFromPoint(4, 4) as Element);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

/** A long text: the dialog stays within the screen and its body scrolls, title and actions in view. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Terms of delivery',
    children: (
      <>
        {[1, 2, 3].map((part) => (
          <p key={part}>
            <Local>
              Orders leave our plant within ten working days of the confirmed sample. Deliveries within
              Switzerland are free of charge from 500 units; to other countries we quote the freight with the
              order. Goods travel on pallets of up to 120 cm; mixed pallets of several product families are
              possible. Please check each delivery on arrival and tell us about any damage within eight days,
              with a photo of the packaging. Private-label products made to your design cannot be returned;
              stock items can be returned unused within thirty days.
            </Local>
          </p>
        ))}
      </>
    ),
    actions: ({ close }: DialogRenderProps) => (
      <Button onPress={close}>
        <Local>Keep editing</Local>
      </Button>
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: local(args.title) });
    const box = dialog.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.top).toBeGreaterThanOrEqual(0);
  },
};

/** A short form's fields, in the toolbar's language (read when rendered). */
function SampleFields() {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Select
        label={local('Product family')}
        name="family"
        options={[
          { value: 'brooms', label: local('Brooms') },
          { value: 'natural', label: local('Natural brushes') },
          { value: 'handles', label: local('Wooden handles') },
        ]}
      />
      <Checkbox label={local('Send me a copy of my enquiry')} name="copy" />
    </div>
  );
}

/** A Select inside a dialog: its list opens above the dialog, and Escape closes the list first. */
export const WithFormFields: Story = {
  args: {
    defaultOpen: true,
    children: <SampleFields />,
  },
  play: async ({ args }) => {
    // The dialog has taken focus (react-aria moves it in once the dialog is shown) before the click.
    const dialog = await expectOpenWithFocus(local(args.title));
    const field = within(dialog).getByRole('button', { name: new RegExp(local('Product family')) });
    await userEvent.click(field);
    const list = await screen.findByRole('listbox');
    // The list is on top: what the page shows at its middle is the list, not the dialog behind it.
    const { left, top, width, height } = list.getBoundingClientRect();
    await expect(list.contains(document.elementFromPoint(left + width / 2, top + height / 2))).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A ceiling for react-aria's focus restore on a loaded machine, not a timing.
    await waitFor(() => expect(field).toHaveFocus(), { timeout: 5000 });
  },
};

const dialogIs = { open: 'The dialog is open.', closed: 'The dialog is closed.' };

function ControlledDialog(args: DialogProps) {
  return (
    <ControlledModal opener={requestSamples} is={dialogIs} onOpenChange={args.onOpenChange}>
      {(state) => <Dialog {...args} {...state} />}
    </ControlledModal>
  );
}

/** State owned by the page (`open` + `onOpenChange`), without a `trigger`: focus still returns. */
export const Controlled: Story = {
  tags: ['no-visual'],
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ args, canvasElement }) => {
    const button = triggerOf(canvasElement);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: local(args.title) });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(local(dialogIs.open));
    await userEvent.click(within(dialog).getByRole('button', { name: local('Send request') }));
    await expectClosedTo(button);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(local(dialogIs.closed));
  },
};
