import type { AdminPost } from '@app/shared/blog';

export function postFixture(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id: 1,
    titulo: 'Batido verde para empezar el día',
    slug: 'batido-verde',
    extracto: 'Espinaca, piña y avena en cinco minutos.',
    cuerpo: '## Ingredientes\n\n- Espinaca\n- Piña',
    etiquetas: ['Recetas'],
    estado: 'borrador',
    publicarEn: null,
    seoTitulo: null,
    seoDescripcion: null,
    portada: null,
    autor: 'Coach',
    publicadoEn: null,
    minutosLectura: 1,
    vistaPrevia: false,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-21T15:00:00.000Z',
    ...overrides,
  };
}

export const cover = (alt = 'Vaso de batido verde') => ({ path: `uploads/blog/${'b'.repeat(32)}.webp`, alt });
