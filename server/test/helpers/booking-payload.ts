import { colombiaToday } from '@app/shared/colombia-time';

/** Colombia date `days` after today (yyyy-MM-dd), so tests never go stale. */
export function colombiaDatePlus(days: number): string {
  const [y, m, d] = colombiaToday().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A valid visitor booking (spec §3 payload). */
export function bookingPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    nombre: 'Valentina',
    apellidos: 'Gómez Ríos',
    email: 'valentina@correo.test',
    telefono: '573001234567',
    sexo: 'femenino',
    ocupacion: 'Docente',
    pais: 'Colombia',
    indiceMasaMuscular: '',
    edad: 34,
    peso_actual: 68.5,
    estatura: 165,
    sufreDe: ['ansiedad'],
    objetivo: ['energia'],
    recomendadoPor: '',
    idPatrocinador: '',
    fechaAsesoria: colombiaDatePlus(30),
    horaAsesoria: '09:00',
    sufreDeOtros: '',
    objetivoOtros: '',
    politica_privacidad: true,
    ...overrides,
  };
}
