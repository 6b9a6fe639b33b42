import { useEffect } from 'react';

/**
 * `<meta name="robots" content="noindex">` while the page is shown: a page reached by a private
 * link (Mi pedido, the vista previa of a blog draft) must not be indexed if a crawler ever gets the address. The page is never
 * pre-rendered, so the tag only ever lives in the browser's document.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.appendChild(tag);
    return () => tag.remove();
  }, []);
}
