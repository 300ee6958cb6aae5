import { type CSSProperties, type ReactNode, useEffect, useId, useRef } from 'react';
import { ToastProvider } from '../primitives/Toast/ToastProvider';
import { ToastRegion } from '../primitives/Toast/ToastRegion';
import { vars } from '../theme/contract.css';

/**
 * A static states view of a form: each state in its own labelled panel, side by side, reached without a play
 * function. A panel that shows a toast is the containing block of its own notifications region (a transform
 * makes the region's `position: fixed` relative to the panel), so the toast sits inside the panel, never cut
 * off by a docs frame, and one panel's toast does not replace another's.
 */
export function StatePanels({ children, min = '21rem' }: { children: ReactNode; min?: string }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}, 100%), 1fr))`,
        gap: vars.space.lg,
        alignItems: 'start',
      }}
    >
      {children}
    </div>
  );
}

const panel: CSSProperties = {
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
};

const caption: CSSProperties = {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.onSurfaceMuted,
};

/** One state: its name above, the component below; `toast` reserves room for the panel's own toast. */
export function StatePanel({
  label,
  toast = false,
  children,
}: {
  label: string;
  toast?: boolean;
  children: ReactNode;
}) {
  const captionId = useId();
  const body = (
    <div
      style={{
        position: 'relative',
        transform: toast ? 'translateZ(0)' : undefined,
        padding: vars.space.md,
        // Room for the tallest toast, one with an action button in German, under the form's privacy note.
        paddingBottom: toast ? '15rem' : vars.space.md,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
        background: vars.color.surface,
      }}
    >
      {children}
      {toast ? <ToastPlace /> : null}
    </div>
  );
  return (
    <figure style={panel} aria-labelledby={captionId}>
      <figcaption id={captionId} style={caption}>
        {label}
      </figcaption>
      {/* A provider in every panel (the forms need one); a region only where a toast is expected. */}
      <ToastProvider>{body}</ToastProvider>
    </figure>
  );
}

/** The panel's notifications region: toasts stay until closed, so the picture holds still. */
function ToastPlace() {
  return <ToastRegion duration={Number.POSITIVE_INFINITY} />;
}

/**
 * Sends the form inside it once, as soon as it is on screen, after filling the given fields (the fields are
 * uncontrolled, so this is what typing leaves behind). The form's own reaction follows: messages, sending,
 * a toast. Where the form moves the focus (to its first invalid field, to the password after a refusal), the
 * specimen gives it back until someone uses it: a docs page neither scrolls to it nor shows a focus ring.
 */
export function Submitted({ fill = {}, children }: { fill?: Record<string, string>; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once, with the values it was first given
  useEffect(() => {
    const element = root.current;
    const form = element?.querySelector('form');
    if (!element || !form || sent.current) return;
    sent.current = true;
    const { scrollX, scrollY } = window;
    const giveBack = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) event.target.blur();
      window.scrollTo(scrollX, scrollY);
    };
    const used = () => element.removeEventListener('focusin', giveBack);
    element.addEventListener('focusin', giveBack);
    element.addEventListener('pointerdown', used, { once: true });
    element.addEventListener('keydown', used, { once: true });
    for (const [name, value] of Object.entries(fill)) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = value;
    }
    // After the effect, not inside it: the form commits its messages with flushSync, which React refuses
    // (and warns about) while it is still running effects.
    queueMicrotask(() => {
      if (form.isConnected) form.requestSubmit();
    });
    return () => {
      used();
      element.removeEventListener('pointerdown', used);
      element.removeEventListener('keydown', used);
    };
  }, []);
  return <div ref={root}>{children}</div>;
}
