import { formatColombiaDay } from '@app/shared/format';

/** "26 de noviembre de 2026": the day in Colombia, as the page server writes it (shared/format.ts, for both). */
export const spanishDate = formatColombiaDay;

export const readingTime = (minutes: number) => `${minutes} min de lectura`;

/** The list's own address: the tag and the page as the query string names them. */
export function listSearch(etiqueta: string | null, pagina: number): string {
  const query = new URLSearchParams();
  if (etiqueta) query.set('etiqueta', etiqueta);
  if (pagina > 1) query.set('pagina', String(pagina));
  const q = query.toString();
  return q ? `?${q}` : '';
}
