/**
 * The privacy policy's versions with the exact consent texts each version showed, and the
 * messages of the person's rights (docs/architecture.md §15). Apart from privacy.ts so that the
 * booking and account schemas can take `policyVersionField` without importing the export's types
 * (privacy.ts re-exports all of it).
 */
import { z } from 'zod';

export interface PolicyVersion {
  /** Stored with every consent. */
  id: string;
  /** yyyy-MM-dd, shown on /Politicas. */
  fecha: string;
  /** Shown next to the booking form's checkbox. */
  bookingConsent: string;
  /** Shown next to the sign-up's checkbox. */
  signupConsent: string;
  /**
   * Shown next to the checkout's checkbox: the terms of sale and the order's data.
   * Added to 2026-11-v1 when the shop opened; the version's other texts did not change.
   */
  purchaseConsent?: string;
  /**
   * Shown before the first use of /perfil's tools, Mi progreso and Mi reto: the health
   * log's own purpose. Added to 2026-11-v1 when the tools opened; the version's other texts did not change.
   */
  healthToolsConsent?: string;
}

const SENSITIVE =
  'incluidos mis datos sensibles de salud (peso, estatura, edad, condiciones de salud que indique y objetivos de bienestar)';

/** Every version ever shown stays here: consents recorded under an older one still point to its text. */
export const POLICY_VERSIONS: readonly PolicyVersion[] = [
  {
    id: '2026-11-v1',
    fecha: '2026-11-23',
    bookingConsent:
      `Autorizo de manera previa, expresa e informada el tratamiento de mis datos personales, ${SENSITIVE}, ` +
      'para agendar, confirmar y preparar mi asesoría nutricional y contactarme sobre ella, conforme a la Política de ' +
      'tratamiento de datos personales (Ley 1581 de 2012). Sé que responder sobre datos sensibles es facultativo y que puedo ' +
      'conocer, actualizar, rectificar y suprimir mis datos y revocar esta autorización.',
    signupConsent:
      `Autorizo de manera previa, expresa e informada el tratamiento de mis datos personales, ${SENSITIVE.replace(
        'condiciones de salud que indique y objetivos de bienestar',
        'fecha de nacimiento y sexo',
      )}, para crear y administrar mi cuenta, personalizar mis asesorías y enviarme los correos de la cuenta, conforme a la ` +
      'Política de tratamiento de datos personales (Ley 1581 de 2012). Sé que responder sobre datos sensibles es facultativo y ' +
      'que puedo conocer, actualizar, rectificar y suprimir mis datos y revocar esta autorización.',
    purchaseConsent:
      'Acepto los términos y condiciones de venta (/terminos) y autorizo de manera previa, expresa e informada el tratamiento ' +
      'de mis datos personales (nombres, documento de identidad, correo electrónico, celular y dirección de entrega) para ' +
      'procesar, entregar y facturar mi pedido y contactarme sobre él, conforme a la Política de tratamiento de datos personales ' +
      '(Ley 1581 de 2012). Sé que puedo conocer, actualizar, rectificar y suprimir mis datos y revocar esta autorización, y que ' +
      'los registros contables de la venta (fechas, productos y valores) se conservan el tiempo que exige la ley.',
    healthToolsConsent:
      'Autorizo de manera previa, expresa e informada el tratamiento de mis datos sensibles de salud (peso, medidas de cintura ' +
      'y cadera, peso meta, índice de masa corporal y los registros diarios de mis retos: agua, comidas, ejercicio, sueño, ánimo y ' +
      'notas) para llevar el seguimiento de mi progreso y de mis retos, y para que mi coach lo revise y me acompañe, conforme a la ' +
      'Política de tratamiento de datos personales (Ley 1581 de 2012). Sé que entregar datos sensibles es facultativo y que puedo ' +
      'conocer, actualizar, rectificar y suprimir mis datos y revocar esta autorización.',
  },
];

export const CURRENT_POLICY: PolicyVersion = POLICY_VERSIONS[POLICY_VERSIONS.length - 1];

export const policyVersion = (id: string): PolicyVersion | undefined => POLICY_VERSIONS.find((v) => v.id === id);

export const PRIVACY_MESSAGES = {
  unknownPolicyVersion: 'La versión de la política de privacidad no es válida. Recarga la página e inténtalo de nuevo.',
  passwordRequired: 'Ingresa tu contraseña para confirmar.',
  wrongPassword: 'La contraseña no es correcta. No se eliminó nada.',
  accountDeleted: 'Tu cuenta fue eliminada y tus datos personales fueron anonimizados.',
  bookingDataDeleted: 'Tus datos personales fueron eliminados de esta asesoría.',
  bookingAnonymised: 'Los datos personales de esta asesoría fueron eliminados.',
  anonymisedNoEdit: 'Este registro fue anonimizado y ya no se puede modificar.',
  emailRequired: 'Ingresa un correo electrónico.',
  emailInvalid: 'Ingresa un correo electrónico válido.',
  nothingFound: 'No hay datos guardados con ese correo electrónico.',
  anonymised: 'Los datos personales de esta persona fueron eliminados y anonimizados.',
} as const;

/**
 * The optional `politica_version` of POST /api/registros and /api/users/register: absent means the
 * current version (older clients send only the spec's boolean); an unknown one is refused (400).
 */
export const policyVersionField = z
  .string({ error: PRIVACY_MESSAGES.unknownPolicyVersion })
  .max(32, PRIVACY_MESSAGES.unknownPolicyVersion)
  .refine((v) => policyVersion(v) !== undefined, PRIVACY_MESSAGES.unknownPolicyVersion)
  .optional();
