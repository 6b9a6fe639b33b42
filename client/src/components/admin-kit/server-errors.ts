import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { apiFailure, apiErrorMessage } from '../../lib/api-error';
import { placeFieldErrors } from '../../lib/use-schema-form';

/**
 * A refused save of an editor form not yet on useSchemaForm: the server's field errors go under
 * their fields (the first one focused, as useSchemaForm places them), the message above the form.
 */
export function showServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fallback: string): string {
  placeFieldErrors(apiFailure(err), setError);
  return apiErrorMessage(err, fallback);
}
