import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** The Content-Security-Policy the built client works under: no inline scripts or styles. */
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // A blog post's YouTube video, loaded only when the reader clicks it (lib/markdown.ts), from the
  // privacy-enhanced host; no other page may be framed.
  'frame-src': ['https://www.youtube-nocookie.com'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * helmet's headers are the same for every response, so they are computed once by running helmet
 * against a recording response and then set in one loop per request. `formTargets`: origins
 * outside the site a form may be sent to (Wompi's Web Checkout, when configured).
 */
export function securityHeaders(formTargets: readonly string[] = []) {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...CSP_DIRECTIVES, 'form-action': ["'self'", ...formTargets] } },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  middleware({} as Request, recorder as unknown as Response, () => undefined);
  if (!headers.some(([n]) => n.toLowerCase() === 'content-security-policy')) throw new Error('helmet did not produce a CSP');
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
