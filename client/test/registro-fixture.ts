import type { AdminRegistro } from '@app/shared/booking';

/** A confirmed booking as GET /api/admin/registros returns it (Ana, 20 May 2030 09:00 Colombia), with overrides. */
export function registroFixture(overrides: Partial<AdminRegistro> = {}): AdminRegistro {
  return {
    id: 7,
    nombre: 'Ana',
    apellidos: 'Pérez Gómez',
    email: 'ana@example.com',
    telefono: '573001112233',
    fecha_asesoria: '2030-05-20T14:00:00.000Z', // 09:00 in Colombia
    fecha: '2030-05-20',
    hora: '09:00',
    pais: 'Colombia',
    edad: 34,
    sexo: 'femenino',
    ocupacion: 'Docente',
    peso_actual: 65.5,
    estatura: 162,
    sufre_de: ['gastritis', 'tensionArterial'],
    sufre_de_otros: null,
    objetivos: ['perdidaPeso'],
    objetivo_otros: 'Correr 10K',
    recomendado_por: null,
    id_patrocinador: 'P-9',
    politica_privacidad: true,
    verified: true,
    estado: 'confirmada',
    cancelado_por: null,
    motivo_cancelacion: null,
    cancelado_at: null,
    anonimizado_at: null,
    created_at: '2030-05-01T15:30:00.000Z',
    updated_at: '2030-05-01T15:30:00.000Z',
    ...overrides,
  };
}
