import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings the URL's `#hash` target into view once this page has rendered. ScrollRestoration
 * scrolls to it on navigation, but a lazily loaded page may not be in the document yet: the page
 * is then too short to scroll that far, and the target ends up below the fold.
 */
export function useHashInView(ready = true): void {
  const { hash, key } = useLocation();
  // `ready`: scroll again once the page's content arrived (what is above may have moved meanwhile)
  useEffect(() => {
    if (!hash || !ready) return;
    try {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } catch {
      // a malformed hash: nothing to scroll to
    }
  }, [hash, key, ready]);
}
