import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  SINGLE_LINE_MESSAGE,
  decimalField,
  decimalText,
  emailField,
  normalizePhone,
  optionalText,
  parseDecimal,
  parseWholeNumber,
  pesosField,
  phoneField,
  requiredText,
  singleLineText,
  wholePesos,
} from './fields';
import { bookingSchema, emailField as bookingEmail, phoneField as bookingPhone } from './booking';
import { resendVerificationSchema } from './booking-lifecycle';
import { emailOnlySchema, loginSchema, registerSchema } from './users';
import { personEmailSchema } from './privacy';
import { adminResetRequestSchema } from './admin';
import { medicionSchema } from './progreso';

/** The output of a schema, or the first message it refuses the value with. */
function read(schema: z.ZodType, value: unknown): { ok: unknown } | { error: string } {
  const r = schema.safeParse(value);
  return r.success ? { ok: r.data } : { error: r.error.issues[0]!.message };
}

describe('emailField', () => {
  const field = emailField();
  it.each([
    ['ana@example.com', { ok: 'ana@example.com' }],
    ['  Ana.Perez@Example.COM ', { ok: 'ana.perez@example.com' }],
    ['', { error: 'El correo electrónico es obligatorio.' }],
    ['   ', { error: 'El correo electrónico es obligatorio.' }],
    [undefined, { error: 'El correo electrónico es obligatorio.' }],
    ['ana@', { error: 'Ingresa un correo electrónico válido.' }],
    [`${'a'.repeat(250)}@x.com`, { error: 'El correo electrónico es demasiado largo.' }],
  ])('%j → %j', (input, expected) => expect(read(field, input)).toEqual(expected));

  it('keeps the messages a screen words its own way, and an undefined one keeps the default', () => {
    const own = emailField({ required: 'Ingresa un correo electrónico.', invalid: undefined });
    expect(read(own, '')).toEqual({ error: 'Ingresa un correo electrónico.' });
    expect(read(own, 'x')).toEqual({ error: 'Ingresa un correo electrónico válido.' });
  });

  // The copies disagreed: accounts and the privacy search lower-cased, bookings, orders and the admin did not.
  it.each([
    ['a booking and an order', bookingEmail],
    ['a booking’s resend', resendVerificationSchema.shape.email],
    ['an account', registerSchema.shape.email],
    ['a login', loginSchema.shape.email],
    ['a reset request', emailOnlySchema.shape.email],
    ['the privacy search', personEmailSchema.shape.email],
    ['an admin’s reset request', adminResetRequestSchema.shape.email],
  ])('lower-cases the address of %s', (_, schema) => expect(read(schema, ' Ana@Example.CO ')).toEqual({ ok: 'ana@example.co' }));
});

describe('single-line and multi-line text', () => {
  it.each([
    [singleLineText('Obligatorio.', 5, 'Largo.'), '  Ana ', { ok: 'Ana' }],
    [singleLineText('Obligatorio.', 5, 'Largo.'), '', { error: 'Obligatorio.' }],
    [singleLineText('Obligatorio.', 5, 'Largo.'), 'Ana María', { error: 'Largo.' }],
    [singleLineText('Obligatorio.', 50, 'Largo.'), 'Ana\nMaría', { error: SINGLE_LINE_MESSAGE }],
    [requiredText('Obligatorio.', 50, 'Largo.'), ' Uno\nDos ', { ok: 'Uno\nDos' }],
    [requiredText('Obligatorio.', 3, 'Largo.'), 'Cuatro', { error: 'Largo.' }],
    [requiredText('Obligatorio.'), ' ', { error: 'Obligatorio.' }],
    [optionalText(10, 'Largo.'), '  ', { ok: null }],
    [optionalText(10, 'Largo.'), null, { ok: null }],
    [optionalText(10, 'Largo.'), undefined, { ok: null }],
    [optionalText(10, 'Largo.'), ' Uno\nDos ', { ok: 'Uno\nDos' }],
    [optionalText(3, 'Largo.'), 'Cuatro', { error: 'Largo.' }],
    [optionalText(3, 'Largo.', 'Debe ser un texto.'), 5, { error: 'Debe ser un texto.' }],
  ])('case %#', (schema, input, expected) => expect(read(schema, input)).toEqual(expected));
});

describe('phoneField (E.164 out)', () => {
  const field = phoneField();
  it.each([
    ['573001234567', '+573001234567'], // the country picker: digits, country code first
    ['+57 300 123 4567', '+573001234567'],
    ['(300) 123-4567', '+573001234567'], // a Colombian mobile without its code
    ['300.123.4567', '+573001234567'],
    ['6011234567', '+576011234567'], // a Colombian landline (60 + area + number)
    ['+1 (555) 010-9999', '+15550109999'],
    ['34912345678', '+34912345678'],
  ])('%j → %j', (input, output) => expect(read(field, input)).toEqual({ ok: output }));

  it.each([
    ['', 'El teléfono es obligatorio.'],
    [undefined, 'El teléfono es obligatorio.'],
    ['123456', PHONE_INVALID()],
    ['+0123456789', PHONE_INVALID()],
    ['1234567890123456', PHONE_INVALID()],
    ['300-ABC-4567', PHONE_INVALID()],
  ])('refuses %j', (input, message) => expect(read(field, input)).toEqual({ error: message }));

  it('keeps the booking form’s own message', () => {
    expect(read(bookingPhone, '12')).toEqual({ error: 'Ingresa un número de teléfono válido (solo dígitos, máximo 15).' });
    expect(read(bookingPhone, '3001234567')).toEqual({ ok: '+573001234567' });
  });

  it('normalises without judging', () => {
    expect(normalizePhone('  ')).toBe('');
    expect(normalizePhone('12')).toBe('+12');
  });
});

