import { type ReactNode, useLayoutEffect, useRef } from 'react';

/** A state a pointer or keyboard would cause, shown without either. */
export type ForcedState = 'hover' | 'focus' | 'pressed';

/** The state attributes the library's CSS answers to (React Aria's names). */
const attribute: Record<ForcedState, string> = {
  hover: 'data-hovered',
  focus: 'data-focus-visible',
  pressed: 'data-pressed',
};

/**
 * Story-only: shows a component hovered, focused (keyboard) or pressed by setting the state attribute the
 * library's CSS answers to (`data-hovered`, `data-focus-visible`, `data-pressed`) on the element `target`
 * finds (a CSS selector inside the children; the first element by default). No mouse, no play function:
 * the look is the component's own, and it stays for screenshots. For components that render their
 * control deep inside (a field's `input`, a menu's trigger), name it with `target`.
 */
export function ForceState({
  state,
  target,
  children,
}: {
  state: ForcedState;
  target?: string;
  children: ReactNode;
}) {
  const wrapper = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    const force = () => {
      const element = target ? root.querySelector(target) : root.firstElementChild;
      if (element && !element.hasAttribute(attribute[state])) element.setAttribute(attribute[state], 'true');
    };
    force();
    // A React Aria collection (Tabs' tabs) renders its items after this effect, and may replace them:
    // force the state again whenever the children's elements change.
    const observer = new MutationObserver(force);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  });
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {children}
    </span>
  );
}
