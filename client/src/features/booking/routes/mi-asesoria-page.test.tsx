import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES } from '@app/shared/booking';
import { LIFECYCLE_MESSAGES, cutoffMessage, type GestionView } from '@app/shared/booking-lifecycle';
import { colombiaToUtc, colombiaToday } from '@app/shared/colombia-time';
import { userApi } from '../../../lib/api-client';
import { renderWithProviders } from '../../../../test/render';
import { httpError, mockPublicApi, okResponse } from '../../../../test/fake-api';
import { localSlotLabelIfDifferent } from '../lib/dates';
import { typeDate as typeInto } from '../../../../test/type-date';
import MiAsesoriaPage from './mi-asesoria-page';

function dayFromToday(n: number): string {
  const [y, m, d] = colombiaToday().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
const DAY = dayFromToday(20);
const NEW_DAY = dayFromToday(21);
const BLOCKED = dayFromToday(22);

function view(over: Partial<GestionView> = {}): GestionView {
  const fecha = over.fechaAsesoria ?? DAY;
  const hora = over.horaAsesoria ?? '10:00';
  const instant = colombiaToUtc(fecha, hora);
  return {
    nombre: 'Camila',
    apellidos: 'Rojas',
    fechaAsesoria: fecha,
    horaAsesoria: hora,
    fecha_asesoria: instant.toISOString(),
    estado: 'confirmada',
    motivo_cancelacion: null,
    puedeModificar: true,
    cutoffHours: 12,
    limiteCambios: new Date(instant.getTime() - 12 * 3600_000).toISOString(),
    ...over,
  };
}

type Answer = Parameters<typeof mockPublicApi>[0][string];
let answers: Record<string, Answer>;
let fetchMock: ReturnType<typeof mockPublicApi>;

beforeEach(() => {
  answers = {
    '/registros/gestion/tok-1': { data: view() },
    '/bloqueos': { data: [BLOCKED] },
    [`/horarios-ocupados?fecha=${DAY}`]: { data: ['10:00'] },
    [`/horarios-ocupados?fecha=${NEW_DAY}`]: { data: ['09:00'] },
  };
  fetchMock = mockPublicApi(answers);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const fetchedPaths = () => fetchMock.mock.calls.map(([u]) => String(u).replace(/^.*\/api/, ''));

function renderPage(token = 'tok-1') {
  return renderWithProviders(<MiAsesoriaPage />, { route: `/mi-asesoria/${token}`, path: '/mi-asesoria/:token' });
}

const summary = () => document.querySelector('dl.gestion-summary') as HTMLElement;

describe('Mi asesoría: loading and errors', () => {
  it('shows a loading state while the booking is fetched', () => {
    answers['/registros/gestion/tok-1'] = 'pending';
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi asesoría' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tu asesoría...');
  });

  it('an unknown or expired link: the Spanish text, the way home and the WhatsApp contact', async () => {
    answers['/registros/gestion/tok-1'] = {
      error: { status: 404, body: { message: LIFECYCLE_MESSAGES.gestionNotFound, error: LIFECYCLE_MESSAGES.gestionNotFound } },
    };
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(LIFECYCLE_MESSAGES.gestionNotFound);
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).not.toBeInTheDocument();
  });

  it('a server failure can be retried, and never shows the raw body', async () => {
    answers['/registros/gestion/tok-1'] = { error: { status: 500, body: '<html>oops</html>' } };
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tu asesoría.');
    expect(screen.queryByText(/oops/)).not.toBeInTheDocument();
    answers['/registros/gestion/tok-1'] = { data: view() };
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('button', { name: /Reprogramar/ })).toBeInTheDocument();
  });
});

