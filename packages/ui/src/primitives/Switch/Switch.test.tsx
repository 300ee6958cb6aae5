// The switch as a form and assistive technology read it: a native checkbox with the switch role, named by
// its label, described by its help text, submitted only while on.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

afterEach(cleanup);

describe('Switch', () => {
  it('is a switch named by its label and described by its help text and message', () => {
    render(
      <Switch label="Show prices" required description="Excluding VAT." errorMessage="Please turn it on" />,
    );
    const toggle = screen.getByRole('switch', { name: 'Show prices' }) as HTMLInputElement;
    expect(toggle.type).toBe('checkbox');
    expect(toggle.getAttribute('aria-invalid')).toBe('true');
    const described = (toggle.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Excluding VAT.', 'Please turn it on']);
    expect(toggle.required).toBe(false);
  });

  it('toggles on a click on its label and on Space, and reports the new state', async () => {
    const onChange = vi.fn();
    render(<Switch label="Show prices" onChange={onChange} />);
    const toggle = screen.getByRole('switch') as HTMLInputElement;
    await userEvent.click(screen.getByText('Show prices'));
    expect(toggle.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(toggle.checked).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('follows `checked` when controlled, and does not toggle when disabled or read-only', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Switch label="Show prices" checked={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch') as HTMLInputElement;
    rerender(<Switch label="Show prices" checked onChange={onChange} />);
    expect(toggle.checked).toBe(true);
    rerender(<Switch label="Show prices" checked disabled onChange={onChange} />);
    await userEvent.click(screen.getByText('Show prices'), { pointerEventsCheck: 0 });
    rerender(<Switch label="Show prices" checked readOnly onChange={onChange} />);
    await userEvent.click(screen.getByText('Show prices'));
    expect(onChange).not.toHaveBeenCalled();
    expect(toggle.checked).toBe(true);
  });

  it('goes with the form under its name only while on', async () => {
    const { container } = render(
      <form>
        <Switch label="Show prices" name="prices" value="yes" />
      </form>,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('prices')).toBeNull();
    await userEvent.click(screen.getByRole('switch'));
    expect(new FormData(form).get('prices')).toBe('yes');
  });

  it('renders on the server with its state', () => {
    const html = renderToString(<Switch label="Show prices" defaultChecked />);
    expect(html).toContain('role="switch"');
    expect(html).toContain('checked=""');
    expect(html).toContain('data-selected="true"');
  });
});
