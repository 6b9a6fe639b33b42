import type { ZodError } from 'zod';
import type { ApiErrorBody, FieldError } from '@app/shared/errors';
import { GENERIC_MESSAGES } from '@app/shared/errors';

/** An operational error: its status and Spanish message go to the client as they are. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: FieldError[],
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody & Record<string, unknown> {
    return { ...this.extra, message: this.message, error: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const notFound = (message: string = GENERIC_MESSAGES.notFound) => new AppError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new AppError(409, message, errors);
export const unauthorized = (message: string = GENERIC_MESSAGES.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = GENERIC_MESSAGES.forbidden) => new AppError(403, message);

/** Turns a zod failure into the field list of the error shape (paths joined with dots). */
export function zodFieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '_', msg: issue.message }));
}

/** 400 with one entry per invalid field; the headline is the first field's message unless given. */
export function validationError(error: ZodError, headline?: string): AppError {
  const errors = zodFieldErrors(error);
  return new AppError(400, headline ?? errors[0]?.msg ?? GENERIC_MESSAGES.validation, errors);
}
