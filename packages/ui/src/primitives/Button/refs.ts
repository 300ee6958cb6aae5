import type { Ref, RefCallback, RefObject } from 'react';

/** One ref callback that sets each of `refs` (a callback or an object; `undefined` ones skipped). */
export const mergeRefs =
  <T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> =>
  (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as RefObject<T | null>).current = node;
    }
  };
