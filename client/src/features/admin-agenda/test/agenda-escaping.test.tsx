import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import AgendaPage from '../routes/agenda-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';
import { registroFixture } from '../../../../test/registro-fixture';

/**
 * Security suite (issue 8): free text typed by a visitor reaches the admin as plain text. The API
 * returns it unescaped (server/test/security/escaping.test.ts); React must render it as text, so
 * an `<img onerror>` payload never becomes an element.
 */
const XSS = '<img src=x onerror=alert(1)>';

const hostile = registroFixture({
  id: 13,
  nombre: `Eva ${XSS}`,
  apellidos: `Ruiz ${XSS}`,
  ocupacion: `Docente ${XSS}`,
  sufre_de_otros: `Otra ${XSS}`,
  objetivo_otros: `Meta ${XSS}`,
  recomendado_por: `Amiga ${XSS}`,
  estado: 'cancelada',
  cancelado_por: 'cliente',
  motivo_cancelacion: `Viaje ${XSS}`,
  cancelado_at: '2030-05-02T15:30:00.000Z',
});

describe('Agenda with hostile free text', () => {
  it('shows an <img onerror> payload as text in the table and the details, never as an element', async () => {
    fakeAdminServer(() => ({ status: 200, data: [hostile] }));
    const { container } = renderWithProviders(<AgendaPage />);
    const fullName = `${hostile.nombre} ${hostile.apellidos}`;
    expect(await screen.findByText(fullName)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: `Detalles de ${fullName}` }));
    const dialog = screen.getByRole('dialog');
    for (const value of [
      hostile.ocupacion,
      hostile.sufre_de_otros,
      hostile.objetivo_otros,
      hostile.recomendado_por,
      hostile.motivo_cancelacion,
    ]) {
      expect(within(dialog).getByText(value!)).toBeInTheDocument();
    }
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });
});
