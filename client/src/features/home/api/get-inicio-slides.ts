import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS, type InicioSlide } from '@app/shared/content';
import { apiBase } from '../../../lib/api-base';

/** A failed public read, carrying the server's `message` (or `error`) field when it sent one. */
export class ContentRequestError extends Error {
  constructor(
    public readonly status: number,
    public readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ContentRequestError';
  }
}

/** The server's message when present, else the fallback (spec §8). */
export function contentErrorMessage(err: unknown, fallback: string): string {
  return err instanceof ContentRequestError && err.serverMessage ? err.serverMessage : fallback;
}

/**
 * GET /api/inicio-slides; a missing or non-list body is an empty list (spec §7).
 *
 * The home page is the site's critical path and this is its only API read, so it uses `fetch`
 * rather than the axios client: that keeps ~24 KB of gzipped JavaScript (axios + client) off the
 * home page (measured with `npm run bench:web`). Public read only: no token, no XSRF involved.
 */
export async function getInicioSlides(): Promise<InicioSlide[]> {
  const res = await fetch(`${apiBase}${CONTENT_ENDPOINTS.inicioSlides}`, { headers: { Accept: 'application/json' } });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const { message, error } = (body && typeof body === 'object' ? body : {}) as { message?: unknown; error?: unknown };
    const serverMessage = [message, error].find((m): m is string => typeof m === 'string' && m.trim() !== '');
    throw new ContentRequestError(res.status, serverMessage);
  }
  return Array.isArray(body) ? (body as InicioSlide[]) : [];
}

export const inicioSlidesQueryOptions = () => queryOptions({ queryKey: ['content', 'inicio-slides'], queryFn: getInicioSlides });

export function useInicioSlides() {
  return useQuery(inicioSlidesQueryOptions());
}
