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
 * The one client of the public reads (content, booking availability): GET with `fetch`, no token,
 * no XSRF. The public pages (home, funnel) use this rather than axios: axios is ~22 KB gzipped on
 * their critical path (measured with `npm run bench:web`). The body is parsed like axios does:
 * JSON when it parses, else the text. Errors carry the body for lib/api-error.
 */
export async function publicGet(endpoint: string, options: { params?: Record<string, string> } = {}): Promise<unknown> {
  return (await publicGetWithTotal(endpoint, options)).body;
}

/** publicGet for a paged list: also the `X-Total-Count` header (NaN when the server sent none). */
export async function publicGetWithTotal(
  endpoint: string,
  options: { params?: Record<string, string> } = {},
): Promise<{ body: unknown; total: number }> {
  const query = options.params ? `?${new URLSearchParams(options.params)}` : '';
  const res = await fetch(`${apiBase}${endpoint}${query}`, { headers: { Accept: 'application/json' } });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text, as axios does
  }
  if (!res.ok) throw new PublicRequestError(res.status, body);
  return { body, total: Number(res.headers?.get('X-Total-Count') ?? Number.NaN) };
}
