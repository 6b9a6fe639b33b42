import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COACH_MESSAGES, type CoachPersonView, type TrendPoint } from '@app/shared/progreso';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';
import PersonaProgresoPage from '../routes/persona-page';

// jsdom has no canvas: the chart module (uPlot) is replaced by a stand-in that shows what it was given.
vi.mock('../../../components/progreso/weight-chart', () => ({
  default: ({ trend }: { trend: TrendPoint[] }) => (
    <div data-testid="weight-chart">{trend.map((p) => `${p.fecha}:${p.peso_kg}`).join(' ')}</div>
  ),
}));

const PERSON: CoachPersonView = {
  persona: { id: 5, nombre: 'Leonor Gómez', email: 'leonor@correo.test' },
  consentimiento: { politica_version: '2026-11-v1', otorgado_at: '2026-03-01T15:00:00.000Z' },
  estatura_cm: 165,
  peso_meta_kg: 70,
  mediciones: [
    { fecha: '2026-03-01', peso_kg: 80.4, cintura_cm: null, cadera_cm: null },
    { fecha: '2026-03-03', peso_kg: 79.9, cintura_cm: 88, cadera_cm: null },
  ],
  inscripciones: [
    {
      id: 9,
      reto: 'Reto 21 días',
      inicio: '2026-03-01',
      dias: 21,
      estado: 'activa',
      progreso: { ultimo_checkin: '2026-03-03', checkins: 2, dias_transcurridos: 4, adherencia: 0.5, cambio_peso_kg: -0.5 },
      checkins: [
        {
          reto: 'Reto 21 días',
          dia: 1,
          fecha: '2026-03-01',
          vasos_agua: 6,
          comidas_plan: 2,
          minutos_ejercicio: 20,
          horas_sueno: 7.5,
          animo: 4,
          nota: 'Bien',
        },
        {
          reto: 'Reto 21 días',
          dia: 3,
          fecha: '2026-03-03',
          vasos_agua: 8,
          comidas_plan: null,
          minutos_ejercicio: null,
          horas_sueno: null,
          animo: null,
          nota: null,
        },
      ],
    },
  ],
  nota_coach: null,
  nota_coach_at: null,
  hoy: '2026-03-04',
};

const renderPage = (id: number) =>
  renderWithProviders([{ path: 'admin/dashboard/progreso/:userId', element: <PersonaProgresoPage /> }], {
    route: `/admin/dashboard/progreso/${id}`,
  });

describe("the coach's person page", () => {
  it('shows the adherence, the check-ins and the weights read-only, and saves the private note', async () => {
    const calls = fakeAdminServer((call) => {
      if (call.method === 'GET') return { status: 200, data: PERSON };
      return { status: 200, data: { message: COACH_MESSAGES.noteSaved } };
    });
    renderPage(5);
    expect(await screen.findByRole('heading', { level: 1, name: 'Progreso de Leonor Gómez' })).toBeInTheDocument();
    expect(screen.getByText('50 % (2 de 4 días)')).toBeInTheDocument();
    expect(screen.getByText('−0,5 kg')).toBeInTheDocument();
    expect(screen.getByText('4 · Bien')).toBeInTheDocument();
    expect(await screen.findByTestId('weight-chart')).toHaveTextContent('2026-03-01:80.4 2026-03-03:79.9');
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nota privada'), 'Revisar el sueño.');
    await user.click(screen.getByRole('button', { name: 'Guardar nota' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: '/admin/progreso/5/nota', data: { nota: 'Revisar el sueño.' } }),
    );
    expect(await screen.findByText(COACH_MESSAGES.noteSaved)).toBeInTheDocument();
  });

  it('says so when the person did not consent (404)', async () => {
    fakeAdminServer(() => ({ status: 404, data: { message: COACH_MESSAGES.notFound, error: COACH_MESSAGES.notFound } }));
    renderPage(77);
    expect(await screen.findByText(COACH_MESSAGES.notFound)).toBeInTheDocument();
  });
});
