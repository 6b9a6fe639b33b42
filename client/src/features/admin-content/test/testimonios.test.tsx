import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminTestimonial } from '@app/shared/admin-content';
import { TestimonialsTable } from '../components/testimonials-table';
import TestimoniosPage from '../routes/testimonios-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';

const LONG = 'Bajé 8 kilos en tres meses sin pasar hambre y con mucha energía.';
const rows: AdminTestimonial[] = [
  { id: 1, title: 'Marcela, Bogotá', description: LONG, video_path: 'uploads/demo/a.mp4', poster_path: null, orden: 1, is_active: true },
  { id: 2, title: 'Andrés', description: 'Corto', video_path: null, poster_path: 'uploads/demo/p.webp', orden: 2, is_active: false },
  { id: 3, title: 'Sin descripción', description: null, video_path: null, poster_path: null, orden: 0, is_active: true },
];

const noop = () => undefined;

afterEach(() => vi.restoreAllMocks());

describe('Testimonios table (spec §2)', () => {
  it('truncates descriptions to 30 characters plus "..." and shows short ones whole', () => {
    render(<TestimonialsTable testimonials={rows} onUploadVideo={noop} onUploadPoster={noop} onEdit={noop} onDelete={noop} />);
    expect(screen.getByText(`${LONG.slice(0, 30)}...`)).toBeInTheDocument();
    expect(screen.getByText('Corto')).toBeInTheDocument();
    expect(screen.queryByText(LONG)).not.toBeInTheDocument();
  });

  it('shows Video and Poster as present or absent, Orden, and Activo Sí/No', () => {
    render(<TestimonialsTable testimonials={rows} onUploadVideo={noop} onUploadPoster={noop} onEdit={noop} onDelete={noop} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Título',
      'Desc.',
      'Video',
      'Poster',
      'Orden',
      'Activo',
      'Acciones',
    ]);
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(within(first).getByLabelText('Video: Sí')).toBeInTheDocument();
    expect(within(first).getByLabelText('Poster: No')).toBeInTheDocument();
    expect(within(second).getByLabelText('Video: No')).toBeInTheDocument();
    expect(within(second).getByLabelText('Poster: Sí')).toBeInTheDocument();
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(first)[5]).toBe('1');
    expect(cells(first)[6]).toBe('Sí');
    expect(cells(second)[6]).toBe('No');
    for (const name of [/Subir video del testimonio 1/, /Subir poster del testimonio 1/, /Editar testimonio 1/, /Eliminar testimonio 1/]) {
      expect(within(first).getByRole('button', { name })).toBeInTheDocument();
    }
  });
});

describe('Testimonios page', () => {
  it("shows 'No hay testimonios creados todavía.' when there are none", async () => {
    fakeAdminServer(() => ({ status: 200, data: [] }));
    renderWithProviders(<TestimoniosPage />);
    expect(await screen.findByText('No hay testimonios creados todavía.')).toBeInTheDocument();
  });

  it("shows 'No se pudieron cargar los testimonios.' when the list fails", async () => {
    fakeAdminServer(() => ({ status: 500 }));
    renderWithProviders(<TestimoniosPage />);
    expect(await screen.findByText('No se pudieron cargar los testimonios.')).toBeInTheDocument();
  });

  it("requires a title ('El título es obligatorio.') and sends an empty description as null", async () => {
    const calls = fakeAdminServer((c) =>
      c.method === 'POST' ? { status: 201, data: { ...rows[2], id: 9, title: 'Nuevo' } } : { status: 200, data: [] },
    );
    const user = userEvent.setup();
    renderWithProviders(<TestimoniosPage />);
    await screen.findByText('No hay testimonios creados todavía.');
    await user.click(screen.getByRole('button', { name: /Añadir testimonio/ }));
    expect(await screen.findByText('El título es obligatorio.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText(/Título/), 'Nuevo');
    await user.click(screen.getByRole('button', { name: /Añadir testimonio/ }));
    expect(await screen.findByText('Testimonio añadido correctamente.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/admin/testimonials',
      data: { title: 'Nuevo', description: null },
    });
    expect(screen.getByLabelText(/Título/)).toHaveValue('');
  });

  it("shows 'Error al añadir testimonio.' when the server gives no message", async () => {
    fakeAdminServer((c) => (c.method === 'POST' ? { status: 500, data: '' } : { status: 200, data: [] }));
    const user = userEvent.setup();
    renderWithProviders(<TestimoniosPage />);
    await user.type(await screen.findByLabelText(/Título/), 'Nuevo');
    await user.click(screen.getByRole('button', { name: /Añadir testimonio/ }));
    expect(await screen.findByText('Error al añadir testimonio.')).toBeInTheDocument();
  });

  it('edits in a modal: invalid orden becomes 0 and an empty description null', async () => {
    const calls = fakeAdminServer((c) => (c.method === 'PUT' ? { status: 200, data: rows[0] } : { status: 200, data: rows }));
    const user = userEvent.setup();
    renderWithProviders(<TestimoniosPage />);
    await user.click(await screen.findByRole('button', { name: 'Editar testimonio 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar testimonio 1' });
    await user.clear(within(dialog).getByLabelText('Descripción'));
    await user.clear(within(dialog).getByLabelText('Orden'));
    await user.type(within(dialog).getByLabelText('Orden'), '-4');
    await user.click(within(dialog).getByLabelText(/Activo/));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/admin/testimonials/1',
      data: { title: 'Marcela, Bogotá', description: null, orden: 0, is_active: false },
    });
    expect(await screen.findByText('Testimonio actualizado correctamente.')).toBeInTheDocument();
  });

  it('asks for confirmation before deleting, and shows the failure text', async () => {
    const calls = fakeAdminServer((c) => (c.method === 'DELETE' ? { status: 500 } : { status: 200, data: rows }));
    const user = userEvent.setup();
    renderWithProviders(<TestimoniosPage />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar testimonio 2' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminar testimonio' });
    expect(confirm).toHaveTextContent('¿Seguro que deseas eliminar el testimonio "Andrés"? Se borrarán también su video y su poster.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Eliminar testimonio 2' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar el testimonio.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/admin/testimonials/2');
  });

  it('uploads a poster from the table and shows it as present without a reload', async () => {
    const updated = { ...rows[0], poster_path: 'uploads/testimonials/n.webp' };
    fakeAdminServer((c) =>
      c.method === 'POST'
        ? {
            status: 200,
            data: { message: 'Póster del testimonio actualizado correctamente.', path: updated.poster_path, testimonial: updated },
          }
        : { status: 200, data: rows },
    );
    const user = userEvent.setup();
    renderWithProviders(<TestimoniosPage />);
    await user.click(await screen.findByRole('button', { name: 'Subir poster del testimonio 1' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Subir poster/ }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Por favor, selecciona una imagen primero.');
    await user.upload(within(dialog).getByLabelText('Imagen del poster'), new File(['x'], 'p.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: /Subir poster/ }));
    expect(await within(dialog).findByText('Póster del testimonio actualizado correctamente.')).toBeInTheDocument();
    expect(within(dialog).getByAltText('Poster actual del testimonio').getAttribute('src')).toMatch(
      /^\/uploads\/testimonials\/n\.webp\?t=\d+$/,
    );
  });
});
