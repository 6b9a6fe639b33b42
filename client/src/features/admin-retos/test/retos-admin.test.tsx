import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReto, RetoParticipantes } from '@app/shared/retos';
import RetosPage from '../routes/retos-page';
import AdminRetoPage from '../routes/reto-page';
import ParticipantesPage from '../routes/participantes-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';

afterEach(() => vi.restoreAllMocks());

const reto = (over: Partial<AdminReto> = {}): AdminReto => ({
  id: 2,
  slug: 'reto21dias',
  nombre: 'Reto 21 días',
  titular: 'Convierte la alimentación sana en un hábito',
  descripcion: 'Primera.\n\nSegunda.',
  dias: 3,
  precio: 180000,
  incluye: ['Plan diario'],
  beneficios: ['Hábitos'],
  metaDescripcion: 'Reto de 21 días.',
  imagen: null,
  activo: true,
  orden: 0,
  kit: [],
  diasEscritos: 1,
  inscritos: 4,
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

const routes = [
  { path: '/admin/dashboard/retos', element: <RetosPage /> },
  { path: '/admin/dashboard/retos/:id', element: <AdminRetoPage /> },
  { path: '/admin/dashboard/retos/:id/participantes', element: <ParticipantesPage /> },
];

describe('Retos: the back office', { timeout: 20_000 }, () => {
  it('lists the retos with price in pesos, written plan and enrolled people; empty and failing lists say so', async () => {
    fakeAdminServer(() => ({
      status: 200,
      data: [reto(), reto({ id: 3, nombre: 'Reto 90 días', activo: false, precio: 450000, dias: 90, diasEscritos: 90 })],
    }));
    const { unmount } = renderWithProviders(<RetosPage />);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows[0]).toHaveTextContent('$ 180.000');
    expect(rows[0]).toHaveTextContent('1 de 3');
    expect(rows[1]).toHaveTextContent('Inactivo');
    unmount();
    fakeAdminServer(() => ({ status: 500 }));
    renderWithProviders(<RetosPage />);
    expect(await screen.findByText('No se pudieron cargar los retos.')).toBeInTheDocument();
  });

  it('saves the data with the price typed "95.000", and the whole plan, leaving out the days not written', async () => {
    const calls = fakeAdminServer((c) => {
      if (c.url.endsWith('/dias') && c.method === 'PUT')
        return { status: 200, data: { message: 'Plan guardado.', dias: 3, plan: (c.data as { dias: unknown[] }).dias } };
      if (c.url.endsWith('/dias'))
        return {
          status: 200,
          data: { dias: 3, plan: [{ dia: 1, titulo: 'Agua', texto: 'Dos litros.', enlaceUrl: null, videoUrl: null }] },
        };
      if (c.url.startsWith('/admin/productos')) return { status: 200, data: [] };
      if (c.method === 'PUT') return { status: 200, data: reto({ precio: 95000 }) };
      return { status: 200, data: reto() };
    });
    const u = userEvent.setup();
    renderWithProviders(routes, { route: '/admin/dashboard/retos/2' });
    const precio = await screen.findByLabelText(/^Precio/);
    await u.clear(precio);
    await u.type(precio, '95.000');
    await u.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.url === '/admin/retos/2')?.data).toMatchObject({
        precio: 95000,
        incluye: ['Plan diario'],
      }),
    );

    await u.click(await screen.findByText('Día 3'));
    await u.type(screen.getByLabelText('Título', { selector: '#dia-3-titulo' }), 'Revisión');
    await u.type(screen.getByLabelText('Texto', { selector: '#dia-3-texto' }), 'Pésate y cuéntale a tu coach.');
    await u.click(screen.getByRole('button', { name: 'Guardar plan' }));
    expect(await screen.findByText('Plan guardado.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'PUT' && c.url.endsWith('/dias'))!.data as { dias: { dia: number }[] };
    expect(sent.dias.map((d) => d.dia)).toEqual([1, 3]);
  });

  it('refuses a plan day with a script link before sending it', async () => {
    const calls = fakeAdminServer((c) => {
      if (c.url.endsWith('/dias')) return { status: 200, data: { dias: 3, plan: [] } };
      if (c.url.startsWith('/admin/productos')) return { status: 200, data: [] };
      return { status: 200, data: reto() };
    });
    const u = userEvent.setup();
    renderWithProviders(routes, { route: '/admin/dashboard/retos/2' });
    await u.click(await screen.findByText('Día 1'));
    await u.type(screen.getByLabelText('Título', { selector: '#dia-1-titulo' }), 'Agua');
    await u.type(screen.getByLabelText('Texto', { selector: '#dia-1-texto' }), 'Dos litros.');
    await u.type(screen.getByLabelText(/^Video/, { selector: '#dia-1-video' }), 'javascript:alert(1)');
    await u.click(screen.getByRole('button', { name: 'Guardar plan' }));
    expect(await screen.findByText(/Día 1: El enlace debe empezar por https:\/\//)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('Participantes: the people who consented, the start, the day reached and their check-ins; each name leads to their progress', async () => {
    const data: RetoParticipantes = {
      reto: { id: 2, nombre: 'Reto 21 días', dias: 21 },
      participantes: [
        {
          inscripcionId: 1,
          userId: 5,
          nombre: 'Laura Rincón',
          email: 'laura@correo.test',
          inicio: '2026-11-30',
          dia: 0,
          estado: 'activa',
          pedidoReferencia: 'VS-ABCDE',
          progreso: { ultimo_checkin: null, checkins: 0, dias_transcurridos: 0, adherencia: null, cambio_peso_kg: null },
        },
        {
          inscripcionId: 2,
          userId: 6,
          nombre: 'Ana Gómez',
          email: 'ana@correo.test',
          inicio: '2026-11-16',
          dia: 11,
          estado: 'activa',
          pedidoReferencia: 'VS-FGHJK',
          progreso: { ultimo_checkin: '2026-11-25', checkins: 8, dias_transcurridos: 10, adherencia: 0.8, cambio_peso_kg: -1.4 },
        },
      ],
    };
    fakeAdminServer(() => ({ status: 200, data }));
    renderWithProviders(routes, { route: '/admin/dashboard/retos/2/participantes' });
    const table = await screen.findByRole('table', { name: 'Participantes de Reto 21 días' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Aún no empieza');
    expect(rows[1]).toHaveTextContent('Día 11 de 21');
    expect(rows[1]).toHaveTextContent('ana@correo.test');
    // the tools' columns: every person listed consented; their name leads to their progress
    expect(rows[1]).toHaveTextContent('80 % (8 de 10)');
    expect(rows[1]).toHaveTextContent('−1,4 kg');
    expect(within(rows[1]).getByRole('link', { name: 'Ana Gómez' })).toHaveAttribute('href', '/admin/dashboard/progreso/6');
    expect(within(rows[0]).getByRole('link', { name: 'Laura Rincón' })).toHaveAttribute('href', '/admin/dashboard/progreso/5');
    // not started: no check-in, no adherence yet
    expect(rows[0]).toHaveTextContent('—');
    expect(screen.getByText(/autorizaron el uso de sus datos de salud/)).toBeInTheDocument();
  });
});
