// The tooltip as a keyboard and a mouse meet it, in jsdom: keyboard focus shows it at once and it
// describes the button, Escape hides it; a resting pointer shows it after the delay only; the trigger is
// heard through context, never copied.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const icon = (
  <Button size="icon" aria-label="Print">
    P
  </Button>
);

describe('Tooltip', () => {
  // First in the file: once a tooltip has shown, react-stately shows the next at once for a while.
  it('shows after the pointer rests for `delay`, not before; a press hides it', () => {
    vi.useFakeTimers();
    const onPress = vi.fn();
    render(
      <Tooltip content="Print this page" delay={500}>
        <Button size="icon" aria-label="Print" onPress={onPress}>
          P
        </Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Print' });
    fireEvent.pointerMove(button, { pointerType: 'mouse' });
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('tooltip').textContent).toBe('Print this page');
    fireEvent.pointerDown(button, { pointerType: 'mouse' });
    fireEvent.click(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('shows on keyboard focus, describes its button, and Escape hides it', async () => {
    const onOpenChange = vi.fn();
    render(
      <Tooltip content="Print this page" onOpenChange={onOpenChange}>
        {icon}
      </Tooltip>,
    );
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Print this page');
    const button = screen.getByRole('button', { name: 'Print' });
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('never shows when disabled', async () => {
    render(
      <Tooltip content="Print this page" disabled>
        {icon}
      </Tooltip>,
    );
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('says on the console when it wraps no @brand/ui Button (a native button never shows it), once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <Tooltip content="Print this page">
        <button type="button">Print</button>
      </Tooltip>,
    );
    rerender(
      <Tooltip content="Print this page">
        <button type="button">Print</button>
      </Tooltip>,
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/Tooltip: .*no @brand\/ui Button/);
    error.mockClear();
    cleanup();
    render(<Tooltip content="Print this page">{icon}</Tooltip>);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('renders its trigger on the server, without the tooltip', () => {
    const html = renderToString(
      <Tooltip content="Print this page" defaultOpen>
        {icon}
      </Tooltip>,
    );
    expect(html).toContain('aria-label="Print"');
    expect(html).not.toContain('Print this page');
  });
});
