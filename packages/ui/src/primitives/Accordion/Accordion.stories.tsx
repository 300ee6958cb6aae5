import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { StatesGrid } from '../../docs/blocks/StatesGrid';
import { Local, local, localArgs, localized } from '../../stories/localized';
import { Accordion, type AccordionItem, accordionHeadingLevels } from './Accordion';

const items: readonly AccordionItem[] = [
  {
    id: 'sourcing',
    title: 'Sourcing',
    content: (
      <p>
        <Local>
          Our wood comes from forests managed to the FSC or PEFC forest standard, and every delivery comes
          with EUDR due-diligence information.
        </Local>
      </p>
    ),
  },
  {
    id: 'manufacturing',
    title: 'Manufacturing',
    content: (
      <p>
        <Local>
          Our plants use 65% less energy per unit than in 2010 and send no production waste to landfill:
          offcuts and shavings are pressed into fuel and fibreboard.
        </Local>
      </p>
    ),
  },
  {
    id: 'distribution',
    title: 'Distribution',
    content: (
      <p>
        <Local>
          Goods travel by barge on the Rhine to our distribution centre, and from there by lorry to our
          customers.
        </Local>
      </p>
    ),
  },
];

/**
 * The sample items' titles in the toolbar's language, which the play functions find the triggers and regions
 * by (read when a play function runs: `local` answers in the active language).
 */
const title = {
  get sourcing() {
    return local('Sourcing');
  },
  get manufacturing() {
    return local('Manufacturing');
  },
  get distribution() {
    return local('Distribution');
  },
};

const meta = {
  title: 'Primitives/Accordion',
  // The designer's page is Accordion.mdx.
  tags: ['!autodocs'],
  component: Accordion,
  decorators: [localized],
  args: { items, multiple: false, headingLevel: 3, onExpandedChange: fn() },
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
    const sourcing = canvas.getByRole('button', { name: title.sourcing });
    const manufacturing = canvas.getByRole('button', { name: title.manufacturing });
    await userEvent.click(sourcing);
    await expect(sourcing).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(manufacturing);
    await expect(manufacturing).toHaveAttribute('aria-expanded', 'true');
    await expect(sourcing).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['manufacturing']);
  },
};

export const Multiple: Story = {
  args: { multiple: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: title.sourcing }));
    await userEvent.click(canvas.getByRole('button', { name: title.distribution }));
    await expect(canvas.getByRole('button', { name: title.sourcing })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: title.distribution })).toHaveAttribute(
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
    const trigger = canvas.getByRole('button', { name: title.manufacturing });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('data-state', 'open');
    const region = canvas.getByRole('region', { name: title.manufacturing });
    await expect(region).toHaveAttribute('data-state', 'open');
    await expect(region).toBeVisible();
    await expect(trigger.closest('h3')).not.toBeNull();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [expanded, setExpanded] = useState<string[]>(['distribution']);
    return (
      <>
        <p style={{ marginBlockStart: 0 }}>
          {/* The open items' ids, as `onExpandedChange` reports them: code, not text to translate. */}
          {local('Open:')}{' '}
          {expanded.length ? <span translate="no">{expanded.join(', ')}</span> : local('none')}
        </p>
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
    const [distribution, sourcing] = [title.distribution, title.sourcing].map((name) =>
      canvas.getByRole('button', { name }),
    );
    await expect(distribution).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(sourcing as HTMLElement);
    // The app's state drives the accordion: only what it holds is open.
    await expect(sourcing).toHaveAttribute('aria-expanded', 'true');
    await expect(distribution).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithDisabledItem: Story = {
  args: { items: [...items.slice(0, 2), { ...items[2], disabled: true } as AccordionItem] },
  play: async ({ args, canvas }) => {
    const distribution = canvas.getByRole('button', { name: title.distribution });
    await expect(distribution).toBeDisabled();
    await userEvent.click(distribution, { pointerEventsCheck: 0 });
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

export const ToggleWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: title.sourcing });
    const panelId = trigger.getAttribute('aria-controls') ?? '';
    const panel = document.getElementById(panelId);
    await expect(panel).not.toBeNull();
    await expect(panel).not.toBeVisible();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
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
    const trigger = canvas.getByRole('button', { name: title.distribution });
    await userEvent.click(trigger);
    await expect(canvas.getByRole('region', { name: title.distribution })).toBeVisible();
    await userEvent.click(trigger);
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: title.distribution })).not.toBeInTheDocument(),
    );
  },
};

/** Every state of a header at once, without a pointer (hover and focus forced through their attributes). */
export const States: Story = {
  render: (args) => {
    // The first item in the toolbar's language: these specimens take it as a prop, not through the args.
    const one = localArgs([items[0] as AccordionItem]);
    return (
      <StatesGrid
        min="16rem"
        states={[
          { label: local('Closed'), children: <Accordion {...args} items={one} /> },
          {
            label: local('Hover'),
            force: 'hover',
            target: 'button',
            children: <Accordion {...args} items={one} />,
          },
          {
            label: local('Focus'),
            force: 'focus',
            target: 'button',
            children: <Accordion {...args} items={one} />,
          },
          {
            label: local('Open'),
            children: <Accordion {...args} items={one} defaultExpanded={['sourcing']} />,
          },
          {
            label: local('Disabled'),
            children: <Accordion {...args} items={[{ ...(one[0] as AccordionItem), disabled: true }]} />,
          },
        ]}
      />
    );
  },
};
