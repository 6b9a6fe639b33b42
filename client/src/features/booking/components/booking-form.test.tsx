import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_POLICY } from '@app/shared/privacy';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, SLOTS } from '@app/shared/booking';
import { colombiaToUtc, colombiaToday } from '@app/shared/colombia-time';
import { userApi } from '../../../lib/api-client';
import { publicGet } from '../../../lib/public-get';
import { BookingForm } from './booking-form';
import { localSlotLabel } from '../lib/dates';
import { renderWithProviders } from '../../../../test/render';
import { typeDate as typeInto } from '../../../../test/type-date';

vi.mock('../../../lib/api-client', () => ({ userApi: { post: vi.fn() } }));
vi.mock('../../../lib/public-get', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/public-get')>()),
  publicGet: vi.fn(),
}));

const get = vi.mocked(publicGet);
const post = vi.mocked(userApi.post);

function dayFromToday(n: number): string {
  const [y, m, d] = colombiaToday().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
const DAY_A = dayFromToday(20);
const DAY_B = dayFromToday(21);
const BLOCKED = dayFromToday(22);

let occupiedByDate: Record<string, string[]>;

function renderForm() {
  const { router } = renderWithProviders(<BookingForm />, {
    route: '/registro',
    routes: [{ path: '/verification-pending', element: <p>Pantalla de verificación pendiente</p> }],
  });
  return router;
}

const dateInput = () => screen.getByLabelText(/Fecha de la asesoría/) as HTMLInputElement;
const timeSelect = () => screen.getByLabelText(/Hora de la asesoría/) as HTMLSelectElement;

/** Types a date as a person does (client/test/type-date.ts). */
const typeDate = (value: string, user = userEvent.setup()) => typeInto(user, dateInput(), value);

async function fillValid(user: ReturnType<typeof userEvent.setup>, peso = '68.5') {
  await user.type(screen.getByLabelText(/^Nombre/), 'Ana');
  await user.type(screen.getByLabelText(/^Apellidos/), 'Pérez');
  await user.type(screen.getByLabelText(/Correo electrónico/), 'ana@correo.test');
  await user.type(screen.getByLabelText(/Teléfono/), '3001234567');
  await user.selectOptions(screen.getByLabelText(/^Sexo/), 'femenino');
  await user.type(screen.getByLabelText(/Ocupación/), 'Ingeniera');
  await user.type(screen.getByLabelText(/^País/), 'Colombia');
  await user.type(screen.getByLabelText(/Edad/), '34');
  await user.type(screen.getByLabelText(/Peso actual/), peso);
  await user.type(screen.getByLabelText(/Estatura/), '165');
  await user.click(screen.getByRole('checkbox', { name: 'Gastritis' }));
  await user.click(screen.getByRole('checkbox', { name: 'Pérdida de peso' }));
  await typeDate(DAY_A, user);
  await waitFor(() => expect(timeSelect()).toBeEnabled());
  await waitFor(() => expect(within(timeSelect()).getByRole('option', { name: /^.*\(Ocupado\)$/ })).toBeInTheDocument());
  await user.selectOptions(timeSelect(), '10:00');
}

beforeEach(() => {
  occupiedByDate = { [DAY_A]: ['09:00'], [DAY_B]: ['14:00', '15:00'] };
  get.mockImplementation(async (url: string, config?: { params?: unknown }) => {
    if (url === '/bloqueos') return [BLOCKED];
    if (url === '/horarios-ocupados') return occupiedByDate[(config?.params as { fecha?: string })?.fecha ?? ''] ?? [];
    throw new Error(`unexpected GET ${url}`);
  });
  post.mockReset();
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  get.mockReset();
});

describe('registration form: date and time', () => {
  it('keeps the time disabled until a date is chosen, then lists every slot with occupied ones disabled', async () => {
    renderForm();
    expect(timeSelect()).toBeDisabled();
    await typeDate(DAY_A);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    await waitFor(() => expect(get).toHaveBeenCalledWith('/horarios-ocupados', { params: { fecha: DAY_A } }));
    const options = within(timeSelect()).getAllByRole('option').slice(1) as HTMLOptionElement[];
    expect(options.map((o) => o.value)).toEqual([...SLOTS]);
    await waitFor(() => expect(options.find((o) => o.value === '09:00')!).toBeDisabled());
    expect(options.find((o) => o.value === '09:00')!.textContent).toMatch(/\(Hora local\) \(Ocupado\)$/);
    expect(options.find((o) => o.value === '10:00')!).toBeEnabled();
    for (const o of options) expect(o.textContent).toContain('(Hora local)');
  }, 20_000);

  it('clears the time when the date changes and refetches the occupied times for the new date', async () => {
    const user = userEvent.setup();
    renderForm();
    await typeDate(DAY_A, user);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    await user.selectOptions(timeSelect(), '10:00');
    expect(timeSelect().value).toBe('10:00');
    await typeDate(DAY_B, user);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/horarios-ocupados', { params: { fecha: DAY_B } }));
    expect(timeSelect().value).toBe('');
    await waitFor(() => {
      const disabled = (within(timeSelect()).getAllByRole('option') as HTMLOptionElement[]).filter((o) => o.disabled).map((o) => o.value);
      expect(disabled).toEqual(['14:00', '15:00']);
    });
    // back to the first date: asked again (availability changes meanwhile)
    occupiedByDate[DAY_A] = ['09:00', '10:00'];
    await typeDate(DAY_A, user);
    await waitFor(() => {
      const o = (within(timeSelect()).getAllByRole('option') as HTMLOptionElement[]).find((x) => x.value === '10:00')!;
      expect(o).toBeDisabled();
    });
    expect(
      get.mock.calls.filter(([url, c]) => url === '/horarios-ocupados' && (c?.params as { fecha?: string })?.fecha === DAY_A).length,
    ).toBeGreaterThanOrEqual(2);
  }, 20_000);

  it('clearing the date clears both and disables the time again', async () => {
    const user = userEvent.setup();
    renderForm();
    await typeDate(DAY_A, user);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    await user.selectOptions(timeSelect(), '11:00');
    await user.click(screen.getByRole('button', { name: 'Borrar la fecha' }));
    expect(dateInput().value).toBe('');
    expect(timeSelect()).toBeDisabled();
    expect(timeSelect().value).toBe('');
  }, 20_000);

  it('opens the calendar on a tap, and picking a day there sets the date, closes it and enables the time', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(dateInput());
    // the calendar renders after the tap's own frame
    const calendar = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const day = within(calendar)
      .getAllByRole('gridcell')
      .find((d) => d.getAttribute('aria-disabled') === 'false' && !d.className.includes('outside-month'));
    await user.click(day!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dateInput().value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
  }, 20_000);

  it('does not accept a blocked or past date, and names an invalid typed date', async () => {
    const user = userEvent.setup();
    renderForm();
    await typeDate(DAY_A, user);
    // once the occupied times are in, the blocked dates (asked first) are too
    await waitFor(() => expect(within(timeSelect()).getByRole('option', { name: /\(Ocupado\)$/ })).toBeInTheDocument());

    // a blocked day, key by key: no stop on the partial text (BLOCKED without its last digit is another day), a clear message
    await typeDate(BLOCKED, user);
    expect(screen.getByText(BOOKING_MESSAGES.dateBlocked)).toBeInTheDocument();
    expect(timeSelect()).toBeDisabled();
    await user.tab();
    expect(screen.getByText(BOOKING_MESSAGES.dateBlocked)).toBeInTheDocument();
    expect(dateInput().value).not.toMatch(/\d/);

    // past, impossible and misshapen dates, each left with Tab, Enter or a tap elsewhere
    for (const [text, leave] of [
      [dayFromToday(-1), () => user.tab()],
      ['2026-99-99', () => user.keyboard('{Enter}')],
      ['no-es-fecha', () => user.click(document.body)],
      [BLOCKED.slice(0, 9), () => user.tab()],
    ] as const) {
      await typeDate(text, user);
      await leave();
      expect(screen.getByText('Date input not valid.'), text).toBeInTheDocument();
      expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
      expect(timeSelect(), text).toBeDisabled();
    }
    const asked = get.mock.calls.filter(([url]) => url === '/horarios-ocupados').map(([, c]) => (c?.params as { fecha?: string }).fecha);
    expect(asked).not.toContain(BLOCKED);
    expect(asked).not.toContain(dayFromToday(-1));
    expect(asked).toEqual([DAY_A]);

    // a good day typed after all that is taken as typed, and the message goes
    await typeDate(DAY_B, user);
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    expect(screen.queryByText('Date input not valid.')).not.toBeInTheDocument();
    expect(dateInput()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(dateInput().value).toBe(DAY_B);
    expect(get).toHaveBeenCalledWith('/horarios-ocupados', { params: { fecha: DAY_B } });
  }, 30_000);

  it('shows each Colombia slot in the local time zone, and sends the Colombia slot', async () => {
    // labels computed for another zone differ from the Colombia time but keep the suffix
    const tokyo = localSlotLabel(DAY_A, '10:00', 'Asia/Tokyo');
    const expectedTime = new Intl.DateTimeFormat('es-CO', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Tokyo',
    }).format(colombiaToUtc(DAY_A, '10:00'));
    expect(tokyo).toMatch(new RegExp(`^${expectedTime} .*\\(Hora local\\)$`));
    expect(expectedTime).toBe('00:00');
    expect(localSlotLabel(DAY_A, '10:00', 'America/Bogota')).toBe('10:00 (Hora local)');
    expect(localSlotLabel(DAY_A, '10:00', 'Europe/Madrid')).toMatch(/^1[67]:00 \(Hora local\)$/);

    // the rendered options use the browser's zone (whatever the test machine's TZ is)
    const user = userEvent.setup();
    post.mockResolvedValue({ data: { message: 'ok', id: 1 } });
    renderForm();
    await fillValid(user);
    const option = within(timeSelect()).getByRole('option', { selected: true }) as HTMLOptionElement;
    expect(option.value).toBe('10:00');
    expect(option.textContent).toBe(localSlotLabel(DAY_A, '10:00'));
    await user.click(screen.getByRole('checkbox', { name: /acepto las/ }));
    await user.click(screen.getByRole('button', { name: 'Agendar mi asesoría' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, payload] = post.mock.calls[0] as [string, Record<string, unknown>];
    expect(url).toBe('/registros');
    expect(payload).toMatchObject({
      nombre: 'Ana',
      apellidos: 'Pérez',
      email: 'ana@correo.test',
      telefono: '+573001234567', // E.164 (shared/fields.ts)
      sexo: 'femenino',
      indiceMasaMuscular: '', // in the spec's payload, never filled (docs/decisions/013)
      edad: 34,
      peso_actual: 68.5,
      estatura: 165,
      sufreDe: ['gastritis'],
      objetivo: ['perdidaPeso'],
      fechaAsesoria: DAY_A,
      horaAsesoria: '10:00',
      politica_privacidad: true,
      politica_version: CURRENT_POLICY.id,
    });
  }, 20_000);
});

describe('registration form: consent and submission', () => {
  // A number input read "74,5" as 745 (or dropped it) depending on the browser's language.
  it('sends a weight typed with a decimal comma ("74,5") as 74.5, and shows it as typed', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ data: { message: 'ok', id: 1 } });
    renderForm();
    await fillValid(user, '74,5');
    expect(screen.getByLabelText(/Peso actual/)).toHaveValue('74,5');
    await user.click(screen.getByRole('checkbox', { name: /acepto las/ }));
    await user.click(screen.getByRole('button', { name: 'Agendar mi asesoría' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0][1]).toMatchObject({ edad: 34, peso_actual: 74.5, estatura: 165 });
  }, 20_000);

  it('keeps submit disabled until consent; without consent it alerts and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    const submit = screen.getByRole('button', { name: 'Agendar mi asesoría' });
    expect(submit).toBeDisabled();
    fireEvent.submit(submit.closest('form')!);
    expect(window.alert).toHaveBeenCalledWith('Debes aceptar las políticas de privacidad para continuar.');
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /acepto las/ }));
    expect(submit).toBeEnabled();
    expect(screen.getByRole('link', { name: 'políticas de privacidad' })).toHaveAttribute('href', '/Politicas');
    // The consent text names the sensitive data and the purpose, and describes the checkbox
    expect(screen.getByRole('checkbox', { name: /acepto las/ })).toHaveAccessibleDescription(CURRENT_POLICY.bookingConsent);
    expect(CURRENT_POLICY.bookingConsent).toMatch(/peso, estatura, edad, condiciones de salud .* objetivos/);
    expect(CURRENT_POLICY.bookingConsent).toMatch(/para agendar, confirmar y preparar mi asesoría/);
  }, 20_000);

  it('shows the required-field messages beside their fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('checkbox', { name: /acepto las/ }));
    await user.click(screen.getByRole('button', { name: 'Agendar mi asesoría' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeInTheDocument();
    const nombre = screen.getByLabelText(/^Nombre/);
    expect(nombre).toHaveAttribute('aria-invalid', 'true');
    expect(nombre).toHaveAccessibleDescription('El nombre es obligatorio.');
    expect(screen.getByText('La fecha de la asesoría es obligatoria.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  }, 20_000);

  it("alerts the server's error and shows its per-field errors", async () => {
    const user = userEvent.setup();
    post.mockRejectedValue({
      isAxiosError: true,
      response: {
        status: 409,
        data: {
          message: BOOKING_MESSAGES.slotTaken,
          error: BOOKING_MESSAGES.slotTaken,
          errors: [{ path: 'horaAsesoria', msg: BOOKING_MESSAGES.slotTaken }],
        },
      },
    });
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /acepto las/ }));
    await user.click(screen.getByRole('button', { name: 'Agendar mi asesoría' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Ese horario ya no está disponible. Por favor, elige otra hora.'));
    expect(timeSelect()).toHaveAccessibleDescription(BOOKING_MESSAGES.slotTaken);
  }, 20_000);

  it('falls back to the generic message when the server gives no error field', async () => {
    const user = userEvent.setup();
    post.mockRejectedValue(new Error('Network Error'));
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /acepto las/ }));
    await user.click(screen.getByRole('button', { name: 'Agendar mi asesoría' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error al enviar los datos. Por favor, intenta de nuevo.'));
  }, 20_000);

  it('on success resets and goes to /verification-pending with the address and the hold hours', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ data: { message: 'ok', id: 5, holdHours: 3 } });
    const router = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /acepto las/ }));
    await user.click(screen.getByRole('button', { name: 'Agendar mi asesoría' }));
    expect(await screen.findByText('Pantalla de verificación pendiente')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verification-pending');
    expect(router.state.location.state).toEqual({ email: 'ana@correo.test', holdHours: 3 });
  }, 20_000);
});
