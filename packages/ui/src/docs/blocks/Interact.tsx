import { type ReactNode, useEffect, useRef } from 'react';

/** What a person does to a control: a mouse over it, the keyboard's focus on it, Space held down on it. */
export type Interaction = 'hover' | 'focus' | 'press';

/**
 * Story-only: shows a component as a person leaves it, by sending the element `target` finds (a CSS
 * selector inside the children; the first element by default) the events a mouse or a keyboard would.
 * React Aria turns them into its state, exactly as for a person, and the component renders it
 * (`data-hovered`, `data-focus-visible`, `data-pressed`): nothing here writes a state attribute, so a
 * component that stopped answering a real hover, focus or press shows its resting look in the cell.
 *
 * - `hover`: a mouse's `pointerover` from outside the page. It lasts until a real pointer moves over
 *   the page, as a hover does: in a test browser that is within milliseconds (its own pointer sends a
 *   trusted `pointerover` once the page settles), so a screenshot's hover is forced (`ForceState`).
 * - `focus`: a key press (Tab) on the element, then focus on it, without scrolling: the focus
 *   ring of the keyboard. One element has the focus: the last such cell of a page shows it.
 * - `press`: Space held down on the element (react-aria presses on key down, lets go on key up).
 */
export function Interact({
  as,
  target,
  children,
}: {
  as: Interaction;
  target?: string | undefined;
  children: ReactNode;
}) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const reached = useRef<Element | null>(null);
  // After every render, not once: a story that renders its component again with a new element (its
  // language's messages arriving) gets the new element the same events. An effect, not a layout effect:
  // children's effects run first, so react-aria has set up its global listeners (the keyboard-or-pointer
  // modality) before the first event arrives.
  useEffect(() => {
    const root = wrapper.current;
    const element = target ? root?.querySelector<HTMLElement>(target) : root?.firstElementChild;
    if (!(element instanceof HTMLElement) || element === reached.current) return;
    reached.current = element;
    if (as === 'hover')
      element.dispatchEvent(
        new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse', isPrimary: true }),
      );
    if (as === 'focus') {
      // On the element, bubbling to react-aria's listener on the document: a docs page's own keyboard
      // listeners read the target's attributes, which the document has none of.
      element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
      element.focus({ preventScroll: true });
    }
    if (as === 'press')
      element.dispatchEvent(
        new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true }),
      );
  });
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}
