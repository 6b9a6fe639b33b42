/**
 * Personal data (Ley 1581 de 2012, docs/architecture.md §15): the privacy policy's
 * versions with the exact consent texts each version showed (policy.ts), the rights' payloads and answers.
 * The client forms show these texts; the server records the text of the version the client sent
 * (never text from the request), so what a person accepted can be proved later.
 */
import { z } from 'zod';
import type { Booking } from './booking';
import type { UserProfile } from './users';
import type { OrderPersonalRecord } from './orders';
import type { ProgresoExport } from './progreso';
import { PRIVACY_MESSAGES } from './policy';
import { emailField } from './fields';

// The policy's versions and messages live in policy.ts (the booking and account schemas need them).
export * from './policy';

/** DELETE /api/users/me */
export const deleteAccountSchema = z.object({
  password: z.string({ error: PRIVACY_MESSAGES.passwordRequired }).min(1, PRIVACY_MESSAGES.passwordRequired).max(1000),
});
export type DeleteAccountPayload = z.output<typeof deleteAccountSchema>;

const personEmail = emailField({
  required: PRIVACY_MESSAGES.emailRequired,
  invalid: PRIVACY_MESSAGES.emailInvalid,
  tooLong: PRIVACY_MESSAGES.emailInvalid,
});

/** GET /api/admin/datos-personales?email= and POST …/anonimizar */
export const personEmailSchema = z.object({ email: personEmail });

/** One recorded authorisation. */
export interface ConsentRecord {
  /** herramientas: the consent of /perfil's tools, Mi progreso and Mi reto. */
  tipo: 'cuenta' | 'registro' | 'pedido' | 'herramientas';
  /** The booking it belongs to (tipo registro). */
  registro_id: number | null;
  /** The order's reference (tipo pedido); absent in exports made before the shop. */
  pedido?: string | null;
  politica_version: string;
  politica_fecha: string | null;
  texto: string;
  ip: string | null;
  /** ISO instant */
  otorgado_at: string;
  /** ISO instant the person withdrew it (a purpose's consent); absent while it stands. */
  revocado_at?: string | null;
}

/** An e-mail of the outbox sent (or to be sent) to the person: no body. */
export interface SentEmailRecord {
  destinatario: string;
  asunto: string;
  estado: string;
  /** ISO instant */
  creado_at: string;
  enviado_at: string | null;
}

/** The JSON file of "Descargar mis datos" and of the admin's export. */
/** One enrolment in a reto, as the person's export shows it. */
export interface RetoEnrolmentRecord {
  reto: string;
  inicio: string;
  dias: number;
  estado: string;
  pedido: string;
  inscrito_at: string;
}

export interface PersonalDataExport {
  generado_at: string;
  email: string;
  politica_vigente: { version: string; fecha: string };
  cuenta: Omit<UserProfile, 'profile_image_url'> | null;
  consentimientos: ConsentRecord[];
  registros: Booking[];
  /** The shop's orders placed with the e-mail. */
  pedidos: OrderPersonalRecord[];
  /** The retos the person enrolled in. */
  retos: RetoEnrolmentRecord[];
  /** /perfil's tools: the health log, the goal, the coach's note; null when never used (absent in exports made before the tools). */
  progreso?: ProgresoExport | null;
  correos: SentEmailRecord[];
}

export const exportFileName = (email: string, day: string) => `mis-datos-${email.replace(/[^a-z0-9]+/gi, '-')}-${day}.json`;
