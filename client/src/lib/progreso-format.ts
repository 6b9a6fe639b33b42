import { formatDecimal } from '@app/shared/format';

/** Numbers as /perfil's tools and the coach's person page show them: Colombian decimal comma (shared/format.ts). */

/** "72,5 kg"; "—" for none. */
export const formatMeasure = (n: number | null | undefined, unit: string): string =>
  n === null || n === undefined ? '—' : `${formatDecimal(n)} ${unit}`;

/** A kg change with its sign: "−0,4 kg", "+1,2 kg". */
export const formatChange = (n: number, unit: string): string => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatDecimal(Math.abs(n))} ${unit}`;
