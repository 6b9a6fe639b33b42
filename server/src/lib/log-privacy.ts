/**
 * What the logs may say about a person (Ley 1581 de 2012, docs/architecture.md): no secret tokens,
 * no e-mail address in clear, no request bodies. Applied to every log line (logger.ts) and to the
 * request line's URL (middleware/request-logger.ts).
 */

/** Paths whose next segment is a secret: e-mailed links and the coach's calendar address. */
const TOKEN_PATH = new RegExp(
  '^(/api/registros/verificar/|/api/registros/gestion/|/api/users/verify-email/|/api/users/reset-password/|' +
    '/confirmar-asesoria/|/mi-asesoria/|/verify-email/|/reset-password/|/calendario/)[^/?#]+',
  'i',
);

/** Query keys whose values are kept: filters that identify nobody. */
const PLAIN_QUERY_KEYS = new Set(['scope', 'estado', 'fecha', 'desde', 'hasta', 'limit', 'reason', 'notificarCliente']);

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

/** 'ana.perez@correo.co' → 'a***@correo.co' (the domain helps diagnose delivery; the person stays unnamed). */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, '$1***@$2');
}

/** The URL as a log may show it: token segments replaced, query values of anything but plain filters hidden. */
export function redactRequestUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(TOKEN_PATH, '$1[token]');
  if (q === -1) return maskEmails(path);
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const key = pair.slice(0, eq);
      return PLAIN_QUERY_KEYS.has(key) ? pair : `${key}=[redactado]`;
    })
    .join('&');
  return maskEmails(`${path}?${query}`);
}

/** Masks e-mail addresses in every string of a log object (two levels deep: fields and err). */
export function scrubLogObject(obj: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (typeof value === 'string') out[key] = maskEmails(value);
    else if (Array.isArray(value)) out[key] = value.map((v) => (typeof v === 'string' ? maskEmails(v) : v));
    else if (value instanceof Error) out[key] = scrubError(value);
    else if (value && typeof value === 'object') {
      const inner: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) inner[k] = typeof v === 'string' ? maskEmails(v) : v;
      out[key] = inner;
    } else out[key] = value;
  }
  return out;
}

function scrubError(err: Error): Record<string, unknown> {
  const e = err as Error & { code?: unknown; responseCode?: unknown };
  return {
    type: e.name,
    message: maskEmails(e.message),
    code: e.code,
    responseCode: e.responseCode,
    stack: e.stack ? maskEmails(e.stack) : undefined,
  };
}
