// How many entries stay open: one by default, several with `multiple` (HTML's word, README §13), and
// still with the deprecated `allowsMultiple` until the next major version.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionProps } from './Accordion';

afterEach(cleanup);

const items = [
  { id: 'wood', title: 'Which wood?', content: 'Beech from Swiss forests.' },
  { id: 'oem', title: 'Private label?', content: 'From 500 pieces.' },
];

/** Opens both entries by clicking their headers; returns what each header then says. */
const openBoth = async (props: Partial<AccordionProps>) => {
  const onExpandedChange = vi.fn();
  render(<Accordion items={items} onExpandedChange={onExpandedChange} {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Which wood?' }));
  await userEvent.click(screen.getByRole('button', { name: 'Private label?' }));
  const expanded = screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded'));
  return { expanded, last: onExpandedChange.mock.lastCall?.[0] };
};

describe('Accordion', () => {
  it('keeps one entry open: opening the second closes the first', async () => {
    expect(await openBoth({})).toEqual({ expanded: ['false', 'true'], last: ['oem'] });
  });

  it('keeps several entries open with `multiple`', async () => {
    expect(await openBoth({ multiple: true })).toEqual({ expanded: ['true', 'true'], last: ['wood', 'oem'] });
  });

  it('still takes the deprecated `allowsMultiple`, and `multiple` wins when both are given', async () => {
    expect(await openBoth({ allowsMultiple: true })).toEqual({
      expanded: ['true', 'true'],
      last: ['wood', 'oem'],
    });
    cleanup();
    expect(await openBoth({ allowsMultiple: true, multiple: false })).toEqual({
      expanded: ['false', 'true'],
      last: ['oem'],
    });
  });
});
