import { type RefObject, useEffect } from 'react';
import { flushSync } from 'react-dom';

/**
 * A server-rendered form can be typed into (or filled by the browser's autofill) before its code runs:
 * the text is in the fields but not in the form's state, and the next render would empty them. Once
 * mounted, each field whose value on the page differs from the state goes to `change`; `adopted` then gets
 * all the values, as after any change. The returned function does the same on demand and returns the
 * values, committed at once (`flushSync`): a submit calls it first, since a press made before the app
 * started is replayed as soon as it has, possibly before the adopted values rendered — and a later reset
 * to empty would otherwise look like no change to React.
 */
export function useAdoptTypedValues<Field extends string>(
  fields: readonly Field[],
  refs: RefObject<Partial<Record<Field, { value: string } | null>>>,
  values: Readonly<Record<Field, string>>,
  change: (field: Field, value: string) => void,
  adopted?: (values: Record<Field, string>) => void,
): () => Record<Field, string> {
  const adopt = () => {
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
    return next;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the page held when the form mounted
  useEffect(() => {
    adopt();
  }, []);
  return () => flushSync(adopt);
}
