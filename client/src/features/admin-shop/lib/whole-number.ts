/**
 * Whole numbers typed by a person (prices in pesos, units, an order): "95.000", "95000", "$ 95.000",
 * "95,000" and "95 000" all read 95000. Colombian prices have no cents, so a dot or comma is only
 * ever a thousands separator, and only where it groups three digits ("9.50" is refused, not 950).
 * A text input rather than `type=number`: that one drops "95.000" to 95 and changes on a scroll.
 */

const SEPARATED = /^\d{1,3}(?:([.,\s])\d{3})(?:\1\d{3})*$/;

/** null for a blank text, NaN for one that is not a whole number (the schema then says why). */
export function parseWholeNumber(text: string): number | null {
  const cleaned = text
    .replace(/\$/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .trim();
  if (cleaned === '') return null;
  if (/^\d+$/.test(cleaned)) return Number(cleaned);
  if (SEPARATED.test(cleaned)) return Number(cleaned.replace(/\D/g, ''));
  return Number.NaN;
}

const grouped = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** What a money input shows: "95.000" (the "$" sits beside the input); text that is no number stays as typed. */
export function formatWholeNumber(text: string): string {
  const n = parseWholeNumber(text);
  return n === null || Number.isNaN(n) ? text : grouped.format(n);
}

/** A stored amount as the input's starting text ("" for none). */
export const wholeNumberText = (n: number | null | undefined): string => (n === null || n === undefined ? '' : grouped.format(n));
