import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll position of each history entry seen in this tab (by location key). */
const positions = new Map<string, number>();

function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Scroll handling for the declarative router: a new page starts at the top (or at its `#hash`
 * target); Back/Forward return to where the visitor was on that entry.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    // 'default' is the key of an entry the router did not create (first load, in-page #anchors).
    const saved = navigationType === 'POP' && location.key !== 'default' ? positions.get(location.key) : undefined;
    const target = hashTarget(location.hash);
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
