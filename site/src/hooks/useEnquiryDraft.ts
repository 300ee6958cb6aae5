import type { ContactValues } from '@brand/ui/sections/Contact/contactSchema.ts';
import { quoteFields } from '@brand/ui/sections/Contact/quoteSchema.ts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** sessionStorage: the contact form's unsent values (described in the privacy notice). */
export const draftKey = 'contact-draft';
const fields = ['name', 'email', 'company', 'message', 'product', ...quoteFields] as const;
/**
 * The fields whose text makes a draft worth keeping: not the quote's unit and currency, which always hold
 * a choice (pieces, EUR) and alone say nothing the visitor typed.
 */
const typed = fields.filter((field) => field !== 'quantityUnit' && field !== 'priceCurrency');

/** The kept draft from sessionStorage (this tab, survives reloads), or null; anything malformed is dropped. */
export const readDraft = (storage: Storage): ContactValues | null => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(draftKey) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const record = parsed as Record<string, unknown>;
    const draft = Object.fromEntries(
      fields.map((field) => [field, typeof record[field] === 'string' ? record[field] : '']),
    ) as ContactValues;
    return typed.some((field) => draft[field]) ? draft : null;
  } catch {
    return null;
  }
};

/** Keeps the values (or forgets them when all are empty, as after a successful send). */
export const writeDraft = (storage: Storage, values: ContactValues): void => {
  try {
    if (typed.some((field) => values[field])) storage.setItem(draftKey, JSON.stringify(values));
    else storage.removeItem(draftKey);
  } catch {
    // Storage full or blocked: the form still works, only a reload would lose the draft.
  }
};

/**
 * The product family a quote link asks for (`/contact?product=dustpans`), when it is one the form offers;
 * anything else is ignored.
 */
export const productFromSearch = (search: string, families: readonly string[]): string | undefined => {
  const asked = new URLSearchParams(search).get('product');
  return asked && families.includes(asked) ? asked : undefined;
};

/**
 * The contact form's draft, kept while the visitor types so that a reload (or a crash of the tab's page)
 * loses nothing, with the product family of a quote link (`?product=`, one of `families`) chosen in it.
 * Read after hydration: the prerendered form is empty, and `key` changes once there is something to
 * show, so the form starts again with it — unless the visitor typed into the page before the app started.
 */
export const useEnquiryDraft = (families: readonly string[] = []) => {
  const [draft, setDraft] = useState<ContactValues | null>(null);
  // Set once the form reports values: then it holds what the visitor typed before the app started
  // (it adopts that when it mounts, before this effect runs), which is newer than any kept draft.
  const reported = useRef(false);
  const offered = families.join(' ');
  useEffect(() => {
    if (reported.current) return;
    const kept = readDraft(window.sessionStorage);
    const product = productFromSearch(window.location.search, offered.split(' '));
    if (kept || product)
      setDraft({ name: '', email: '', company: '', message: '', ...kept, ...(product ? { product } : {}) });
  }, [offered]);
  const keep = useCallback((values: ContactValues) => {
    reported.current = true;
    writeDraft(window.sessionStorage, values);
  }, []);
  return { key: draft ? 'draft' : 'empty', values: draft ?? undefined, keep };
};
