/**
 * The admin agenda's pages: GET /api/admin/registros?limit=&cursor= answers one page,
 * the total in X-Total-Count and the next page's address in a Link header (docs/api.md).
 */
export const AGENDA_PAGE_SIZE = 50;
export const AGENDA_PAGE_MAX = 200;

export const AGENDA_PAGE_MESSAGES = {
  limitInvalid: `limit debe ser un número entero entre 1 y ${AGENDA_PAGE_MAX}.`,
  cursorInvalid: 'El cursor de paginación no es válido; vuelve a cargar la agenda desde el principio.',
} as const;

/** The next page's cursor from an RFC 8288 Link header (rel="next"), or null on the last page. */
export function nextCursorFromLink(link: string | null | undefined): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const m = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part);
    if (!m) continue;
    // (shared code has no URL API in its type environment; the cursor is base64url anyway)
    const cursor = /[?&]cursor=([^&#]*)/.exec(m[1]!)?.[1];
    return cursor ? decodeURIComponent(cursor) : null;
  }
  return null;
}
