import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVACY_MESSAGES, type PersonalDataExport } from '@app/shared/privacy';
import DatosPersonalesPage from '../routes/datos-personales-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';
import { registroFixture } from '../../../../test/registro-fixture';

const DATA: PersonalDataExport = {
  generado_at: '2026-11-23T17:00:00.000Z',
  email: 'ana@example.com',
  politica_vigente: { version: '2026-11-v1', fecha: '2026-11-23' },
  cuenta: {
    first_name: 'Ana',
    last_name: 'Pérez Gómez',
    email: 'ana@example.com',
    phone: '+573001112233',
    country: 'Colombia',
    date_of_birth: '1990-04-15',
    sex: 'female',
    weight_kg: 65.5,
    height_cm: 162,
    created_at: '2026-03-10T15:00:00.000Z',
  },
  consentimientos: [
    {
      tipo: 'cuenta',
      registro_id: null,
      politica_version: '2026-11-v1',
      politica_fecha: '2026-11-23',
      texto: 'Autorizo el tratamiento de mis datos…',
      ip: '203.0.113.7',
      otorgado_at: '2026-11-01T15:00:00.000Z',
    },
    {
      tipo: 'herramientas',
      registro_id: null,
      politica_version: '2026-11-v1',
      politica_fecha: '2026-11-23',
      texto: 'Autorizo el tratamiento de mis datos de salud…',
      ip: '203.0.113.7',
      otorgado_at: '2026-11-02T15:00:00.000Z',
      revocado_at: '2026-11-05T15:00:00.000Z',
    },
  ],
  registros: [
    registroFixture(),
    registroFixture({
      id: 8,
      nombre: 'Anónimo',
      apellidos: '',
      telefono: '',
      anonimizado_at: '2026-11-20T10:00:00.000Z',
      estado: 'cancelada',
    }),
  ],
  pedidos: [],
  retos: [],
  correos: [
    {
      destinatario: 'ana@example.com',
      asunto: 'Confirma tu asesoría',
      estado: 'sent',
      creado_at: '2026-11-01T15:00:00.000Z',
      enviado_at: '2026-11-01T15:00:05.000Z',
    },
  ],
};

describe('Datos personales', () => {
  it('validates the e-mail with the shared schema, searches, shows everything stored, and exports it', async () => {
    const calls = fakeAdminServer(() => ({ status: 200, data: DATA }));
    renderWithProviders(<DatosPersonalesPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Correo electrónico de la persona/), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Correo electrónico de la persona/));
    await user.type(screen.getByLabelText(/Correo electrónico de la persona/), ' ANA@example.com ');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    const account = await screen.findByRole('region', { name: 'Cuenta' });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/admin/datos-personales', params: { email: 'ana@example.com' } });
    expect(within(account).getByText('Ana Pérez Gómez')).toBeInTheDocument();
    const bookings = screen.getByRole('region', { name: 'Asesorías (2)' });
    expect(within(bookings).getAllByText('Anonimizado')).toHaveLength(1);
    const consents = screen.getByRole('region', { name: 'Autorizaciones (2)' });
    expect(consents).toHaveTextContent('IP 203.0.113.7');
    expect(consents).toHaveTextContent('política 2026-11-v1');
    // the tools' consent, named, with the date it was withdrawn
    const tools = within(consents).getByText('Herramientas de salud (Mi progreso, Mi reto)').closest('li')!;
    expect(tools).toHaveTextContent(/retirada el 5\/11\/2026/);
    const mails = screen.getByRole('region', { name: 'Correos enviados (1)' });
    expect(within(mails).getByText('Confirma tu asesoría')).toBeInTheDocument();
    expect(within(mails).getByText('Enviado')).toBeInTheDocument();

    const createObjectURL = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Exportar JSON' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await (createObjectURL.mock.calls[0] as unknown as [Blob])[0].text())).toEqual(DATA);
    click.mockRestore();
  });

  it('says when nothing is stored under the e-mail', async () => {
    fakeAdminServer(() => ({ status: 404, data: { message: PRIVACY_MESSAGES.nothingFound, error: PRIVACY_MESSAGES.nothingFound } }));
    renderWithProviders(<DatosPersonalesPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Correo electrónico de la persona/), 'nadie@correo.test');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.nothingFound)).toBeInTheDocument();
  });

  it('anonymises after a confirm dialog and shows the outcome', async () => {
    const calls = fakeAdminServer((call) =>
      call.method === 'POST'
        ? { status: 200, data: { message: PRIVACY_MESSAGES.anonymised, bookings: 2, cancelled: 1, accountDeleted: true } }
        : { status: 200, data: DATA },
    );
    renderWithProviders(<DatosPersonalesPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Correo electrónico de la persona/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await user.click(await screen.findByRole('button', { name: 'Anonimizar' }));
    const dialog = screen.getByRole('dialog', { name: '¿Anonimizar a esta persona?' });
    expect(dialog).toHaveTextContent('ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, anonimizar' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.anonymised)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/admin/datos-personales/anonimizar',
      data: { email: 'ana@example.com' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Cuenta' })).not.toBeInTheDocument();
  });
});
