import { COLOMBIA_TZ } from '@app/shared/colombia-time';

const DAY = new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: COLOMBIA_TZ });

/** "26 de noviembre de 2026": the day in Colombia, as the page server writes it (modules/blog/blog-page.ts). */
export const spanishDate = (iso: string) => DAY.format(new Date(iso));

export const readingTime = (minutes: number) => `${minutes} min de lectura`;

/** The list's own address: the tag and the page as the query string names them. */
export function listSearch(etiqueta: string | null, pagina: number): string {
  const query = new URLSearchParams();
  if (etiqueta) query.set('etiqueta', etiqueta);
  if (pagina > 1) query.set('pagina', String(pagina));
  const q = query.toString();
  return q ? `?${q}` : '';
}
