// The radio group as a form and assistive technology read it: a named group of native radios, one tab stop,
// the arrow keys moving the choice, the chosen value submitted under the group's name.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './RadioGroup';

afterEach(cleanup);

/** The label of the radio chosen now, as the form would read it. */
const chosen = () =>
  (screen.getAllByRole('radio') as HTMLInputElement[]).find((radio) => radio.checked)?.parentElement
    ?.parentElement?.textContent;

const Delivery = (props: Partial<Parameters<typeof RadioGroup>[0]>) => (
  <RadioGroup label="Delivery" name="delivery" {...props}>
    <Radio value="pallet">On pallets</Radio>
    <Radio value="parcel">By parcel</Radio>
    <Radio value="pickup" disabled>
      Collected at the plant
    </Radio>
  </RadioGroup>
);

describe('RadioGroup', () => {
  it('is a radiogroup named by its label and described by its help text and message', () => {
    render(<Delivery required description="We confirm the date by email." errorMessage="Please choose" />);
    const group = screen.getByRole('radiogroup', { name: 'Delivery' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-required')).toBe('true');
    const described = (group.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We confirm the date by email.', 'Please choose']);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.type)).toEqual(['radio', 'radio', 'radio']);
    // The form validates: no native `required`, so the browser shows no bubble of its own.
    expect(radios.some((radio) => radio.required)).toBe(false);
  });

  it('is one tab stop; the arrow keys move the choice, skipping a disabled radio', async () => {
    const onChange = vi.fn();
    render(<Delivery defaultValue="parcel" onChange={onChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'By parcel' }));
    await userEvent.keyboard('{ArrowDown}');
    // Past the disabled third, round to the first.
    expect(chosen()).toBe('On pallets');
    expect(onChange).toHaveBeenLastCalledWith('pallet');
    await userEvent.keyboard('{ArrowUp}');
    expect(chosen()).toBe('By parcel');
    expect(onChange).toHaveBeenLastCalledWith('parcel');
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('chooses on a click on a radio’s text, never on a disabled one', async () => {
    const onChange = vi.fn();
    render(<Delivery onChange={onChange} />);
    await userEvent.click(screen.getByText('On pallets'));
    expect(onChange).toHaveBeenLastCalledWith('pallet');
    await userEvent.click(screen.getByText('Collected at the plant'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(chosen()).toBe('On pallets');
  });

  it('follows its value when controlled', () => {
    const { rerender } = render(<Delivery value="pallet" />);
    expect(chosen()).toBe('On pallets');
    rerender(<Delivery value="parcel" />);
    expect(chosen()).toBe('By parcel');
  });

  it('goes with the form under its name with the chosen value', async () => {
    const { container } = render(
      <form>
        <Delivery />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('delivery')).toBeNull();
    await userEvent.click(screen.getByText('By parcel'));
    expect(new FormData(form).get('delivery')).toBe('parcel');
  });

  it('renders on the server with its choice', () => {
    const html = renderToString(<Delivery defaultValue="parcel" />);
    expect(html).toContain('role="radiogroup"');
    expect(html).toContain('checked=""');
    expect(html).toContain('data-selected="true"');
  });
});
