// The checkbox as a form and assistive technology read it: a native input, named by its label, described
// by its help text and message, submitted only while ticked.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is a native checkbox named by its label and described by its help text and message', () => {
    render(
      <Checkbox label="I agree" required description="To answer your enquiry." errorMessage="Please agree" />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' }) as HTMLInputElement;
    expect(box.type).toBe('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-required')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['To answer your enquiry.', 'Please agree']);
    // The form validates: no native `required`, so the browser shows no bubble of its own.
    expect(box.required).toBe(false);
  });

  it('toggles on a click on its label and reports the new state', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Send me a copy" onChange={onChange} />);
    await userEvent.click(screen.getByText('Send me a copy'));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('goes with the form under its name only while ticked', async () => {
    const { container } = render(
      <form>
        <Checkbox label="Send me a copy" name="copy" value="yes" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('copy')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(new FormData(form).get('copy')).toBe('yes');
  });

  it('renders on the server with its state', () => {
    const html = renderToString(<Checkbox label="Send me a copy" name="copy" defaultChecked />);
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('checked=""');
    expect(html).toContain('data-selected="true"');
  });
});
