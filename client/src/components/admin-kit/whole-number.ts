import { parseWholeNumber } from '@app/shared/fields';
import { formatWhole } from '@app/shared/format';

/**
 * Whole numbers typed by a person (prices in pesos, units, an order): "95.000", "95000", "$ 95.000",
 * "95,000" and "95 000" all read 95000. Colombian prices have no cents, so a dot or comma is only
 * ever a thousands separator, and only where it groups three digits ("9.50" is refused, not 950).
 * A text input rather than `type=number`: that one drops "95.000" to 95 and changes on a scroll.
 */

/** null for a blank text, NaN for one that is not a whole number (the schema then says why). */
export { parseWholeNumber };

/** What a money input shows: "95.000" (the "$" sits beside the input); text that is no number stays as typed. */
export function formatWholeNumber(text: string): string {
  const n = parseWholeNumber(text);
  return n === null || Number.isNaN(n) ? text : formatWhole(n);
}

/** A stored amount as the input's starting text ("" for none). */
export const wholeNumberText = (n: number | null | undefined): string => (n === null || n === undefined ? '' : formatWhole(n));
