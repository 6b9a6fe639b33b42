import { z } from 'zod';

// The one builder of the short text fields that reach an e-mail or a header: names, an address,
// a barrio, delivery instructions, a reason. Such a value is one line: a CR or LF in it would start
// a new line of the plain-text e-mail that carries it (to an address nobody verified yet, from the
// brand's own sender), and the other control characters have no business in a name either.

/** C0 controls (NUL…US: tab, CR, LF…), DEL, the C1 controls, and Unicode's line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const SINGLE_LINE_MESSAGE = 'Escribe este dato en una sola línea, sin saltos de línea ni caracteres de control.';

export const isSingleLine = (value: string): boolean => !CONTROL_CHARACTER.test(value);

/** Required, trimmed, at most `max` characters, one line. */
export const singleLineText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong).refine(isSingleLine, SINGLE_LINE_MESSAGE);

/** Optional (absent, null or blank → null), trimmed, at most `max` characters, one line. */
export const optionalSingleLineText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .nullish()
    .transform((s) => s || null);
