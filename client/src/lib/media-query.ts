import { useSyncExternalStore } from 'react';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a CSS media query matches now (false where there is no window, e.g. at build time). */
function matchesMedia(query: string): boolean {
  return hasMatchMedia() && window.matchMedia(query).matches;
}

/**
 * A media query as render input, kept current. useSyncExternalStore reads the value again once it
 * listens, so a change between the first render and the subscription (a phone turned, a window
 * resized while the page mounts) is not missed. `fallback` is the pre-rendered pages' value: their
 * first (hydrating) render uses it and React re-renders at once with the visitor's own.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!hasMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    () => matchesMedia(query),
    () => fallback,
  );
}
