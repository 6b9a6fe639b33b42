import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BlogPostsPage from '../routes/blog-posts-page';
import BlogPostPage from '../routes/blog-post-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer, type FakeCall } from '../../../../test/fake-api';
import { stubMatchMedia } from '../../../../test/match-media';
import { cover, postFixture } from './fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const list = [
  postFixture(),
  postFixture({
    id: 2,
    titulo: 'Guía de hidratación',
    slug: 'guia-hidratacion',
    estado: 'programado',
    publicarEn: '2026-12-01T08:00',
    etiquetas: ['Hidratación'],
  }),
  postFixture({
    id: 3,
    titulo: 'Mi reto de 21 días',
    slug: 'mi-reto',
    estado: 'publicado',
    publicadoEn: '2026-11-10T14:30:00.000Z',
    etiquetas: ['Retos', 'Recetas'],
  }),
];

const routes = [
  { path: '/admin/dashboard/blog', element: <BlogPostsPage /> },
  { path: '/admin/dashboard/blog/:id', element: <BlogPostPage /> },
];

/** The fake API of the editor: the list, one post, the preview of the body; `more` answers first. */
function editorServer(post = postFixture(), more?: (c: FakeCall) => ReturnType<Parameters<typeof fakeAdminServer>[0]> | undefined) {
  return fakeAdminServer(async (c) => {
    const answer = more?.(c);
    if (answer) return answer;
    if (c.url === '/admin/blog/previsualizar') {
      const { cuerpo } = c.data as { cuerpo: string };
      return { status: 200, data: { html: `<p>HTML de: ${cuerpo.replace(/[<>]/g, '')}</p>`, minutosLectura: 2 } };
    }
    if (c.url === '/admin/blog') return { status: 200, data: list };
    return { status: 200, data: post };
  });
}

