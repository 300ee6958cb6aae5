import { type RefObject, useEffect } from 'react';

/**
 * A server-rendered form can be typed into (or filled by the browser's autofill) before its code runs:
 * the text is in the fields but not in the form's state, and the next render would empty them. Once
 * mounted, each field whose value on the page differs from the state goes to `change`, once; `adopted`
 * then gets all the values, as after any change.
 */
export function useAdoptTypedValues<Field extends string>(
  fields: readonly Field[],
  refs: RefObject<Partial<Record<Field, { value: string } | null>>>,
  values: Readonly<Record<Field, string>>,
  change: (field: Field, value: string) => void,
  adopted?: (values: Record<Field, string>) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the page held when the form mounted
  useEffect(() => {
    const next: Record<Field, string> = { ...values };
    let typed = false;
    for (const field of fields) {
      const value = refs.current[field]?.value;
      if (!value || value === values[field]) continue;
      next[field] = value;
      typed = true;
      change(field, value);
    }
    if (typed) adopted?.(next);
  }, []);
}
