import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StatesGrid } from '../../docs/blocks/StatesGrid';
import { expectTypesAndClears, fieldArgTypes, inColumn } from '../../stories/fieldStories';
import { local, localized } from '../../stories/localized';
import { TextArea } from './TextArea';

const longEnquiry = [
  'Good morning,',
  'we are a regional DIY chain with 48 stores in Switzerland and southern Germany. For spring we are ' +
    'planning a private-label range of household brushes: two dustpan sets, a broom with a 140 cm FSC beech ' +
    'handle, and three dish brushes with recycled PET bodies and natural fibre bristles.',
  'Could you send us your minimum order quantities, lead times for a first order of around 20,000 units, ' +
    'and whether you can print our logo on the handles? We would also like to know whether you provide ' +
    'EUDR due-diligence information with every delivery.',
  'Kind regards,\nAnna Keller, Category Manager',
].join('\n\n');

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  // The designer's page is TextArea.mdx.
  tags: ['!autodocs'],
  args: { label: 'Message', name: 'message', onChange: fn() },
  argTypes: { ...fieldArgTypes, rows: { control: { type: 'number', min: 2, max: 20 } } },
  decorators: [localized, inColumn('36rem')],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled multi-line input for free text such as an enquiry message; it shares TextField’s ' +
          'label, description and error styles. Use `TextField` for anything that fits on one line. ' +
          'Validation belongs to the form: pass its message as `errorMessage`, and give `ref` so the form ' +
          'can focus the first invalid field. `rows` sets the starting height (5); visitors can drag it taller.',
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Required: Story = {
  args: { required: true },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: local(args.label) });
    await expect(textarea).toHaveAttribute('aria-required', 'true');
    await expect(textarea).toHaveAttribute('rows', '5');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithDescription: Story = {
  args: { description: 'Tell us about quantities, materials and the timing you have in mind.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: local(args.label) })).toHaveAccessibleDescription(
      local(args.description),
    );
  },
};

export const Invalid: Story = {
  args: {
    required: true,
    defaultValue: 'Prices?',
    description: 'Tell us about quantities, materials and the timing you have in mind.',
    errorMessage: 'Message must be at least 10 characters',
  },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: local(args.label) });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    const message = canvas.getByText(local(args.errorMessage));
    const describedBy = textarea.getAttribute('aria-describedby')?.split(' ') ?? [];
    await expect(message.id).not.toBe('');
    await expect(describedBy).toContain(message.id);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Please send us your catalogue of wooden handles.' },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: local(args.label) });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TypeAndClear: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: local(args.label) });
    await expectTypesAndClears(
      textarea,
      args.onChange,
      'We need 5,000 oak handles.{Enter}Length 140 cm.',
      'We need 5,000 oak handles.\nLength 140 cm.',
    );
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Describe the products, quantities, materials, certifications and delivery schedule you have in mind for your private-label range',
    required: true,
  },
};

export const LongValue: Story = {
  args: { defaultValue: longEnquiry, rows: 6 },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: local(args.label) });
    await expect(textarea).toHaveValue(local(longEnquiry));
    await expect(textarea.scrollHeight).toBeGreaterThan(textarea.clientHeight);
  },
};

/** Every state at once, without a pointer or keyboard (hover and focus forced through their attributes). */
export const States: Story = {
  render: (args) => (
    <StatesGrid
      min="15rem"
      states={[
        { label: local('Empty'), children: <TextArea {...args} /> },
        { label: local('Hover'), force: 'hover', target: 'textarea', children: <TextArea {...args} /> },
        { label: local('Focus'), force: 'focus', target: 'textarea', children: <TextArea {...args} /> },
        {
          label: local('Invalid'),
          children: <TextArea {...args} errorMessage={local('Message must be at least 10 characters')} />,
        },
        { label: local('Disabled'), children: <TextArea {...args} disabled /> },
      ]}
    />
  ),
};
