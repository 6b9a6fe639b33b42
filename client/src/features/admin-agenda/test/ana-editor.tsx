import { fireEvent, screen } from '@testing-library/react';
import type { AdminRegistro } from '@app/shared/booking';
import AgendaPage from '../routes/agenda-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer, type FakeAnswer } from '../../../../test/fake-api';
import { registroFixture } from '../../../../test/registro-fixture';

const ana = registroFixture();

/** The PUT's answer when the edit is saved: the booking as the server stored it. */
export const savedAs = (registro: AdminRegistro): FakeAnswer => ({
  status: 200,
  data: { message: 'Registro actualizado exitosamente.', registro },
});

/**
 * The agenda listing Ana's booking (registroFixture) with her edit dialog opened; the save's PUT
 * answers `put`. Returns the calls the fake server received.
 */
export async function openAnaEditor(put: FakeAnswer = savedAs(ana)) {
  const calls = fakeAdminServer(({ method }) => (method === 'PUT' ? put : { status: 200, data: [ana] }));
  renderWithProviders(<AgendaPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Editar Ana Pérez Gómez' }));
  return calls;
}
