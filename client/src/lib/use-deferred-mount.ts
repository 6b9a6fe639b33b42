import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';

/**
 * For heavy content below the first screen: true once the element is within `rootMargin` of the
 * viewport, or once the page has loaded and the browser is idle, whichever comes first. The
 * content thus never waits for a scroll, but it no longer competes with the first render.
 */
export function useDeferredMount(rootMargin = '800px 0px') {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin });
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    let idleId: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        idleId = window.requestIdleCallback(() => startTransition(() => setIdle(true)), { timeout: 2000 });
      else timer = setTimeout(() => startTransition(() => setIdle(true)), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      clearTimeout(timer);
    };
  }, []);

  // A transition (and a deferred value for the in-view path): React renders the heavy content in
  // small time slices instead of one long task that would block input.
  const ready = useDeferredValue(inView || idle);
  return { ref, ready };
}
