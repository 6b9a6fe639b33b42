import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { apiFailure, apiErrorMessage } from '../../lib/api-error';

/**
 * A refused save: the server's field errors go under their fields (the first one focused), the
 * message above the form. Paths name the payload's keys, which are the form's.
 */
export function showServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fallback: string): string {
  const failure = apiFailure(err);
  if (failure.kind === 'response' && failure.errors) {
    failure.errors.forEach(({ path, msg }, i) =>
      setError(path as FieldPath<T>, { type: 'server', message: msg }, { shouldFocus: i === 0 }),
    );
  }
  return apiErrorMessage(err, fallback);
}
