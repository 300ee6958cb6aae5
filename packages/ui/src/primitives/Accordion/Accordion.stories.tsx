import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Accordion, type AccordionItem, accordionHeadingLevels } from './Accordion';

const items: readonly AccordionItem[] = [
  {
    id: 'sourcing',
    title: 'Sourcing',
    content: (
      <p>
        All our wood is FSC or PEFC certified and complies with the EU deforestation regulation. For every
        tree we use, a new one is planted.
      </p>
    ),
  },
  {
    id: 'manufacturing',
    title: 'Manufacturing',
    content: (
      <p>
        Our plants use 65% less energy than a decade ago and send zero waste to landfill: offcuts and shavings
        are pressed into fuel and fibreboard.
      </p>
    ),
  },
  {
    id: 'distribution',
    title: 'Distribution',
    content: (
      <p>
        Goods travel by barge on the Rhine to our distribution warehouse, and every shipment is carbon-offset
        to net zero.
      </p>
    ),
  },
];

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: { items, allowsMultiple: false, headingLevel: 3, onExpandedChange: fn() },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: accordionHeadingLevels },
    items: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Long, secondary text behind short headers (the sustainability descriptions, an FAQ), so a ' +
          'page stays scannable. Do not hide what most visitors need, or anything that is the point of the ' +
          'page; do not use it for navigation. Set `headingLevel` to fit the page outline.',
      },
    },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Single: Story = {
  play: async ({ args, canvas }) => {
    const sourcing = canvas.getByRole('button', { name: 'Sourcing' });
    const manufacturing = canvas.getByRole('button', { name: 'Manufacturing' });
    await userEvent.click(sourcing);
    await expect(sourcing).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(manufacturing);
    await expect(manufacturing).toHaveAttribute('aria-expanded', 'true');
    await expect(sourcing).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['manufacturing']);
  },
};

export const Multiple: Story = {
  args: { allowsMultiple: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sourcing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Distribution' }));
    await expect(canvas.getByRole('button', { name: 'Sourcing' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Distribution' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['sourcing', 'distribution']);
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
  },
};

export const DefaultExpanded: Story = {
  args: { defaultExpanded: ['manufacturing'] },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Manufacturing' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('data-state', 'open');
    const region = canvas.getByRole('region', { name: 'Manufacturing' });
    await expect(region).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByText(/zero waste to landfill/)).toBeVisible();
    await expect(trigger.closest('h3')).not.toBeNull();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [expanded, setExpanded] = useState<string[]>(['distribution']);
    return (
      <>
        <p style={{ marginBlockStart: 0 }}>Open: {expanded.join(', ') || 'none'}</p>
        <Accordion
          {...args}
          expanded={expanded}
          onExpandedChange={(ids) => {
            args.onExpandedChange?.(ids);
            setExpanded(ids);
          }}
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Open: distribution')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sourcing' }));
    await expect(canvas.getByText('Open: sourcing')).toBeVisible();
  },
};

export const WithDisabledItem: Story = {
  args: { items: [...items.slice(0, 2), { ...items[2], disabled: true } as AccordionItem] },
  play: async ({ args, canvas }) => {
    const distribution = canvas.getByRole('button', { name: 'Distribution' });
    await expect(distribution).toBeDisabled();
    await userEvent.click(distribution, { pointerEventsCheck: 0 });
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

export const ToggleWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Sourcing' });
    const panelId = trigger.getAttribute('aria-controls') ?? '';
    const panel = document.getElementById(panelId);
    await expect(panel).not.toBeNull();
    await expect(panel).not.toBeVisible();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/FSC or PEFC certified/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['sourcing']);

    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(panel).not.toBeVisible());
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith([]);
  },
};

export const ToggleWithPointer: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Distribution' });
    await userEvent.click(trigger);
    await expect(canvas.getByRole('region', { name: 'Distribution' })).toBeVisible();
    await userEvent.click(trigger);
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Distribution' })).not.toBeInTheDocument(),
    );
  },
};
