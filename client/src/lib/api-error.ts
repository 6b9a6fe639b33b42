import axios from 'axios';

/** The server's `message` (or `error`) field when present, else the given fallback (spec §8). */
export function apiErrorMessage(err: unknown, fallback: string): string {
  if (axios.isAxiosError(err)) {
    const data: unknown = err.response?.data;
    if (data && typeof data === 'object') {
      const { message, error } = data as { message?: unknown; error?: unknown };
      const text = message ?? error;
      if (typeof text === 'string' && text.trim() !== '') return text;
    }
  }
  return fallback;
}
