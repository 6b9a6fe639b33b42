import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MI_RETO_MESSAGES, type Checkin, type MiRetoDetalle, type MisRetosResponse } from '@app/shared/mi-reto';
import { RequireUser } from '../../../lib/session/require-session';
import { renderWithProviders } from '../../../../test/render';
import { fakeUserServer, type FakeCall } from '../../../../test/fake-api';
import MiRetoPage from '../routes/mi-reto-page';

const INSCRIPCION = {
  id: 7,
  reto: { nombre: 'Reto 21 días', slug: 'reto21dias', dias: 21 },
  inicio: '2026-03-09',
  fin: '2026-03-29',
  estado: 'activa' as const,
  dia_hoy: 2,
};

function detail(checkins: Checkin[] = []): MiRetoDetalle {
  const done = new Set(checkins.map((c) => c.dia));
  return {
    inscripcion: INSCRIPCION,
    hoy: '2026-03-10',
    consentimiento: true,
    plan_hoy: { dia: 2, titulo: 'Más agua', texto: 'Toma 8 vasos de agua.\n\nCamina 20 minutos.', enlace_url: null, video_url: null },
    calendario: Array.from({ length: 21 }, (_, i) => {
      const dia = i + 1;
      const fecha = `2026-03-${String(8 + dia).padStart(2, '0')}`;
      if (dia > 2) return { dia, fecha, estado: 'bloqueado' as const, editable: false };
      return { dia, fecha, estado: done.has(dia) ? ('hecho' as const) : ('abierto' as const), editable: true };
    }),
    racha: done.has(2) ? 1 : 0,
    checkins,
  };
}

function retoServer(list: Partial<MisRetosResponse> = {}) {
  const checkins: Checkin[] = [];
  const calls = fakeUserServer((call: FakeCall) => {
    if (call.method === 'GET' && call.url === '/users/retos')
      return {
        status: 200,
        data: { consentimiento: true, correo_diario: false, hoy: '2026-03-10', inscripciones: [INSCRIPCION], ...list },
      };
    if (call.method === 'GET' && call.url === '/users/retos/7') return { status: 200, data: detail(structuredClone(checkins)) };
    if (call.method === 'PUT' && call.url === '/users/retos/7/checkins/2') {
      const body = call.data as Record<string, unknown>;
      checkins.push({
        dia: 2,
        fecha: '2026-03-10',
        peso_kg: null,
        vasos_agua: null,
        comidas_plan: null,
        minutos_ejercicio: null,
        horas_sueno: null,
        animo: null,
        nota: null,
        ...body,
      } as Checkin);
      return { status: 200, data: { message: MI_RETO_MESSAGES.checkinSaved } };
    }
    if (call.method === 'PUT' && call.url === '/users/retos/correo-diario')
      return { status: 200, data: { message: MI_RETO_MESSAGES.dailyMailOn } };
    return { status: 404, data: { message: 'No encontrado' } };
  });
  return calls;
}

function renderPage() {
  localStorage.setItem('userToken', 'tok');
  localStorage.setItem('userInfo', JSON.stringify({ id: 1, first_name: 'Ana' }));
  return renderWithProviders(
    [
      {
        path: 'perfil/reto',
        element: (
          <RequireUser>
            <MiRetoPage />
          </RequireUser>
        ),
      },
    ],
    { route: '/perfil/reto' },
  );
}

beforeEach(() => localStorage.clear());

describe('Mi reto', () => {
  it('says so, with a way to the retos, when the person is in no reto', async () => {
    retoServer({ inscripciones: [] });
    renderPage();
    expect(await screen.findByText(/Aún no estás inscrito en un reto/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conoce nuestros retos' })).toHaveAttribute('href', '/retos');
  });

  it('asks for the tools’ consent before anything else', async () => {
    retoServer({ consentimiento: false });
    renderPage();
    expect(await screen.findByRole('checkbox', { name: 'Autorizo el tratamiento de mis datos de salud' })).toBeInTheDocument();
    expect(screen.queryByText('Día 2 de 21')).not.toBeInTheDocument();
  });

  it('shows day N of M, today’s plan, the calendar with locked days, and saves the day’s check-in', async () => {
    const calls = retoServer();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Día 2 de 21' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Más agua' })).toBeInTheDocument();
    expect(screen.getByText('Camina 20 minutos.')).toBeInTheDocument();
    // day 3 is not reached: not a button
    expect(screen.getByRole('img', { name: 'Día 3, 11 de marzo de 2026: bloqueado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Día 2, 10 de marzo de 2026: por registrar' })).toHaveAttribute('aria-pressed', 'true');

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: /Mi día 2/ });
    await user.type(within(form).getByLabelText('Vasos de agua'), '8');
    await user.type(within(form).getByLabelText('Horas de sueño'), '7,5');
    await user.type(within(form).getByLabelText('Peso (kg, opcional)'), '70,5');
    await user.click(within(form).getByRole('radio', { name: '4 · Bien' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar mi día' }));
    expect(await within(form).findByText(MI_RETO_MESSAGES.checkinSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.data).toEqual({ vasos_agua: 8, horas_sueno: 7.5, peso_kg: 70.5, animo: 4 });
    expect(await screen.findByRole('button', { name: 'Día 2, 10 de marzo de 2026: hecho' })).toBeInTheDocument();
    expect(screen.getByText(/Racha: 1 día/)).toBeInTheDocument();
  });

  it('refuses a sleep figure over 24 in Spanish without sending it', async () => {
    const calls = retoServer();
    renderPage();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: /Mi día 2/ });
    await user.type(within(form).getByLabelText('Horas de sueño'), '25');
    await user.click(within(form).getByRole('button', { name: 'Guardar mi día' }));
    expect(await within(form).findByText(MI_RETO_MESSAGES.sleepInvalid)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('turns the daily e-mail on', async () => {
    const calls = retoServer();
    renderPage();
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: /Recibir el plan de cada día por correo/ }));
    await waitFor(() => expect(calls.find((c) => c.url === '/users/retos/correo-diario')?.data).toEqual({ activo: true }));
    expect(await screen.findByText(MI_RETO_MESSAGES.dailyMailOn)).toBeInTheDocument();
  });
});
