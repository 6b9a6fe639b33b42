import { useMediaQuery } from './media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asked the system for less motion (docs/architecture.md §11: no autoplay
 * motion, no count-up), as render input ("no preference" while hydrating a pre-rendered page).
 */
export function useReducedMotion(): boolean {
  return useMediaQuery(QUERY);
}
