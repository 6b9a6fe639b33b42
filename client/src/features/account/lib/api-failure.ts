import axios from 'axios';
import type { FieldError } from '@app/shared/errors';

/** What an API call failure looked like, for screens whose §8 texts depend on it. */
export type ApiFailure =
  { kind: 'response'; status: number; message?: string; errors?: FieldError[]; reason?: string } | { kind: 'network' } | { kind: 'other' };

export function apiFailure(err: unknown): ApiFailure {
  if (axios.isAxiosError(err)) {
    if (err.response) {
      const data: unknown = err.response.data;
      const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
      const text = body.message ?? body.error;
      const errors = Array.isArray(body.errors)
        ? (body.errors as unknown[]).filter(
            (e): e is FieldError => !!e && typeof (e as FieldError).path === 'string' && typeof (e as FieldError).msg === 'string',
          )
        : undefined;
      return {
        kind: 'response',
        status: err.response.status,
        message: typeof text === 'string' && text.trim() !== '' ? text : undefined,
        errors: errors?.length ? errors : undefined,
        reason: typeof body.reason === 'string' ? body.reason : undefined,
      };
    }
    if (err.request) return { kind: 'network' };
  }
  return { kind: 'other' };
}
