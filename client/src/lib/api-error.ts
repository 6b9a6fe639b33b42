import type { FieldError } from '@app/shared/errors';
import { PublicRequestError } from './public-get';

/**
 * What a failed API call looked like, for screens whose texts depend on it (spec §8). Every error
 * body of the API has one shape (shared/errors: `message`, `error`, optional `errors`, sometimes `reason`).
 */
export type ApiFailure =
  { kind: 'response'; status: number; message?: string; errors?: FieldError[]; reason?: string } | { kind: 'network' } | { kind: 'other' };

interface AxiosLikeError {
  isAxiosError: true;
  response?: { status: number; data?: unknown };
  request?: unknown;
}

/** Duck-typed as axios.isAxiosError does, so this module does not pull axios into the pages that only read public content. */
function isAxiosLike(err: unknown): err is AxiosLikeError {
  return Boolean(err) && typeof err === 'object' && (err as { isAxiosError?: unknown }).isAxiosError === true;
}

const nonBlank = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

function isFieldError(e: unknown): e is FieldError {
  return !!e && typeof (e as FieldError).path === 'string' && typeof (e as FieldError).msg === 'string';
}

function fromBody(status: number, data: unknown): ApiFailure {
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const errors = Array.isArray(body.errors) ? body.errors.filter(isFieldError) : [];
  return {
    kind: 'response',
    status,
    message: nonBlank(body.message) ?? nonBlank(body.error),
    errors: errors.length ? errors : undefined,
    reason: typeof body.reason === 'string' ? body.reason : undefined,
  };
}

/** The one reader of API error bodies: an axios error (user or admin client) or a publicGet error. */
export function apiFailure(err: unknown): ApiFailure {
  if (err instanceof PublicRequestError) return fromBody(err.status, err.data);
  if (isAxiosLike(err)) {
    if (err.response) return fromBody(err.response.status, err.response.data);
    if (err.request) return { kind: 'network' };
  }
  return { kind: 'other' };
}

/** The server's `message` (or `error`) when it sent one, else the given fallback (spec §8). */
export function apiErrorMessage(err: unknown, fallback: string): string {
  const failure = apiFailure(err);
  return (failure.kind === 'response' && failure.message) || fallback;
}

/**
 * The whole parsed body of an error answer, for the few that carry more than the error shape (the
 * 409 of POST /api/pedidos carries the new quote); undefined when nothing answered.
 */
export function apiErrorBody(err: unknown): unknown {
  if (err instanceof PublicRequestError) return err.data;
  if (isAxiosLike(err)) return err.response?.data;
  return undefined;
}
