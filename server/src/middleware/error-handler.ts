import type { ErrorRequestHandler, RequestHandler } from 'express';
import { GENERIC_MESSAGES } from '@app/shared/errors';
import { AppError } from '../lib/errors.js';
import { isDatabaseUnavailable } from '../db/database.js';

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: GENERIC_MESSAGES.notFound, error: GENERIC_MESSAGES.notFound });
};

/** The one error middleware: operational errors keep their status and message, the rest is a logged 500. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) {
    req.log?.error({ err }, 'error after response started');
    res.end();
    return;
  }
  const send = (status: number, message: string) => res.status(status).json({ message, error: message });
  if (err instanceof AppError) {
    res.status(err.status).json(err.toBody());
    return;
  }
  const type = (err as { type?: string })?.type;
  const status = (err as { status?: number })?.status;
  if (type === 'entity.parse.failed') return void send(400, GENERIC_MESSAGES.malformedJson);
  if (type === 'entity.too.large' || status === 413) return void send(413, GENERIC_MESSAGES.payloadTooLarge);
  if (type === 'encoding.unsupported' || type === 'charset.unsupported' || status === 415)
    return void send(415, 'El tipo de contenido o la codificación de la solicitud no es compatible.');
  // The router flags an undecodable path parameter (e.g. '%E0%A4%A') as a URIError with status 400.
  const clientError = (err as { expose?: boolean }).expose || err instanceof URIError;
  if (typeof status === 'number' && status >= 400 && status < 500 && clientError)
    return void send(status, status === 404 ? GENERIC_MESSAGES.notFound : 'La solicitud no es válida.');
  if (isDatabaseUnavailable(err)) {
    req.log?.error({ err }, 'database unavailable');
    res.setHeader('Retry-After', '5');
    return void send(503, GENERIC_MESSAGES.databaseUnavailable);
  }
  req.log?.error({ err }, 'unhandled error');
  send(500, GENERIC_MESSAGES.internal);
};