describe('Mi asesoría: a confirmed booking', () => {
  it('shows the date in Spanish, the Colombia time (and the local one when it differs), the state and the actions', async () => {
    renderPage();
    expect(await screen.findByText(/Hola, Camila Rojas/)).toBeInTheDocument();
    const dl = summary();
    expect(within(dl).getByText('Confirmada')).toBeInTheDocument();
    expect(within(dl).getByText(/^\d{1,2} de \w+ de \d{4}$/)).toBeInTheDocument();
    expect(dl).toHaveTextContent('10:00 (hora de Colombia)');
    const local = localSlotLabelIfDifferent(DAY, '10:00');
    if (local) expect(dl).toHaveTextContent(local);
    else expect(dl).not.toHaveTextContent('(Hora local)');
    expect(screen.getByRole('button', { name: /Reprogramar/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar asesoría' })).toBeInTheDocument();
  });

  it('offers the .ics download and a Google Calendar link of SESSION_MINUTES in UTC', async () => {
    renderPage();
    const ics = await screen.findByRole('link', { name: /Descargar invitación/ });
    expect(ics).toHaveAttribute('href', '/api/registros/gestion/tok-1/calendario.ics');
    expect(ics).toHaveAttribute('download');
    const google = new URL(screen.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    const start = colombiaToUtc(DAY, '10:00');
    const utc = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}Z$/, 'Z');
    expect(google.searchParams.get('dates')).toBe(`${utc(start)}/${utc(new Date(start.getTime() + 60 * 60_000))}`);
    expect(google.searchParams.get('text')).toMatch(/Asesoría/);
    // the manage token is a credential: not sent to Google
    expect(google.href).not.toContain('tok-1');
  });

  it('past the cut-off: the cut-off text and WhatsApp instead of the change buttons', async () => {
    answers['/registros/gestion/tok-1'] = { data: view({ puedeModificar: false, cutoffHours: 12 }) };
    renderPage();
    expect(await screen.findByText(cutoffMessage(12))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    expect(screen.queryByRole('button', { name: /Reprogramar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar asesoría' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Descargar invitación/ })).toBeInTheDocument();
  });

  it('a cancelled booking: its state and reason, no actions', async () => {
    answers['/registros/gestion/tok-1'] = {
      data: view({ estado: 'cancelada', puedeModificar: false, motivo_cancelacion: 'Viaje de trabajo' }),
    };
    renderPage();
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(screen.getByText('Viaje de trabajo')).toBeInTheDocument();
    // the one action left is the data right
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Eliminar mis datos']);
    expect(screen.queryByRole('link', { name: /Descargar invitación/ })).not.toBeInTheDocument();
    expect(screen.queryByText(cutoffMessage(12))).not.toBeInTheDocument();
  });

  it('a booking not confirmed yet says so, with no actions', async () => {
    answers['/registros/gestion/tok-1'] = { data: view({ estado: 'pendiente', puedeModificar: false }) };
    renderPage();
    expect(await screen.findByText(LIFECYCLE_MESSAGES.notConfirmed)).toBeInTheDocument();
    // the one action left is the data right
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Eliminar mis datos']);
  });
});

describe('Mi asesoría: cancel', () => {
  it('asks first, sends the optional reason, then shows the outcome focused and the cancelled state', async () => {
    const user = userEvent.setup();
    const cancelled = view({ estado: 'cancelada', puedeModificar: false, motivo_cancelacion: 'Me surgió un viaje' });
    const post = vi.spyOn(userApi, 'post').mockResolvedValue(okResponse({ message: LIFECYCLE_MESSAGES.cancelled, gestion: cancelled }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancelar asesoría' }));
    expect(screen.getByRole('heading', { name: 'Cancelar tu asesoría' })).toHaveFocus();
    // changing one's mind sends nothing, and the focus goes back where it was
    await user.click(screen.getByRole('button', { name: 'No, mantenerla' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancelar asesoría' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancelar asesoría' }));
    await user.type(screen.getByLabelText(/Motivo/), 'Me surgió un viaje');
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar mi asesoría' }));
    const message = await screen.findByText(LIFECYCLE_MESSAGES.cancelled);
    expect(post).toHaveBeenCalledWith('/registros/gestion/tok-1/cancelar', { motivo: 'Me surgió un viaje' });
    expect(message.closest('.gestion-result')).toHaveFocus();
    expect(screen.getByText('Cancelada')).toBeInTheDocument();
    expect(screen.getByText('Me surgió un viaje')).toBeInTheDocument();
    // the one action left is the data right
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Eliminar mis datos']);
  });

  it('without a reason sends motivo null', async () => {
    const user = userEvent.setup();
    const post = vi
      .spyOn(userApi, 'post')
      .mockResolvedValue(
        okResponse({ message: LIFECYCLE_MESSAGES.cancelled, gestion: view({ estado: 'cancelada', puedeModificar: false }) }),
      );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancelar asesoría' }));
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar mi asesoría' }));
    await screen.findByText(LIFECYCLE_MESSAGES.cancelled);
    expect(post).toHaveBeenCalledWith('/registros/gestion/tok-1/cancelar', { motivo: null });
  });

  it('a 409 (past the cut-off meanwhile) shows the server text and reloads the booking', async () => {
    const user = userEvent.setup();
    vi.spyOn(userApi, 'post').mockRejectedValue(httpError(409, { message: cutoffMessage(12), error: cutoffMessage(12) }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancelar asesoría' }));
    answers['/registros/gestion/tok-1'] = { data: view({ puedeModificar: false }) };
    await user.click(screen.getByRole('button', { name: 'Sí, cancelar mi asesoría' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(cutoffMessage(12));
    expect(alert.closest('.gestion-result')).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancelar asesoría' })).not.toBeInTheDocument());
    expect(fetchedPaths().filter((p) => p === '/registros/gestion/tok-1')).toHaveLength(2);
  });
});

// Typing dates key by key through the picker in jsdom takes seconds on a loaded 2-core machine (as in
// the booking form's test): above vitest's default 5 s, which failed these at random under load.
describe('Mi asesoría: reschedule', { timeout: 30_000 }, () => {
  const dateInput = () => screen.getByLabelText(/Nueva fecha/) as HTMLInputElement;
  /** Types a date as a person does (client/test/type-date.ts). */
  const typeDate = (user: ReturnType<typeof userEvent.setup>, value: string) => typeInto(user, dateInput(), value);
  const timeSelect = () => screen.getByLabelText(/Nueva hora/) as HTMLSelectElement;
  const option = (value: string) =>
    within(timeSelect())
      .getAllByRole('option')
      .find((o) => (o as HTMLOptionElement).value === value)!;
  /** The picker mounts a frame after the panel. */
  const openReschedule = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('button', { name: /Reprogramar/ }));
    await screen.findByLabelText(/Nueva fecha/);
  };

  it("uses the booking form's rules: the time waits for a day, occupied slots are disabled, the current one is named", async () => {
    const user = userEvent.setup();
    renderPage();
    await openReschedule(user);
    expect(screen.getByRole('heading', { name: 'Reprogramar tu asesoría' })).toHaveFocus();
    expect(timeSelect()).toBeDisabled();
    await typeDate(user, DAY);
    await waitFor(() => expect(option('10:00')).toHaveTextContent(/\(Tu horario actual\)$/));
    expect(option('10:00')).toBeDisabled();
    expect(option('11:00')).toBeEnabled();
    expect(option('11:00').textContent).toMatch(/\(Hora local\)$/);
    await typeDate(user, NEW_DAY);
    await waitFor(() => expect(option('09:00')).toHaveTextContent(/\(Ocupado\)$/));
    expect(option('10:00')).toBeEnabled();
    // a blocked day is refused, as in the booking form
    await typeDate(user, BLOCKED);
    await user.tab();
    expect(await screen.findByText(BOOKING_MESSAGES.dateBlocked)).toBeInTheDocument();
    expect(timeSelect()).toBeDisabled();
    expect(fetchedPaths()).not.toContain(`/horarios-ocupados?fecha=${BLOCKED}`);
  });

  it("says 'Date input not valid.' for a typed past, impossible or unfinished date, and sends nothing", async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(userApi, 'post');
    renderPage();
    await openReschedule(user);
    for (const text of ['2020-01-01', '2026-99-99', NEW_DAY.slice(0, 9)]) {
      await typeDate(user, text);
      await user.tab();
      expect(screen.getByText(BOOKING_MESSAGES.invalidTypedDate), text).toBeInTheDocument();
      expect(timeSelect(), text).toBeDisabled();
    }
    await user.click(screen.getByRole('button', { name: 'Confirmar nuevo horario' }));
    expect(screen.getByText(BOOKING_MESSAGES.invalidTypedDate)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for a day and a time before sending', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(userApi, 'post');
    renderPage();
    await openReschedule(user);
    await user.click(screen.getByRole('button', { name: 'Confirmar nuevo horario' }));
    expect(screen.getByText('La fecha de la asesoría es obligatoria.')).toBeInTheDocument();
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('moves the booking and shows the outcome focused with the new date', async () => {
    const user = userEvent.setup();
    const moved = view({ fechaAsesoria: NEW_DAY, horaAsesoria: '11:00' });
    const post = vi.spyOn(userApi, 'post').mockResolvedValue(okResponse({ message: LIFECYCLE_MESSAGES.rescheduled, gestion: moved }));
    renderPage();
    await openReschedule(user);
    await typeDate(user, NEW_DAY);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    await user.selectOptions(timeSelect(), '11:00');
    await user.click(screen.getByRole('button', { name: 'Confirmar nuevo horario' }));
    const message = await screen.findByText(LIFECYCLE_MESSAGES.rescheduled);
    expect(post).toHaveBeenCalledWith('/registros/gestion/tok-1/reprogramar', { fechaAsesoria: NEW_DAY, horaAsesoria: '11:00' });
    expect(message.closest('.gestion-result')).toHaveFocus();
    expect(summary()).toHaveTextContent('11:00 (hora de Colombia)');
    expect(screen.queryByRole('heading', { name: 'Reprogramar tu asesoría' })).not.toBeInTheDocument();
  });

  it('a 409 (the slot was just taken) shows the server text, reloads the free slots and drops the taken time', async () => {
    const user = userEvent.setup();
    vi.spyOn(userApi, 'post').mockRejectedValue(
      httpError(409, {
        message: BOOKING_MESSAGES.slotTaken,
        error: BOOKING_MESSAGES.slotTaken,
        errors: [{ path: 'horaAsesoria', msg: BOOKING_MESSAGES.slotTaken }],
      }),
    );
    renderPage();
    await openReschedule(user);
    await typeDate(user, NEW_DAY);
    await waitFor(() => expect(option('11:00')).toBeEnabled());
    await user.selectOptions(timeSelect(), '11:00');
    answers[`/horarios-ocupados?fecha=${NEW_DAY}`] = { data: ['09:00', '11:00'] };
    await user.click(screen.getByRole('button', { name: 'Confirmar nuevo horario' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BOOKING_MESSAGES.slotTaken);
    expect(alert.closest('.gestion-result')).toHaveFocus();
    await waitFor(() => expect(option('11:00')).toBeDisabled());
    expect(timeSelect().value).toBe('');
    expect(fetchedPaths().filter((p) => p === `/horarios-ocupados?fecha=${NEW_DAY}`).length).toBeGreaterThanOrEqual(2);
    // still in the form, to pick another time
    expect(screen.getByRole('heading', { name: 'Reprogramar tu asesoría' })).toBeInTheDocument();
  });
});

describe('Mi asesoría: "Eliminar mis datos"', () => {
  it('confirms in a dialog that says the booking will be cancelled, then shows only the outcome', async () => {
    const post = vi
      .spyOn(userApi, 'post')
      .mockResolvedValue(okResponse({ message: 'Tus datos personales fueron eliminados de esta asesoría.' }));
    renderPage();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Tus datos personales' });
    expect(within(section).getByRole('link', { name: 'Política de tratamiento de datos' })).toHaveAttribute('href', '/Politicas');
    await user.click(within(section).getByRole('button', { name: 'Eliminar mis datos' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar tus datos?' });
    expect(dialog).toHaveTextContent('Tu asesoría se cancelará');
    await user.click(within(dialog).getByRole('button', { name: 'No, volver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.click(within(section).getByRole('button', { name: 'Eliminar mis datos' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, eliminar mis datos' }));
    expect(await screen.findByText('Tus datos personales fueron eliminados de esta asesoría.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/registros/gestion/tok-1/eliminar-datos', {});
    expect(screen.getByText(/este enlace dejó de funcionar/)).toBeInTheDocument();
    expect(summary()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server message when it fails', async () => {
    vi.spyOn(userApi, 'post').mockRejectedValue(httpError(500, {}));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar mis datos' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, eliminar mis datos' }));
    expect(await within(screen.getByRole('dialog')).findByText(/No pudimos eliminar tus datos/)).toBeInTheDocument();
  });
});
