// @vitest-environment node
// Node, not jsdom: proves the server render needs no window or document.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../sections/Contact/ContactForm';
import { ToastProvider } from './ToastProvider';
import { ToastRegion } from './ToastRegion';
import {
  createToastStore,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  type ToastItem,
  type ToastState,
  toastReducer,
  useToast,
} from './useToast';

/** A component that calls the hook, with no provider above it in the test that renders it alone. */
function ToastCaller() {
  useToast();
  return null;
}

const item = (id: string, extra: Partial<ToastItem> = {}): ToastItem => ({
  id,
  open: true,
  title: id,
  ...extra,
});
const stateOf = (...toasts: ToastItem[]): ToastState => ({ toasts });

describe('toastReducer', () => {
  it('adds the new toast first and keeps at most TOAST_LIMIT (1)', () => {
    expect(TOAST_LIMIT).toBe(1);
    const next = toastReducer(stateOf(item('a')), { type: 'add', toast: item('b') });
    expect(next.toasts.map((toast) => toast.id)).toEqual(['b']);
  });

  it('updates only the toast with the given id', () => {
    const state = stateOf(item('a'));
    const next = toastReducer(state, { type: 'update', toast: { id: 'a', title: 'Changed' } });
    expect(next.toasts[0]).toEqual({ id: 'a', open: true, title: 'Changed' });
    expect(toastReducer(state, { type: 'update', toast: { id: 'x', title: 'No' } }).toasts[0]?.title).toBe(
      'a',
    );
  });

  it('dismisses by closing, not removing; without an id it closes all', () => {
    const state = stateOf(item('a'), item('b'));
    expect(toastReducer(state, { type: 'dismiss', id: 'b' }).toasts.map((toast) => toast.open)).toEqual([
      true,
      false,
    ]);
    expect(toastReducer(state, { type: 'dismiss' }).toasts.map((toast) => toast.open)).toEqual([
      false,
      false,
    ]);
  });

  it('removes one toast by id, or all without an id', () => {
    const state = stateOf(item('a'), item('b'));
    expect(toastReducer(state, { type: 'remove', id: 'a' }).toasts.map((toast) => toast.id)).toEqual(['b']);
    expect(toastReducer(state, { type: 'remove' }).toasts).toEqual([]);
  });

  it('does not mutate the previous state', () => {
    const state = stateOf(item('a'));
    const frozen = structuredClone(state);
    toastReducer(state, { type: 'dismiss', id: 'a' });
    toastReducer(state, { type: 'add', toast: item('b') });
    expect(state).toEqual(frozen);
  });
});

describe('createToastStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a new toast replaces the current one', () => {
    const store = createToastStore();
    const first = store.toast({ title: 'First' });
    const second = store.toast({ title: 'Second', variant: 'destructive' });
    expect(first.id).not.toBe(second.id);
    expect(store.getState().toasts).toEqual([
      { id: second.id, open: true, title: 'Second', variant: 'destructive' },
    ]);
  });

  it(`removes a dismissed toast after TOAST_REMOVE_DELAY (${TOAST_REMOVE_DELAY} ms), not before`, () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const store = createToastStore();
    const handle = store.toast({ title: 'Saved' });
    handle.dismiss();
    expect(store.getState().toasts).toEqual([{ id: handle.id, open: false, title: 'Saved' }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
  });

  it('dismiss() without an id closes every toast and schedules their removal once', () => {
    const store = createToastStore();
    store.toast({ title: 'One' });
    store.dismiss();
    store.dismiss();
    expect(vi.getTimerCount()).toBe(1);
    expect(store.getState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(store.getState().toasts).toEqual([]);
  });

  it('drops the removal timer of a toast pushed out by the limit', () => {
    const store = createToastStore();
    store.toast({ title: 'Old' }).dismiss();
    expect(vi.getTimerCount()).toBe(1);
    const fresh = store.toast({ title: 'New' });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(store.getState().toasts.map((toast) => toast.id)).toEqual([fresh.id]);
  });

  it('update() changes the content of a showing toast', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Sending' });
    handle.update({ title: 'Sent' });
    expect(store.getState().toasts[0]).toMatchObject({ id: handle.id, open: true, title: 'Sent' });
  });

  it('notifies subscribers on every change until they unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toast({ title: 'A' }).dismiss();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('destroy() cancels pending removals', () => {
    const store = createToastStore();
    store.toast({ title: 'A' }).dismiss();
    store.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('ToastProvider on the server', () => {
  it('renders its children and nothing of its own: the region is the app’s to place (and to load)', () => {
    const html = renderToString(
      <ToastProvider>
        <main>Page</main>
      </ToastProvider>,
    );
    expect(html).toBe('<main>Page</main>');
  });

  it('renders the region with react-dom/server, with the translated label and its {hotkey} placeholder', () => {
    const i18n = setupI18n({
      locale: 'de',
      messages: { de: { 'ui.toast.region': ['Benachrichtigungen (', ['hotkey'], ')'] } },
    });
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <ToastRegion />
        </ToastProvider>
      </I18nProvider>,
    );
    expect(html).toContain('aria-label="Benachrichtigungen (F8)"');
  });

  it('says what is missing when the region is placed outside a provider', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(() =>
      renderToString(
        <I18nProvider i18n={i18n}>
          <ToastRegion />
        </I18nProvider>,
      ),
    ).toThrow(/<ToastRegion> needs a <ToastProvider> above it/);
  });

  it('a form without a provider still renders (its toasts are off; forms/formToast.test.tsx has the rest)', () => {
    // A partner's first ContactForm without <ToastProvider> used to throw here and blank the whole page.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(renderToString(<ContactForm onSubmit={async () => {}} />)).toMatch(/<form[^>]*method="post"/);
  });

  it('the hook itself, called without a provider, says which provider and where the guide explains it', () => {
    expect(() => renderToString(<ToastCaller />)).toThrow(
      /<ToastProvider>.*<ToastRegion>.*README, §3 Providers/s,
    );
  });
});
