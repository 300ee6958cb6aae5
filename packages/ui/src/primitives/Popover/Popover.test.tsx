// The popover as a keyboard and assistive technology meet it, in jsdom: its trigger says what it opens,
// focus goes in and comes back, Escape closes it; the trigger is heard through context, never copied (a
// Button a server component sent arrives as a lazy reference under `next dev`, ADR 0079).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Popover, type PopoverProps } from './Popover';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const trigger = <Button variant="outline">Delivery terms</Button>;

describe('Popover', () => {
  it('opens from its Button, takes focus, closes on Escape and gives focus back', async () => {
    const onOpenChange = vi.fn();
    render(
      <Popover title="Delivery" trigger={trigger} onOpenChange={onOpenChange}>
        <p>On pallets of up to 120 cm.</p>
      </Popover>,
    );
    const button = screen.getByRole('button', { name: 'Delivery terms' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delivery' });
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('is named by `label` without a title, and `close()` closes it from its content', async () => {
    render(
      <Popover label="Quick note" trigger={trigger}>
        {({ close }) => <Button onPress={close}>Done</Button>}
      </Popover>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delivery terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick note' });
    expect(dialog.querySelector('h2')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens from a Button a server component sent (a lazy reference), with no console error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lazy = {
      $$typeof: Symbol.for('react.lazy'),
      _payload: trigger,
      _init: (payload: ReactElement) => payload,
    } as unknown as PopoverProps['trigger'];
    render(
      <Popover title="Delivery" trigger={lazy}>
        <p>On pallets.</p>
      </Popover>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delivery terms' }));
    expect(await screen.findByRole('dialog', { name: 'Delivery' })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
  });

  it('says on the console, naming itself, that a native <button> cannot open it', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Popover title="Delivery" trigger={<button type="button">Delivery terms</button>}>
        <p>On pallets.</p>
      </Popover>,
    );
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^\[@brand\/ui\] Popover: its `trigger` holds no/),
    );
  });

  it('renders its trigger on the server and leaves the box to the client', () => {
    const html = renderToString(
      <Popover title="Delivery" trigger={trigger} defaultOpen>
        <p>On pallets.</p>
      </Popover>,
    );
    expect(html).toContain('Delivery terms');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).not.toContain('On pallets.');
  });
});
