import { z } from 'zod';

/** The default messages with the ones a schema words its own way (an undefined one keeps the default). */
function withDefaults<M extends Record<string, string>>(defaults: M, own: Partial<Record<keyof M, string | undefined>>): M {
  const merged: Record<string, string> = { ...defaults };
  for (const [key, value] of Object.entries(own)) if (value !== undefined) merged[key] = value;
  return merged as M;
}

/**
 * One builder per kind of field (docs/architecture.md §9 "Fields and formats"): every schema of
 * shared/ builds its e-mails, texts, phones, amounts and decimals here, so a value is read the
 * same way on every form and by every route. Messages default to the common Spanish ones; a
 * schema whose screen words one differently passes its own.
 */

export { SINGLE_LINE_MESSAGE, isSingleLine, optionalSingleLineText, singleLineText } from './text-fields';

// ---------------------------------------------------------------------------------------------
// E-mail

export const EMAIL_MAX = 255;
export const EMAIL_MESSAGES = {
  required: 'El correo electrónico es obligatorio.',
  invalid: 'Ingresa un correo electrónico válido.',
  tooLong: 'El correo electrónico es demasiado largo.',
} as const;

/**
 * An e-mail address, trimmed and lower-cased: an account, a booking and an order find a person by
 * address, and nobody means two people by "Ana@X.co" and "ana@x.co".
 */
export const emailField = (messages: Partial<Record<keyof typeof EMAIL_MESSAGES, string | undefined>> = {}) => {
  const m = withDefaults<Record<keyof typeof EMAIL_MESSAGES, string>>(EMAIL_MESSAGES, messages);
  return z
    .string({ error: m.required })
    .trim()
    .toLowerCase()
    .min(1, m.required)
    .max(EMAIL_MAX, m.tooLong)
    .pipe(z.email({ error: m.invalid }));
};

// ---------------------------------------------------------------------------------------------
// Multi-line text (descriptions, a post's excerpt, a day's text): the single-line ones are
// text-fields.ts's, re-exported above.

/** Required, trimmed, at most `max` characters (no limit without one). */
export const requiredText = (required: string, max?: number, tooLong?: string) => {
  const text = z.string({ error: required }).trim().min(1, required);
  return max === undefined ? text : text.max(max, tooLong ?? required);
};

/** Optional (absent, null or blank → null), trimmed, at most `max` characters; `notText` when it is no string. */
export const optionalText = (max: number, tooLong: string, notText: string = tooLong) =>
  z
    .string({ error: notText })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((s) => s || null);

// ---------------------------------------------------------------------------------------------
// Phone

export const PHONE_MESSAGES = {
  required: 'El teléfono es obligatorio.',
  invalid: 'Ingresa un teléfono válido en formato internacional, por ejemplo +573001234567.',
} as const;

/** E.164: a plus, the country code and the number, 7 to 15 digits, never starting with 0. */
export const PHONE_E164 = /^\+[1-9]\d{6,14}$/;

/**
 * A phone as typed or as the country picker sends it (digits only, country code first) in E.164:
 * spaces, hyphens, dots and parentheses dropped; a Colombian number written without its code (a
 * mobile, 3 and nine digits, or a landline, 60 and eight digits) gets +57; otherwise a plus is
 * ensured. '' stays '' (missing).
 */
export function normalizePhone(value: string): string {
  const stripped = value.replace(/[\s\-().]/g, '');
  if (stripped === '') return '';
  if (/^(?:3\d{9}|60\d{8})$/.test(stripped)) return `+57${stripped}`;
  return stripped.startsWith('+') ? stripped : `+${stripped}`;
}

/** A phone, stored in E.164 ('+573001234567'). */
export const phoneField = (messages: Partial<Record<keyof typeof PHONE_MESSAGES, string | undefined>> = {}) => {
  const m = withDefaults<Record<keyof typeof PHONE_MESSAGES, string>>(PHONE_MESSAGES, messages);
  return z.preprocess(
    (v) => (typeof v === 'string' ? normalizePhone(v) : v),
    z.string({ error: m.required }).min(1, m.required).regex(PHONE_E164, m.invalid),
  );
};

// ---------------------------------------------------------------------------------------------
// Whole pesos

