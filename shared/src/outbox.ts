import { z } from 'zod';

/**
 * E-mails the outbox could not deliver: GET /api/admin/correos-no-entregados lists
 * them, POST /api/admin/correos-no-entregados/:id/reintentar sends one again. Admin only.
 */
export const UNDELIVERED_EMAILS_PATH = '/admin/correos-no-entregados';

export const undeliveredEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** failed: given up after EMAIL_MAX_ATTEMPTS; pending: still being retried after an error. */
  status: z.enum(['failed', 'pending']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type UndeliveredEmail = z.infer<typeof undeliveredEmailSchema>;

export const undeliveredEmailsResponseSchema = z.object({ emails: z.array(undeliveredEmailSchema) });
export type UndeliveredEmailsResponse = z.infer<typeof undeliveredEmailsResponseSchema>;

/** The mail part of GET /api/health. */
export interface OutboxHealth {
  status: 'ok' | 'degraded';
  pending: number;
  failed: number;
  /** Age in seconds of the oldest e-mail waiting to be sent; null when none waits. */
  oldestPendingSeconds: number | null;
}

export const OUTBOX_MESSAGES = {
  notFound: 'Ese correo no existe o ya fue entregado.',
  retryQueued: 'El correo se volverá a enviar en unos segundos.',
} as const;
