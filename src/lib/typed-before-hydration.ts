import { useEffect, useRef } from 'react';

/**
 * What a person typed into a page drawn at build time before its scripts had run. Hydrating a controlled field
 * puts back the value React holds (empty), so without this the first words typed on a slow phone would vanish
 * when the page came alive. The page's loader (scripts/build/page-html.ts) records each field's latest text
 * under the field's own element from the moment the HTML arrives; a field bound to that element asks once, as
 * it mounts, and takes the text into its form.
 */
export const TYPED_BEFORE_HYDRATION = '__typedBeforeHydration';

type TypedValues = WeakMap<Element, string>;

/** The text typed into this element before the app drew it, if any (only elements drawn at build time have one). */
export function typedBeforeHydration(element: Element | null): string | undefined {
  const typed = (window as unknown as Record<string, TypedValues | undefined>)[TYPED_BEFORE_HYDRATION];
  if (!element || !typed) return undefined;
  const value = typed.get(element);
  typed.delete(element);
  return value;
}

/**
 * The ref to hang on a field drawn at build time; once it mounts, `take` gets what was typed into it before the
 * app took the page over, if anything. `take` should keep its identity between renders (a setter, a callback).
 */
export function useTypedBeforeHydration<E extends Element>(take: (value: string) => void) {
  const element = useRef<E | null>(null);
  useEffect(() => {
    const typed = typedBeforeHydration(element.current);
    if (typed !== undefined) take(typed);
  }, [take]);
  return element;
}
