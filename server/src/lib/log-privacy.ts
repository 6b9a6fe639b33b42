/**
 * What the logs may say about a person (Ley 1581 de 2012, docs/architecture.md): no secret tokens,
 * no e-mail address in clear, no request bodies. Applied to every log line (logger.ts) and to the
 * request line's URL (middleware/request-logger.ts). One pass over each line's fields does both
 * the removal and the masking: pino's own `redact` with wildcard paths ran a redactor on every
 * field of every line, the request line included (docs/performance.md).
 */

/** Paths whose next segment is a secret: e-mailed links (Mi pedido's too) and the coach's calendar address. */
const TOKEN_PATH = new RegExp(
  '^(/api/registros/verificar/|/api/registros/gestion/|/api/users/verify-email/|/api/users/reset-password/|/api/pedidos/seguimiento/|' +
    '/confirmar-asesoria/|/mi-asesoria/|/verify-email/|/reset-password/|/calendario/|/pedido/)[^/?#]+',
  'i',
);

/** Query keys whose values are kept: filters that identify nobody. */
const PLAIN_QUERY_KEYS = new Set(['scope', 'estado', 'fecha', 'desde', 'hasta', 'limit', 'reason', 'notificarCliente']);

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

/** 'ana.perez@correo.co' → 'a***@correo.co' (the domain helps diagnose delivery; the person stays unnamed). */
export function maskEmails(text: string): string {
  // Most log strings hold no '@': a scan for it is far cheaper than running the pattern.
  return text.includes('@') ? text.replace(EMAIL, '$1***@$2') : text;
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

/** Keys whose values never reach a log, at any level scrubbed: secrets, cookies and request bodies. */
const SECRET_KEYS = new Set(['password', 'token', 'body', 'authorization', 'cookie']);

/** Levels of a log object scrubbed: fields, their objects (err, user…) and one more (req.headers). */
const SCRUB_DEPTH = 3;

/** Drops secret keys and masks e-mail addresses in every string of a log object, three levels deep. */
export function scrubLogObject(obj: Record<string, unknown>): Record<string, unknown> {
  return scrubFields(obj, 1);
}

function scrubFields(obj: object, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in obj) {
    if (!Object.hasOwn(obj, key) || SECRET_KEYS.has(key)) continue;
    out[key] = scrubValue((obj as Record<string, unknown>)[key], depth);
  }
  return out;
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskEmails(value);
  if (!value || typeof value !== 'object') return value;
  if (value instanceof Error) return scrubError(value);
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? maskEmails(v) : v));
  return depth < SCRUB_DEPTH ? scrubFields(value, depth + 1) : value;
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
