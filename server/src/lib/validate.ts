import type { z } from 'zod';
import { validationError } from './errors.js';

/** Parses a payload with its shared schema or throws the 400 of the error shape. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, headline?: string): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationError(result.error, headline);
  return result.data;
}
