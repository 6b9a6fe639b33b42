import { useState } from 'react';

/**
 * The server's copy of a page's content in its slot (docs/architecture.md §10, "Slots the page
 * server fills"), read once as the browser first renders. '' while pre-rendering and after a
 * navigation inside the app (no slot in the document then).
 */
export function serverSlotHtml(id: string): string {
  if (typeof document === 'undefined') return '';
  return document.getElementById(id)?.innerHTML ?? '';
}

/**
 * What a loading state puts in its slot: '' while pre-rendering (the page server finds the empty
 * `<div id="…"></div>` by string match and fills it), the server's copy in the browser when there
 * is one, null when there is none (the page's own loading state then).
 */
export function useServerSlot(id: string): string | null {
  const [html] = useState(() => serverSlotHtml(id));
  return html || typeof document === 'undefined' ? html : null;
}

/**
 * The slot itself: the same element around the same HTML, so hydration adopts the server's markup
 * and it stays on screen until the app's own view replaces it.
 */
export function ServerSlot({ id, html }: { id: string; html: string }) {
  return <div id={id} dangerouslySetInnerHTML={{ __html: html }} />;
}
