import { PublicRequestError } from './public-get';

/** The response body of a failed request: an axios error (duck-typed as axios.isAxiosError does, so
 *  this module does not pull axios into the pages that only read public content) or a publicGet error. */
function responseData(err: unknown): unknown {
  if (err instanceof PublicRequestError) return err.data;
  if (err && typeof err === 'object' && (err as { isAxiosError?: unknown }).isAxiosError === true) {
    return (err as { response?: { data?: unknown } }).response?.data;
  }
  return undefined;
}

/** The server's `message` (or `error`) field when present, else the given fallback (spec §8). */
export function apiErrorMessage(err: unknown, fallback: string): string {
  const data = responseData(err);
  if (data && typeof data === 'object') {
    const { message, error } = data as { message?: unknown; error?: unknown };
    const text = message ?? error;
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return fallback;
}
