import type { RequestHandler } from 'express';
import { notFound } from './errors.js';

/** The largest id a row can have: the tables' ids are signed 32-bit INTs on MySQL (docs/architecture.md §3). */
export const MAX_ROW_ID = 2 ** 31 - 1;

/** A positive integer written the one way (no sign, no leading zero, no exponent, no spaces). */
const POSITIVE_INTEGER = /^[1-9]\d{0,9}$/;

/**
 * A number named in a request's path (`:id`, `:imagenId`, `:dia`…). Anything that is not a
 * positive integer up to MAX_ROW_ID (`abc`, `0`, `-1`, `1.5`, `1e3`, ` 7`, a 20-digit number)
 * cannot name a row, so it is answered as the row that does not exist: 404 with the route's
 * Spanish not-found `message`, never a 400 or a query.
 */
export function pathId(value: unknown, message: string): number {
  const text = String(value);
  const id = Number(text);
  if (!POSITIVE_INTEGER.test(text) || id > MAX_ROW_ID) throw notFound(message);
  return id;
}

/**
 * The same check ahead of an upload (`{ id: message, imagenId: message }`): an id that cannot name
 * a row is its 404 before the file is read, as on the routes without a file.
 */
export function pathIds(messages: Record<string, string>): RequestHandler {
  return (req, _res, next) => {
    for (const [name, message] of Object.entries(messages)) pathId(req.params[name], message);
    next();
  };
}
