// The Dialog's trigger, in jsdom: issue 35 (ADR 0079). Under `next dev` an element a server component sent
// arrives as a lazy reference, not a plain element; the Dialog used to copy its trigger (`cloneElement`),
// and a copy of a lazy reference has no type: "Element type is invalid … got: undefined". A native
// <button> took no press and failed silently.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from './Dialog';

type Trigger = NonNullable<DialogProps['trigger']>;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** An element as React's Flight client hands it over in development: a resolved lazy reference. */
const asSentByServer = (element: Trigger): Trigger =>
  ({
    $$typeof: Symbol.for('react.lazy'),
    _payload: element,
    _init: (payload: Trigger) => payload,
  }) as unknown as Trigger;

/** Renders a Dialog with `trigger`; returns what it wrote on console.error. */
const renderDialog = (trigger: Trigger) => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <Dialog title="Request samples" trigger={trigger}>
      <p>Up to three pieces</p>
    </Dialog>,
  );
  return errors;
};

describe('Dialog trigger', () => {
  it('opens from a Button a server component sent (a lazy reference, as under next dev)', () => {
    const errors = renderDialog(asSentByServer(<Button variant="outline">Request samples</Button>));
    const button = screen.getByRole('button', { name: 'Request samples' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Request samples' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(errors).not.toHaveBeenCalled();
  });

  it("opens from a Button inside an element of the page's, after the Button's own onPress", () => {
    const pressed = vi.fn();
    const errors = renderDialog(
      <div className="toolbar">
        <Button onPress={pressed}>Request samples</Button>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request samples' }));
    expect(pressed).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
  });

  it('buttons inside the open dialog do not open it again or say they are its trigger', () => {
    render(
      <Dialog title="Request samples" defaultOpen trigger={<Button>Open</Button>}>
        <Button>Inside</Button>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Inside' }).hasAttribute('aria-haspopup')).toBe(false);
  });

  it('says on the console that a native <button> cannot open it, naming the Dialog and the fix', () => {
    const errors = renderDialog(<button type="button">Request samples</button>);
    expect(errors).toHaveBeenCalledOnce();
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^\[@brand\/ui\] Dialog: its `trigger` holds no @brand\/ui Button[\s\S]*use <Button> from @brand\/ui[\s\S]*README §10/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request samples' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so for a link-styled Button (href) too, and not for a Dialog without trigger', () => {
    expect(renderDialog(<Button href="/samples">Request samples</Button>)).toHaveBeenCalledOnce();
    cleanup();
    vi.restoreAllMocks();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Dialog title="Request samples" open={false}>
        <p>Up to three pieces</p>
      </Dialog>,
    );
    expect(errors).not.toHaveBeenCalled();
  });
});
