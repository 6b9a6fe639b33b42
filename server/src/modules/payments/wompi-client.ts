import { z } from 'zod';
import { WOMPI_STATUSES } from '@app/shared/orders';
import type { WompiConfig } from '../../config.js';

/**
 * Wompi's public API, as far as the shop needs it (docs.wompi.co, "Transacciones"): one
 * transaction by id, `GET {WOMPI_API_URL}/transactions/<id>`, answered `{ data: { id, status,
 * reference, amount_in_cents, currency, payment_method_type, … } }`. Node's fetch with a timeout:
 * a slow Wompi must not hold a buyer's request or a worker's pass.
 */

const TIMEOUT_MS = 8_000;

/** The fields of a transaction the shop reads; an event's `data.transaction` has the same shape. */
export const wompiTransactionSchema = z.object({
  id: z.string().min(1).max(64),
  status: z.enum(WOMPI_STATUSES),
  reference: z.string().min(1).max(100),
  amount_in_cents: z.number().int().nonnegative(),
  currency: z.string().min(1).max(5),
  payment_method_type: z.string().max(40).nullish(),
});
export type WompiTransaction = z.output<typeof wompiTransactionSchema>;

/** Wompi did not answer, answered an error, or answered something that is not a transaction. */
export class WompiUnavailable extends Error {}

/** The transaction and the body as received (stored raw); undefined when Wompi knows no such id (404). */
export async function fetchTransaction(
  wompi: Pick<WompiConfig, 'apiUrl'>,
  id: string,
): Promise<{ transaction: WompiTransaction; raw: string } | undefined> {
  let res: Response;
  try {
    res = await fetch(`${wompi.apiUrl}/transactions/${encodeURIComponent(id)}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new WompiUnavailable(`Wompi no respondió: ${(err as Error).name}`);
  }
  if (res.status === 404) return undefined;
  const raw = await res.text().catch(() => '');
  if (!res.ok) throw new WompiUnavailable(`Wompi respondió ${res.status}`);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new WompiUnavailable('Wompi respondió algo que no es JSON');
  }
  const parsed = wompiTransactionSchema.safeParse((body as { data?: unknown } | null)?.data);
  if (!parsed.success) throw new WompiUnavailable('Wompi respondió una transacción que no se entiende');
  return { transaction: parsed.data, raw };
}