/** Colombian prices have no cents: a dot, comma or space only ever groups three digits. */
const GROUPED = /^\d{1,3}(?:([.,\s])\d{3})(?:\1\d{3})*$/;

/**
 * A whole number typed by a person (pesos, units): "95000", "95.000", "$ 95.000", "95,000" and
 * "95 000" all read 95000; "9,5", "9.50", "9 5000", "-5" are no whole number (NaN). null for a
 * blank text.
 */
export function parseWholeNumber(text: string): number | null {
  const cleaned = text
    .replace(/\$/g, '')
    .replace(/[\u00a0\u202f]/g, ' ')
    .trim();
  if (cleaned === '') return null;
  if (/^\d+$/.test(cleaned)) return Number(cleaned);
  if (GROUPED.test(cleaned)) return Number(cleaned.replace(/\D/g, ''));
  return Number.NaN;
}

export interface PesosLimits {
  /** 0 allows a free amount (shipping), 1 a price. */
  min?: number;
  max?: number;
}

/** An amount in whole pesos as the API carries it: a JSON number (a text is refused). */
export const wholePesos = (invalid: string, { min = 0, max = Number.MAX_SAFE_INTEGER }: PesosLimits = {}) =>
  z.number({ error: invalid }).int(invalid).min(min, invalid).max(max, invalid);

/** An amount in whole pesos as a money input holds it: its text (parseWholeNumber) or a number. */
export const pesosField = (invalid: string, limits: PesosLimits = {}) =>
  z.preprocess((v) => (typeof v === 'string' ? (parseWholeNumber(v) ?? undefined) : v), wholePesos(invalid, limits));

// ---------------------------------------------------------------------------------------------
// Decimals (a weight, a height, hours of sleep)

/** Up to three whole digits and two decimals, with a comma or a point: nobody weighs 1.000 kg. */
const DECIMAL = /^\d{1,3}(?:[.,]\d{1,2})?$/;

/**
 * A decimal typed by a person: "72,5" and "72.5" both read 72.5 (Colombia writes a decimal comma,
 * phones often offer a point), "72" reads 72; "7,2,5" and "abc" are no number (NaN). null for a
 * blank text.
 */
export function parseDecimal(text: string): number | null {
  const cleaned = text.replace(/[\u00a0\u202f\s]/g, '');
  if (cleaned === '') return null;
  return DECIMAL.test(cleaned) ? Number(cleaned.replace(',', '.')) : Number.NaN;
}

/** A stored number as a form's starting text, with a decimal comma ("72,5"; "" for none). */
export const decimalText = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n).replace('.', ','));

export interface DecimalMessages {
  /** Blank, when the field is required. */
  required?: string;
  /** Not such a number (or, with `integer`, not a whole one). */
  invalid: string;
  /** Outside [min, max]. */
  range: string;
}

export interface DecimalLimits {
  min: number;
  max: number;
  /** Only whole numbers (an age, centimetres on the booking form). */
  integer?: boolean;
}

/**
 * A decimal field: a number, or the text of a decimal input (parseDecimal), at most two decimals.
 * Blank (or absent) is undefined when the field is optional (no `required` message), refused with
 * `required` otherwise.
 */
export function decimalField(messages: DecimalMessages & { required: string }, limits: DecimalLimits): DecimalField<number>;
export function decimalField(messages: DecimalMessages, limits: DecimalLimits): DecimalField<number | undefined>;
export function decimalField(messages: DecimalMessages, { min, max, integer = false }: DecimalLimits): DecimalField<number | undefined> {
  return z
    .union([z.string(), z.number(), z.nan()], { error: messages.invalid })
    .nullish()
    .transform((v, ctx) => {
      const n = v === undefined || v === null ? null : typeof v === 'string' ? parseDecimal(v) : Number.isNaN(v) ? null : v;
      if (n === null) {
        if (messages.required === undefined) return undefined;
        ctx.addIssue({ code: 'custom', message: messages.required });
        return z.NEVER;
      }
      if (!Number.isFinite(n) || Number(n.toFixed(2)) !== n || (integer && !Number.isInteger(n))) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      if (n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: messages.range });
        return z.NEVER;
      }
      return n;
    });
}

/** What a form's decimal input holds in, the number out. */
export type DecimalField<Out> = z.ZodType<Out, string | number | null | undefined>;
