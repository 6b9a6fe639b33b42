import { useDeferredValue } from 'react';
import { useInView } from 'react-intersection-observer';

/**
 * For heavy content far below the first screen (the booking form under the funnel sections):
 * true once the element comes within `rootMargin` of the viewport, so its code is fetched and
 * rendered while the visitor scrolls towards it, never during the page's first seconds, when it
 * would compete with the content they are looking at (measured: the form rendering at idle time
 * cost /registro 250 ms of blocking time on a mid-range phone).
 */
export function useDeferredMount(rootMargin = '1200px 0px') {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin, fallbackInView: true });
  // A deferred value: React renders the heavy content in small time slices instead of one long
  // task that would block input.
  const ready = useDeferredValue(inView);
  return { ref, ready };
}
