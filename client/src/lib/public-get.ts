import { apiBase } from './api-base';

/** A failed public read: the HTTP status and the parsed response body (axios' `response.data`). */
export class PublicRequestError extends Error {
  constructor(
    public readonly status: number,
    public readonly data: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'PublicRequestError';
  }
}

/**
 * GET a public API endpoint (no token, no XSRF) with `fetch`. The public pages (home, funnel) use
 * this rather than the axios client: axios is ~22 KB gzipped on their critical path (measured
 * with `npm run bench:web`). The body is parsed like axios does: JSON when it parses, else the text.
 */
export async function publicGet(endpoint: string): Promise<unknown> {
  const res = await fetch(`${apiBase}${endpoint}`, { headers: { Accept: 'application/json' } });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text, as axios does
  }
  if (!res.ok) throw new PublicRequestError(res.status, body);
  return body;
}
