import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminRegistro } from '@app/shared/booking';
import AgendaPage from '../routes/agenda-page';
import { mockAdminServer, renderAdmin } from './admin-test-utils';

/**
 * Security suite (issue 8): free text typed by a visitor reaches the admin as plain text. The API
 * returns it unescaped (server/test/security/escaping.test.ts); React must render it as text, so
 * an `<img onerror>` payload never becomes an element.
 */
const XSS = '<img src=x onerror=alert(1)>';

const hostile: AdminRegistro = {
  id: 13,
  nombre: `Eva ${XSS}`,
  apellidos: `Ruiz ${XSS}`,
  email: 'eva@example.com',
  telefono: '573001112233',
  fecha_asesoria: '2030-05-20T14:00:00.000Z',
  fecha: '2030-05-20',
  hora: '09:00',
  pais: 'Colombia',
  edad: 30,
  sexo: 'femenino',
  ocupacion: `Docente ${XSS}`,
  peso_actual: 60,
  estatura: 160,
  sufre_de: ['gastritis'],
  sufre_de_otros: `Otra ${XSS}`,
  objetivos: ['perdidaPeso'],
  objetivo_otros: `Meta ${XSS}`,
  recomendado_por: `Amiga ${XSS}`,
  id_patrocinador: null,
  politica_privacidad: true,
  verified: true,
  created_at: '2030-05-01T15:30:00.000Z',
  updated_at: '2030-05-01T15:30:00.000Z',
};

describe('Agenda with hostile free text', () => {
  it('shows an <img onerror> payload as text in the table and the details, never as an element', async () => {
    mockAdminServer(() => ({ status: 200, data: [hostile] }));
    const { container } = renderAdmin(<AgendaPage />);
    const fullName = `${hostile.nombre} ${hostile.apellidos}`;
    expect(await screen.findByText(fullName)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: `Detalles de ${fullName}` }));
    const dialog = screen.getByRole('dialog');
    for (const value of [hostile.ocupacion, hostile.sufre_de_otros, hostile.objetivo_otros, hostile.recomendado_por]) {
      expect(within(dialog).getByText(value!)).toBeInTheDocument();
    }
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });
});
