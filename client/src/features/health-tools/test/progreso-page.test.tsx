import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_POLICY } from '@app/shared/privacy';
import { PROGRESO_MESSAGES, type Medicion, type ProgresoResponse, type TrendPoint } from '@app/shared/progreso';
import { RequireUser } from '../../../lib/session/require-session';
import { renderWithProviders } from '../../../../test/render';
import { fakeUserServer, type FakeCall } from '../../../../test/fake-api';
import ProgresoPage from '../routes/progreso-page';

// jsdom has no canvas: the chart module (uPlot) is replaced by a stand-in that shows what it was given.
vi.mock('../../../components/progreso/weight-chart', () => ({
  default: ({ trend, goalKg }: { trend: TrendPoint[]; goalKg: number | null }) => (
    <div data-testid="weight-chart">
      {trend.map((p) => `${p.fecha}:${p.peso_kg}/${p.tendencia_kg}`).join(' ')} meta:{String(goalKg)}
    </div>
  ),
}));

/** A stateful stand-in of /api/users/progreso: what the page writes, it reads back. */
function progresoServer(start: Partial<ProgresoResponse> = {}) {
  const state: ProgresoResponse = {
    consentimiento: null,
    estatura_cm: 165,
    peso_meta_kg: null,
    mediciones: [],
    hoy: '2026-03-20',
    ...start,
  };
  const calls = fakeUserServer((call: FakeCall) => {
    if (call.method === 'GET' && call.url === '/users/progreso') return { status: 200, data: structuredClone(state) };
    if (call.method === 'POST' && call.url === '/users/progreso/consentimiento') {
      state.consentimiento = { politica_version: CURRENT_POLICY.id, otorgado_at: '2026-03-20T15:00:00.000Z' };
      return { status: 201, data: { message: PROGRESO_MESSAGES.consentGiven } };
    }
    if (call.method === 'POST' && call.url === '/users/progreso/mediciones') {
      const body = call.data as Medicion;
      state.mediciones = [
        ...state.mediciones.filter((m) => m.fecha !== body.fecha),
        { fecha: body.fecha, peso_kg: body.peso_kg ?? null, cintura_cm: body.cintura_cm ?? null, cadera_cm: body.cadera_cm ?? null },
      ].sort((a, b) => a.fecha.localeCompare(b.fecha));
      return { status: 200, data: { message: PROGRESO_MESSAGES.saved } };
    }
    if (call.method === 'PUT' && call.url === '/users/progreso/meta') {
      state.peso_meta_kg = (call.data as { peso_meta_kg?: number }).peso_meta_kg ?? null;
      return { status: 200, data: { message: PROGRESO_MESSAGES.goalSaved } };
    }
    if (call.method === 'DELETE' && call.url === '/users/progreso/consentimiento') {
      const eliminados = { mediciones: state.mediciones.length, checkins: 0 };
      Object.assign(state, { consentimiento: null, mediciones: [], peso_meta_kg: null });
      return { status: 200, data: { message: PROGRESO_MESSAGES.consentWithdrawn, eliminados } };
    }
    if (call.method === 'DELETE' && call.url.startsWith('/users/progreso/mediciones/')) {
      const fecha = call.url.split('/').pop();
      state.mediciones = state.mediciones.filter((m) => m.fecha !== fecha);
      return { status: 200, data: { message: PROGRESO_MESSAGES.deleted } };
    }
    return { status: 404, data: { message: 'No encontrado' } };
  });
  return { state, calls };
}

function renderPage() {
  localStorage.setItem('userToken', 'tok');
  localStorage.setItem('userInfo', JSON.stringify({ id: 1, first_name: 'Ana' }));
  return renderWithProviders(
    [
      {
        path: 'perfil/progreso',
        element: (
          <RequireUser>
            <ProgresoPage />
          </RequireUser>
        ),
      },
    ],
    { route: '/perfil/progreso' },
  );
}

const consented = { consentimiento: { politica_version: CURRENT_POLICY.id, otorgado_at: '2026-03-01T15:00:00.000Z' } };
const weigh = (fecha: string, peso_kg: number): Medicion => ({ fecha, peso_kg, cintura_cm: null, cadera_cm: null });

beforeEach(() => localStorage.clear());

