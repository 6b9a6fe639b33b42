import { useSyncExternalStore } from 'react';

/**
 * Pre-rendered pages (client/scripts/build.mjs) are hydrated: React's first render must then
 * produce exactly the HTML that was built, with no browser-only input (storage, the clock, media
 * queries). Components that read such input at render consult this and pick it up in an effect.
 */
let hydrating = false;

/** main.tsx calls this before hydrateRoot. */
export function markHydrating(): void {
  hydrating = true;
}

/** True on the server (pre-render) and while the page started from pre-rendered HTML. */
export function renderMustMatchServer(): boolean {
  return typeof window === 'undefined' || hydrating;
}

const noSubscription = () => () => {};

/**
 * False while React renders what must match the pre-rendered HTML (the build's server render, the
 * hydration pass), true otherwise: what depends on the visitor (router state) shows only then.
 * React re-renders with `true` right after hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
