import { formatLongDay } from '@app/shared/format';
import { retoPath } from '@app/shared/retos-public';
import type { Config } from '../../config.js';
import { renderEmail } from '../../lib/email-template.js';
import { toDbDateTime } from '../../lib/time.js';
import { enqueueEmail } from '../../mail/outbox.js';
import { accountById } from '../users/index.js';
import * as repo from './retos.repo.js';
import type { Db } from '../../db/database.js';

/**
 * Called by the order lifecycle (orders/order-lifecycle.ts `applyMove`, a move that pays), inside the transaction that marks
 * the order paid: each programme line enrols its buyer from the order's start date and e-mails how
 * to start. An order of products only has no such line and nothing happens. A second call for the
 * same order (another process, a repeated confirmation) inserts nothing and sends nothing, because
 * the UNIQUE (pedido_id, reto_id) refuses the row (repo.insertEnrolment).
 */
export async function enrolPaidOrder(trx: Db, config: Config, pedidoId: number, now: Date): Promise<number> {
  const lines = await repo.programmeLinesOf(trx, pedidoId);
  let enrolled = 0;
  for (const line of lines) {
    // A programme order always has both (orders.service refuses one without an account or a start).
    if (line.user_id === null || line.reto_inicio === null || line.reto_id === null) continue;
    const inserted = await repo.insertEnrolment(
      trx,
      { reto_id: Number(line.reto_id), user_id: Number(line.user_id), pedido_id: pedidoId, inicio: line.reto_inicio },
      toDbDateTime(now),
    );
    if (!inserted) continue;
    enrolled++;
    const user = await accountById(trx, Number(line.user_id));
    if (!user) continue;
    const { html, text } = renderEmail({
      brandName: config.brand.name,
      title: `¡Ya eres parte del ${line.nombre}!`,
      paragraphs: [
        `Hola, ${user.first_name}: recibimos tu pago y tu inscripción en el ${line.nombre} quedó confirmada.`,
        `Tu reto empieza el ${formatLongDay(line.reto_inicio)} (hora de Colombia) y dura ${line.dias} días.`,
        'Ese día entra a tu perfil con tu correo y tu contraseña: en "Herramientas", "Mi reto" te muestra el plan de cada día y allí registras cómo te fue.',
        'Si tienes dudas antes de empezar, escríbenos por WhatsApp: tu coach te acompaña.',
      ],
      details: [
        ['Reto', line.nombre],
        ['Inicio', formatLongDay(line.reto_inicio)],
        ['Duración', `${line.dias} días`],
      ],
      button: { label: 'Ir a mi perfil', url: `${config.publicUrl}/perfil` },
      footer: `Conoce el reto: ${config.publicUrl}${retoPath(line.slug)}`,
    });
    await enqueueEmail(
      trx,
      {
        pedidoId,
        to: user.email,
        subject: `Tu ${line.nombre} empieza el ${formatLongDay(line.reto_inicio)} — ${config.brand.name}`,
        html,
        text,
      },
      now,
    );
  }
  return enrolled;
}

/**
 * The other end of a seat (order-lifecycle.ts, a move that cancels or refunds the order): the
 * order's active enrolments become `cancelada` with their date, in the move's transaction. The
 * person leaves Participantes and the day's e-mails stop (both read active enrolments only); the
 * rows, and the check-ins, stay as the person's record.
 */
export async function endSeatsOfOrder(trx: Db, pedidoId: number, now: Date): Promise<number> {
  return repo.cancelEnrolmentsOf(trx, pedidoId, toDbDateTime(now));
}
