import type { Ref, RefCallback } from 'react';

/**
 * One ref callback that feeds several refs: the caller's (an object, or a callback such as
 * react-hook-form's `register(...).ref`) and the part's own.
 */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