// typing with userEvent is slow on a loaded machine
describe('Blog: the list', { timeout: 20_000 }, () => {
  it('shows drafts, scheduled and published posts with their state and date in Colombia time', async () => {
    fakeAdminServer(() => ({ status: 200, data: list }));
    renderWithProviders(<BlogPostsPage />);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Borrador');
    expect(rows[0]).toHaveTextContent('/blog/batido-verde');
    expect(rows[0]).toHaveTextContent(/Modificada/);
    // 08:00 in Colombia, whatever the machine's zone
    expect(rows[1]).toHaveTextContent('Programado');
    expect(rows[1]).toHaveTextContent(/Se publica.*1\/12\/2026.*8:00/);
    expect(rows[2]).toHaveTextContent('Publicado');
    expect(rows[2]).toHaveTextContent(/Publicada.*10\/11\/2026.*9:30/);
    expect(within(rows[2]!).getByRole('link', { name: 'Mi reto de 21 días' })).toHaveAttribute('href', '/blog/mi-reto');
    expect(within(rows[0]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when there are none, and when the list fails', async () => {
    fakeAdminServer(() => ({ status: 200, data: [] }));
    const { unmount } = renderWithProviders(<BlogPostsPage />);
    expect(await screen.findByText('Aún no hay entradas: escribe la primera con «Nueva entrada».')).toBeInTheDocument();
    unmount();
    fakeAdminServer(() => ({ status: 500 }));
    renderWithProviders(<BlogPostsPage />);
    expect(await screen.findByText('No se pudieron cargar las entradas.')).toBeInTheDocument();
  });

  it('asks before deleting, keeps the dialog open with the failure, and deletes on confirmation', async () => {
    let fail = true;
    const calls = fakeAdminServer((c) => {
      if (c.method === 'DELETE') return fail ? { status: 500 } : { status: 200, data: { message: 'Entrada eliminada.' } };
      return { status: 200, data: list };
    });
    const user = userEvent.setup();
    renderWithProviders(<BlogPostsPage />);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Mi reto de 21 días' }));
    let dialog = screen.getByRole('dialog', { name: 'Eliminar entrada' });
    expect(dialog).toHaveTextContent('¿Eliminar «Mi reto de 21 días»? Deja de mostrarse en el blog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Eliminar Mi reto de 21 días' }));
    dialog = screen.getByRole('dialog', { name: 'Eliminar entrada' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText('No se pudo eliminar la entrada.')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Entrada eliminada.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/admin/blog/3', '/admin/blog/3']);
  });

  it("makes a draft's private preview link from the list, shows it once and copies it", async () => {
    const url = 'https://vidasana.test/blog/vista-previa/abc123';
    const calls = fakeAdminServer((c) =>
      c.method === 'POST'
        ? { status: 201, data: { message: 'Enlace de vista previa creado; el anterior deja de funcionar.', url } }
        : { status: 200, data: list },
    );
    const user = userEvent.setup();
    renderWithProviders(<BlogPostsPage />);
    await user.click(await screen.findByRole('button', { name: 'Vista previa privada de Batido verde para empezar el día' }));
    const dialog = screen.getByRole('dialog', { name: 'Vista previa privada' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear enlace de vista previa' }));
    expect(await within(dialog).findByLabelText('Enlace de vista previa')).toHaveValue(url);
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/admin/blog/1/vista-previa');
    await user.click(within(dialog).getByRole('button', { name: 'Copiar enlace' }));
    expect(await within(dialog).findByText('Enlace copiado.')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's
    expect(await navigator.clipboard.readText()).toBe(url);
  });
});

describe('Blog: the editor', { timeout: 30_000 }, () => {
  const post = (calls: FakeCall[]) => calls.find((c) => c.method === 'POST' && c.url === '/admin/blog');

  it('says what is missing and sends nothing', async () => {
    const calls = editorServer();
    const user = userEvent.setup();
    renderWithProviders(routes, { route: '/admin/dashboard/blog/nueva' });
    await user.click(await screen.findByRole('button', { name: 'Crear entrada' }));
    expect(await screen.findByText('El título es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('El extracto es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('El contenido de la entrada es obligatorio.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Título/, { selector: '#entrada-titulo' })).toHaveFocus();
    expect(post(calls)).toBeUndefined();
  });

  it('writes a post: the slug from the title, the extract counted, tags chosen and created, then opens it', async () => {
    const created = postFixture({ id: 41, titulo: 'Avena nocturna', slug: 'avena-nocturna' });
    const calls = editorServer(created, (c) =>
      c.method === 'POST' && c.url === '/admin/blog' ? { status: 201, data: created } : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(routes, { route: '/admin/dashboard/blog/nueva' });
    await user.type(await screen.findByLabelText(/^Título/, { selector: '#entrada-titulo' }), 'Avena nocturna');
    expect(screen.getByLabelText(/^Dirección \(slug\)/)).toHaveAccessibleDescription(
      /Vacía: se crea a partir del título \(avena-nocturna\)/,
    );
    const extracto = screen.getByLabelText(/^Extracto/);
    await user.type(extracto, 'Lista en la nevera.');
    expect(extracto).toHaveAccessibleDescription(/19 de 300 caracteres/);
    expect(extracto).toHaveAttribute('maxlength', '300');
    await user.type(screen.getByLabelText(/^Contenido \(Markdown\)/), 'Mezcla y **refrigera**.');
    // the tags other posts carry are choices; a new one is created on the spot (Enter adds it, does not send)
    const tags = screen.getByRole('group', { name: 'Etiquetas' });
    await user.click(await within(tags).findByRole('checkbox', { name: 'Recetas' }));
    await user.type(within(tags).getByLabelText('Nueva etiqueta'), 'Desayunos{Enter}');
    expect(within(tags).getByRole('checkbox', { name: 'Desayunos' })).toBeChecked();
    // a name folding to a tag already there ticks that one instead of adding a twin
    await user.type(within(tags).getByLabelText('Nueva etiqueta'), 'hidratacion');
    await user.click(within(tags).getByRole('button', { name: 'Agregar etiqueta' }));
    expect(within(tags).getByRole('checkbox', { name: 'Hidratación' })).toBeChecked();
    expect(within(tags).queryByRole('checkbox', { name: 'hidratacion' })).not.toBeInTheDocument();
    // the SEO fields show their defaults
    expect(screen.getByLabelText(/^Título SEO/)).toHaveAttribute('placeholder', 'Avena nocturna');
    expect(screen.getByLabelText(/^Descripción SEO/)).toHaveAttribute('placeholder', 'Lista en la nevera.');
    expect(post(calls)).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Crear entrada' }));

    expect(await screen.findByText('Entrada creada. Agrega ahora su portada.')).toBeInTheDocument();
    expect(post(calls)?.data).toEqual({
      titulo: 'Avena nocturna',
      slug: null,
      extracto: 'Lista en la nevera.',
      cuerpo: 'Mezcla y **refrigera**.',
      etiquetas: ['Recetas', 'Desayunos', 'Hidratación'],
      estado: 'borrador',
      publicarEn: null,
      seoTitulo: null,
      seoDescripcion: null,
    });
    expect(screen.getByRole('heading', { name: 'Portada' })).toBeInTheDocument();
  });

  it('schedules a post in Colombia time and shows the server refusing a past time under the field', async () => {
    const calls = editorServer(postFixture(), (c) =>
      c.method === 'PUT'
        ? {
            status: 400,
            data: {
              message: 'La fecha de publicación programada debe ser posterior a la hora actual de Colombia.',
              error: 'Bad Request',
              errors: [{ path: 'publicarEn', msg: 'La fecha de publicación programada debe ser posterior a la hora actual de Colombia.' }],
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(routes, { route: '/admin/dashboard/blog/1' });
    await user.click(await screen.findByRole('radio', { name: 'Programado' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    const when = screen.getByLabelText(/^Publicar el \(hora de Colombia\)/);
    expect(await screen.findByText('Indica la fecha y la hora de publicación (hora de Colombia).')).toBeInTheDocument();
    expect(when).toHaveAttribute('type', 'datetime-local');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(when, '2026-12-01T08:00');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(when).toHaveAccessibleDescription(/debe ser posterior a la hora actual de Colombia/));
    expect(when).toHaveFocus();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/admin/blog/1',
      data: { estado: 'programado', publicarEn: '2026-12-01T08:00', etiquetas: ['Recetas'] },
    });
  });

  it('shows the server-rendered preview beside the body at 1280 px, asked once the typing pauses', async () => {
    stubMatchMedia({ width: 1280 });
    const calls = editorServer();
    const user = userEvent.setup();
    renderWithProviders(routes, { route: '/admin/dashboard/blog/1' });
    const body = await screen.findByLabelText(/^Contenido \(Markdown\)/);
    const preview = screen.getByRole('region', { name: 'Vista previa' });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(await within(preview).findByText(/HTML de: ## Ingredientes/)).toBeInTheDocument();
    await user.type(body, '\n\nMás texto');
    await waitFor(() => expect(within(preview).getByText(/Más texto/)).toBeInTheDocument());
    // a word at a time would have been one request per key: only the settled text was asked
    const asked = calls.filter((c) => c.url === '/admin/blog/previsualizar').map((c) => (c.data as { cuerpo: string }).cuerpo);
    expect(asked.length).toBeLessThanOrEqual(3);
    expect(asked.at(-1)).toBe('## Ingredientes\n\n- Espinaca\n- Piña\n\nMás texto');
    expect(within(preview).getByText('2 min de lectura')).toBeInTheDocument();
  });

  it('puts the body and its preview in two tabs on a phone', async () => {
    stubMatchMedia({ width: 360 });
    editorServer();
    const user = userEvent.setup();
    renderWithProviders(routes, { route: '/admin/dashboard/blog/1' });
    const escribir = await screen.findByRole('tab', { name: 'Escribir' });
    expect(escribir).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^Contenido \(Markdown\)/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Vista previa' }));
    const panel = screen.getByRole('tabpanel', { name: 'Vista previa' });
    expect(await within(panel).findByText(/HTML de: ## Ingredientes/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contenido \(Markdown\)/)).not.toBeVisible();
    // arrows move between the tabs
    await user.keyboard('{ArrowLeft}');
    expect(escribir).toHaveFocus();
    expect(escribir).toHaveAttribute('aria-selected', 'true');
  });

  it('requires the cover alt text before uploading, sends it with the file and shows the cover', async () => {
    const withCover = postFixture({ portada: cover('Vaso de batido verde') });
    const calls = editorServer(postFixture(), (c) =>
      c.method === 'POST' && c.url === '/admin/blog/1/portada'
        ? { status: 200, data: { message: 'Portada guardada.', post: withCover } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(routes, { route: '/admin/dashboard/blog/1' });
    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Archivo de la portada'), file);
    await user.click(screen.getByRole('button', { name: 'Subir portada' }));
    const alt = screen.getByLabelText(/^Texto alternativo/, { selector: '#portada-nueva-alt' });
    expect(alt).toHaveAccessibleDescription(/Describe la imagen de portada/);
    expect(alt).toHaveFocus();
    expect(calls.some((c) => c.url.endsWith('/portada'))).toBe(false);

    await user.type(alt, 'Vaso de batido verde');
    await user.click(screen.getByRole('button', { name: 'Subir portada' }));
    expect(await screen.findByText('Portada guardada.')).toBeInTheDocument();
    const body = calls.find((c) => c.url.endsWith('/portada'))!.data as FormData;
    expect(body.get('alt')).toBe('Vaso de batido verde');
    expect(body.get('imagen')).toBeInstanceOf(File);
    expect(await screen.findByAltText('Vaso de batido verde')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reemplazar portada' })).toBeInTheDocument();
  });

  it('asks before removing the cover', async () => {
    const calls = editorServer(postFixture({ portada: cover() }), (c) =>
      c.method === 'DELETE' ? { status: 200, data: { message: 'Portada quitada.', post: postFixture() } } : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(routes, { route: '/admin/dashboard/blog/1' });
    await user.click(await screen.findByRole('button', { name: 'Quitar portada' }));
    const dialog = screen.getByRole('dialog', { name: 'Quitar portada' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Portada quitada.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/admin/blog/1/portada');
    expect(screen.getByText('Esta entrada aún no tiene portada: el blog la muestra sin imagen.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a slug under the slug", async () => {
    editorServer(postFixture(), (c) =>
      c.method === 'PUT'
        ? {
            status: 409,
            data: {
              message: 'Ya existe otra entrada con esa dirección (slug).',
              error: 'Conflict',
              errors: [{ path: 'slug', msg: 'Ya existe otra entrada con esa dirección (slug).' }],
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(routes, { route: '/admin/dashboard/blog/1' });
    const slug = await screen.findByLabelText(/^Dirección \(slug\)/);
    await user.clear(slug);
    await user.type(slug, 'mi-reto');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(slug).toHaveAccessibleDescription(/Ya existe otra entrada con esa dirección/));
    expect(slug).toHaveFocus();
  });

  it('says so for a post that does not exist', async () => {
    fakeAdminServer((c) =>
      c.url === '/admin/blog'
        ? { status: 200, data: [] }
        : { status: 404, data: { message: 'Entrada no encontrada.', error: 'Not Found' } },
    );
    renderWithProviders(routes, { route: '/admin/dashboard/blog/999' });
    expect(await screen.findByText('Entrada no encontrada.')).toBeInTheDocument();
  });
});