describe('Mi progreso: consent first', () => {
  it("asks for the tools' consent with the policy's text, refuses an unticked box, and records it with the version", async () => {
    const { calls } = progresoServer();
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Autorizo el tratamiento de mis datos de salud' });
    expect(box).toHaveAccessibleDescription(CURRENT_POLICY.healthToolsConsent!);
    expect(screen.queryByLabelText('Peso (kg)')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Autorizar y continuar' }));
    expect(await screen.findByText(PROGRESO_MESSAGES.consentUnticked)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Autorizar y continuar' }));
    expect(await screen.findByLabelText('Peso (kg)')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/users/progreso/consentimiento')?.data).toEqual({ politica_version: CURRENT_POLICY.id });
  });
});

describe('Mi progreso: the weight log', () => {
  it('logs a weight typed with a comma as a number, says so, and shows it in the table', async () => {
    const { calls } = progresoServer(consented);
    renderPage();
    const user = userEvent.setup();
    const peso = await screen.findByLabelText('Peso (kg)');
    expect(peso).toHaveAttribute('type', 'text');
    expect(peso).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText(/^Fecha/)).toHaveValue('2026-03-20');
    await user.type(peso, '72,5');
    await user.type(screen.getByLabelText('Cintura (cm)'), '81.5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(PROGRESO_MESSAGES.saved)).toHaveAttribute('role', 'status');
    expect(calls.find((c) => c.url === '/users/progreso/mediciones')?.data).toEqual({
      fecha: '2026-03-20',
      peso_kg: 72.5,
      cintura_cm: 81.5,
    });
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('72,5 kg');
    expect(row).toHaveTextContent('81,5 cm');
    // BMI of 72.5 kg at 1.65 m
    expect(row).toHaveTextContent('26,63');
    expect(peso).toHaveValue('');
  });

  it('shows the Spanish error under the field and sends nothing for a weight with three decimals', async () => {
    const { calls } = progresoServer(consented);
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Peso (kg)'), '72,555');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(PROGRESO_MESSAGES.weightInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Peso (kg)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('draws the weights with their 7-day trend and repeats them in the table', async () => {
    progresoServer({ ...consented, mediciones: [weigh('2026-03-10', 80), weigh('2026-03-12', 79), weigh('2026-03-20', 78)] });
    renderPage();
    expect(await screen.findByTestId('weight-chart')).toHaveTextContent('2026-03-10:80/80 2026-03-12:79/79.5 2026-03-20:78/78');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('78 kg');
    expect(rows[2]).toHaveTextContent('79,5 kg');
  });
});

describe('Mi progreso: the goal and its projected date', () => {
  const falling = [
    weigh('2026-03-01', 82),
    weigh('2026-03-06', 81.2),
    weigh('2026-03-11', 80.4),
    weigh('2026-03-16', 79.6),
    weigh('2026-03-20', 79),
  ];

  it('projects a date while the trend goes toward the goal', async () => {
    progresoServer({ ...consented, mediciones: falling, peso_meta_kg: 75 });
    renderPage();
    expect(await screen.findByText(/alcanzarías tu meta hacia el/)).toHaveTextContent(/kg por semana/);
  });

  it('shows no date when the trend goes away from the goal', async () => {
    progresoServer({ ...consented, mediciones: falling, peso_meta_kg: 85 });
    renderPage();
    expect(await screen.findByText(/Mostramos una fecha estimada cuando tu tendencia/)).toBeInTheDocument();
    expect(screen.queryByText(/alcanzarías tu meta/)).not.toBeInTheDocument();
  });

  it('saves the goal typed with a comma', async () => {
    const { calls } = progresoServer({ ...consented, mediciones: falling });
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Peso meta (kg)'), '74,5');
    await user.click(screen.getByRole('button', { name: 'Guardar meta' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.data).toEqual({ peso_meta_kg: 74.5 }));
    expect(await screen.findByText(/alcanzarías tu meta hacia el/)).toBeInTheDocument();
  });

  it('deletes a day after confirming', async () => {
    const { calls } = progresoServer({ ...consented, mediciones: [weigh('2026-03-19', 80)] });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar el registro del 19 de marzo de 2026' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/users/progreso/mediciones/2026-03-19')).toBe(true);
    expect(screen.getByText('Aún no tienes registros. Empieza con tu peso de hoy.')).toBeInTheDocument();
  });

  it('withdraws the consent alone after a dialog that says what is deleted and what stays; cancelling keeps everything', async () => {
    const { calls } = progresoServer({ ...consented, mediciones: [weigh('2026-03-19', 80)] });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retirar mi autorización' }));
    let dialog = await screen.findByRole('dialog', { name: 'Retirar tu autorización' });
    expect(dialog).toHaveTextContent(/Eliminamos para siempre tus pesos, medidas, tu peso meta y los registros diarios/);
    expect(dialog).toHaveTextContent(/Tu coach deja de verte/);
    expect(dialog).toHaveTextContent(/Tu cuenta, tus pedidos y tus retos siguen activos/);
    await user.click(within(dialog).getByRole('button', { name: 'Conservar mi autorización' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Retirar mi autorización' }));
    dialog = await screen.findByRole('dialog', { name: 'Retirar tu autorización' });
    await user.click(within(dialog).getByRole('button', { name: 'Retirar y eliminar mis registros' }));
    // back to the consent step: nothing stored, the tools ask again
    expect(await screen.findByRole('button', { name: 'Autorizar y continuar' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/users/progreso/consentimiento']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