function PHONE_INVALID() {
  return 'Ingresa un teléfono válido en formato internacional, por ejemplo +573001234567.';
}

describe('whole pesos', () => {
  it.each([
    ['95000', 95000],
    ['95.000', 95000],
    ['$ 95.000', 95000],
    ['$95.000', 95000],
    ['95 000', 95000],
    ['95\u00a0000', 95000],
    ['95,000', 95000],
    ['1.250.000', 1250000],
    ['', null],
    ['  ', null],
  ])('parseWholeNumber(%j) = %j', (text, n) => expect(parseWholeNumber(text)).toBe(n));

  // "9 5000" read 95 000 on the retos' form and NaN on the shop's: a separator groups three digits.
  it.each(['9,5', '9.50', '95.5', '9 5000', '-5', '-95.000', '1e5', 'diez', '95.000,50', '1.25.000'])(
    'parseWholeNumber(%j) is no number',
    (text) => expect(parseWholeNumber(text)).toBeNaN(),
  );

  it.each([
    ['95.000', { ok: 95000 }],
    [95000, { ok: 95000 }],
    ['', { error: 'Precio inválido.' }],
    ['9,5', { error: 'Precio inválido.' }],
    [-5, { error: 'Precio inválido.' }],
    [9.5, { error: 'Precio inválido.' }],
    ['0', { error: 'Precio inválido.' }],
    ['200.000', { error: 'Precio inválido.' }],
  ])('pesosField(%j) → %j', (input, expected) =>
    expect(read(pesosField('Precio inválido.', { min: 1, max: 100_000 }), input)).toEqual(expected),
  );

  it('takes a JSON number only where the API carries one', () => {
    expect(read(wholePesos('Precio inválido.'), 0)).toEqual({ ok: 0 });
    expect(read(wholePesos('Precio inválido.'), '95000')).toEqual({ error: 'Precio inválido.' });
  });
});

describe('decimals', () => {
  it.each([
    ['72,5', 72.5],
    ['72.5', 72.5],
    ['72', 72],
    [' 74,5 ', 74.5],
    ['74,25', 74.25],
    ['', null],
  ])('parseDecimal(%j) = %j', (text, n) => expect(parseDecimal(text)).toBe(n));

  it.each(['7,2,5', 'abc', '72,555', '1.072,5', '-5', '72,'])('parseDecimal(%j) is no number', (text) =>
    expect(parseDecimal(text)).toBeNaN(),
  );

  it.each([
    [72.5, '72,5'],
    [72, '72'],
    [null, ''],
    [undefined, ''],
  ])('decimalText(%j) = %j', (n, text) => expect(decimalText(n)).toBe(text));

  const required = decimalField({ required: 'Obligatorio.', invalid: 'No es un número.', range: 'Fuera de rango.' }, { min: 20, max: 400 });
  const optional = decimalField({ invalid: 'No es un número.', range: 'Fuera de rango.' }, { min: 20, max: 400 });
  const whole = decimalField(
    { required: 'Obligatorio.', invalid: 'Entero.', range: 'Fuera de rango.' },
    { min: 50, max: 250, integer: true },
  );
  it.each([
    [required, '74,5', { ok: 74.5 }],
    [required, 74.5, { ok: 74.5 }],
    [required, '', { error: 'Obligatorio.' }],
    [required, undefined, { error: 'Obligatorio.' }],
    [required, Number.NaN, { error: 'Obligatorio.' }],
    [required, '7,2,5', { error: 'No es un número.' }],
    [required, 'abc', { error: 'No es un número.' }],
    [required, { $gt: 1 }, { error: 'No es un número.' }],
    [required, '12', { error: 'Fuera de rango.' }],
    [required, -70, { error: 'Fuera de rango.' }],
    [optional, '', { ok: undefined }],
    [optional, null, { ok: undefined }],
    [optional, '72.5', { ok: 72.5 }],
    [whole, '170', { ok: 170 }],
    [whole, '170,5', { error: 'Entero.' }],
  ])('case %#', (schema, input, expected) => expect(read(schema, input)).toEqual(expected));

  // "74,5" read 745 on the sign-up and booking forms' number inputs; every decimal field reads it 74.5 now.
  it.each([
    ['the sign-up', registerSchema.shape.weight_kg],
    ['the booking', bookingSchema.shape.peso_actual],
    ['Mi progreso', medicionSchema.shape.peso_kg],
  ])('reads "74,5" as 74.5 on %s', (_, schema) => expect(read(schema, '74,5')).toEqual({ ok: 74.5 }));
});
