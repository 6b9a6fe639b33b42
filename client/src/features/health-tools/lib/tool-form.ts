import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { apiErrorMessage, apiFailure } from '../../../lib/api-error';

/**
 * The number fields of the tools' forms: text inputs with a numeric keyboard, never `type=number`
 * (docs/architecture.md §9), so "72,5" and "72.5" both reach the shared schema (parseDecimal).
 */
export const DECIMAL_INPUT = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const;
export const WHOLE_INPUT = { type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const;

/**
 * A refused save of a tools' form: the server's field errors go under the fields of `fields`; with
 * none, the message goes above the form (`root`).
 */
export function showSaveError<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  fallback: string,
): void {
  const failure = apiFailure(err);
  const fieldErrors = failure.kind === 'response' ? (failure.errors ?? []) : [];
  for (const e of fieldErrors) {
    const field = fields.find((f) => f === e.path);
    if (field) setError(field, { message: e.msg });
  }
  if (!fieldErrors.length) setError('root', { message: apiErrorMessage(err, fallback) });
}
