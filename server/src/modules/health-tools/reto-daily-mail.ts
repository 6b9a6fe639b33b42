import { utcToColombia } from '@app/shared/colombia-time';
import { DAILY_MAIL_HOUR, dayOfProgramme, type RetoDiaPlan } from '@app/shared/mi-reto';
import type { AppDeps } from '../../app-deps.js';
import type { Config } from '../../config.js';
import { isDeadlock } from '../../db/database.js';
import { renderEmail } from '../../lib/email-template.js';
import { createPeriodicWorker, type PeriodicWorker } from '../../lib/periodic-worker.js';
import { enqueueEmail, type QueuedEmail } from '../../mail/outbox.js';
import { enrolmentsUnderway, planDayOf, type EnrolmentView } from '../retos/index.js';
import * as repo from './mi-reto.repo.js';

/** An enrolment under way whose person asked for the e-mail. */
export type DailyMailCandidate = EnrolmentView & { email: string; first_name: string };

/** The longest programme a pass looks back for (the 90-day reto, with room). */
const MAX_PROGRAMME_DAYS = 400;
const DAY_MS = 86_400_000;

const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

/** The day's plan for the person (a pure function: the e-mail shows the plan and a link to Mi reto). */
export function dailyPlanEmail(config: Config, c: DailyMailCandidate, dia: number, plan: RetoDiaPlan | undefined): QueuedEmail {
  const title = plan ? `Día ${dia}: ${plan.titulo}` : `Día ${dia} de ${c.dias}`;
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title,
    paragraphs: [
      `Hola, ${c.first_name}. Hoy es el día ${dia} de ${c.dias} de tu ${c.nombre}.`,
      ...(plan
        ? plan.texto
            .split(/\n\s*\n/)
            .map((p) => p.trim())
            .filter(Boolean)
        : []),
      ...(plan?.enlace_url ? [`Enlace del día: ${plan.enlace_url}`] : []),
      ...(plan?.video_url ? [`Video del día: ${plan.video_url}`] : []),
      'Cuando termines tu día, regístralo en Mi reto.',
    ],
    button: { label: 'Abrir Mi reto', url: `${config.publicUrl}/perfil/reto` },
    footer: 'Recibes este correo porque activaste el plan diario en Mi reto. Puedes desactivarlo allí cuando quieras.',
  });
  return { to: c.email, subject: oneLine(`Día ${dia} de ${c.dias} de tu ${c.nombre} — ${config.brand.name}`), html, text };
}

export interface DailyMailPass {
  sent: number;
  /** Due, but claimed by another process first. */
  sentElsewhere: number;
}

/**
 * The opt-in plan e-mail of each enrolment under way, once per day from 07:00 Colombia time: every
 * instance runs this pass (lib/periodic-worker.ts) on the injected clock; the e-mail is queued in the
 * transaction that inserts its (enrolment, day) row, so of several processes exactly one sends it.
 */
export async function sendDailyPlans({
  db,
  clock,
  logger,
  config,
  outbox,
}: Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config' | 'outbox'>) {
  const now = clock();
  const { fecha: today, hora } = utcToColombia(now);
  const pass: DailyMailPass = { sent: 0, sentElsewhere: 0 };
  if (hora < DAILY_MAIL_HOUR) return pass;
  const oldest = new Date(Date.parse(`${today}T00:00:00Z`) - MAX_PROGRAMME_DAYS * DAY_MS).toISOString().slice(0, 10);
  const candidates = await enrolmentsUnderway(db, { today, oldestStart: oldest, userIds: await repo.dailyMailUsers(db) });
  for (const c of candidates) {
    const dia = dayOfProgramme(c.inicio, today);
    if (dia < 1 || dia > c.dias || (await repo.dailyMailSent(db, c.id, dia))) continue;
    try {
      const plan = await planDayOf(db, c.reto_id, dia);
      const mine = await db.transaction().execute(async (trx) => {
        if (!(await repo.claimDailyMail(trx, c.id, dia, now))) return false;
        await enqueueEmail(trx, dailyPlanEmail(config, c, dia, plan), now);
        return true;
      });
      if (mine) pass.sent++;
      else pass.sentElsewhere++;
    } catch (err) {
      // Rolled back: the next pass tries again; one failure does not hold up the others.
      if (isDeadlock(err)) logger.warn({ inscripcionId: c.id }, 'daily plan e-mail deadlocked; retried on the next pass');
      else logger.error({ err, inscripcionId: c.id }, 'daily plan e-mail could not be queued; retried on the next pass');
    }
  }
  if (pass.sent) outbox.kick();
  return pass;
}

export type RetoDailyMailWorker = PeriodicWorker<DailyMailPass>;

/** A pass now, then every REMINDER_WORKER_INTERVAL_MS after the previous one ended. */
export function createRetoDailyMailWorker(deps: Pick<AppDeps, 'db' | 'clock' | 'logger' | 'config' | 'outbox'>): RetoDailyMailWorker {
  return createPeriodicWorker({
    pass: () => sendDailyPlans(deps),
    intervalMs: deps.config.reminderWorkerIntervalMs,
    logger: deps.logger,
    failure: 'daily reto plan e-mail pass failed',
  });
}
