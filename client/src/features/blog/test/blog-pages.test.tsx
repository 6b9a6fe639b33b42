import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PostDetail, PostSummary } from '@app/shared/blog';
import { mockPublicApi } from '../../../../test/fake-api';
import { LocationProbe, renderWithProviders } from '../../../../test/render';
import BlogPage from '../routes/blog-page';
import PostPage from '../routes/post-page';
import PreviewPage from '../routes/preview-page';

afterEach(() => vi.unstubAllGlobals());

const summary = (n: number, extra: Partial<PostSummary> = {}): PostSummary => ({
  id: n,
  slug: `entrada-${n}`,
  titulo: `Entrada ${n}`,
  extracto: `Extracto de la entrada ${n}.`,
  portada: { path: `uploads/blog/portada-${n}.webp`, alt: `Portada ${n}` },
  etiquetas: [{ slug: 'recetas', nombre: 'Recetas' }],
  autor: 'Laura',
  // 26 Nov 2026, 02:00 UTC is still the 25th in Colombia
  publicadoEn: '2026-11-26T02:00:00.000Z',
  actualizadoEn: '2026-11-26T02:00:00.000Z',
  minutosLectura: 4,
  ...extra,
});

const post: PostDetail = {
  ...summary(1, { slug: 'batido-verde', titulo: 'Batido verde para la mañana' }),
  html: '<p>Licúa la espinaca con la piña.</p><figure class="video-youtube" data-youtube-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Mira la receta</a></figure>',
  seoTitulo: 'Batido verde',
  seoDescripcion: 'Un batido verde.',
  relacionados: [summary(7, { titulo: 'Agua de jamaica' })],
};

const tags = [
  { slug: 'recetas', nombre: 'Recetas', entradas: 14 },
  { slug: 'hidratacion', nombre: 'Hidratación', entradas: 2 },
];

function renderBlog(route = '/blog') {
  return renderWithProviders(
    [
      {
        path: 'blog',
        element: (
          <>
            <BlogPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    { route },
  );
}

function renderPost(route: string) {
  return renderWithProviders(
    [
      {
        path: 'blog/:slug',
        element: (
          <>
            <PostPage notFound={<h1>Página no encontrada</h1>} />
            <LocationProbe />
          </>
        ),
      },
    ],
    { route },
  );
}

describe('/blog', () => {
  it('shows the cards (cover with srcset, title, Spanish date in Colombia, reading time, extract) and a link per page', async () => {
    const first = Array.from({ length: 12 }, (_, i) => summary(i + 1));
    mockPublicApi({
      '/blog': { data: first, headers: { 'X-Total-Count': '14' } },
      '/blog?pagina=2': { data: [summary(13), summary(14)], headers: { 'X-Total-Count': '14' } },
      '/blog/etiquetas': { data: tags },
    });
    renderBlog();
    const card = (await screen.findByRole('link', { name: 'Entrada 1' })).closest('article')!;
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/blog/entrada-1');
    expect(within(card).getByRole('img', { name: 'Portada 1' })).toHaveAttribute('srcset', expect.stringContaining('640w'));
    expect(card).toHaveTextContent('25 de noviembre de 2026 · 4 min de lectura');
    expect(card).toHaveTextContent('Extracto de la entrada 1.');
    expect(screen.getAllByRole('article')).toHaveLength(12);

    const pages = screen.getByRole('navigation', { name: 'Páginas del blog' });
    expect(within(pages).getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('link', { name: 'Página 2' }));
    expect(await screen.findByRole('link', { name: 'Entrada 14' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/blog?pagina=2');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('filters by tag with the chips: the API is asked with ?etiqueta= and the heading names the tag', async () => {
    const fetch = mockPublicApi({
      '/blog': { data: [summary(1), summary(2)], headers: { 'X-Total-Count': '2' } },
      '/blog?etiqueta=hidratacion': { data: [summary(3, { titulo: 'Toma agua' })], headers: { 'X-Total-Count': '1' } },
      '/blog/etiquetas': { data: tags },
    });
    renderBlog();
    const chips = await screen.findByRole('navigation', { name: 'Etiquetas' });
    expect(within(chips).getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(chips).getByRole('link', { name: 'Hidratación' }));
    expect(await screen.findByRole('link', { name: 'Toma agua' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog: Hidratación' })).toBeInTheDocument();
    expect(within(chips).getByRole('link', { name: 'Hidratación' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Páginas del blog' })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/api\/blog\?etiqueta=hidratacion$/), expect.anything());
  });

  it('says so in Spanish when there is nothing yet, and when the list cannot load', async () => {
    mockPublicApi({ '/blog': { data: [], headers: { 'X-Total-Count': '0' } }, '/blog/etiquetas': { data: [] } });
    const { unmount } = renderBlog();
    expect(await screen.findByText(/Muy pronto publicaremos recetas/)).toBeInTheDocument();
    unmount();
    mockPublicApi({ '/blog': { error: { status: 503 } }, '/blog/etiquetas': { data: [] } });
    renderBlog();
    // asked once more after a second before giving up
    expect(
      await screen.findByText('No pudimos cargar las entradas del blog. Intenta de nuevo en un momento.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

describe('/blog/:slug', () => {
  it('renders the body, tags to the list, WhatsApp share, related posts and the call to book', async () => {
    mockPublicApi({ '/blog/batido-verde': { data: post } });
    renderPost('/blog/batido-verde');
    expect(await screen.findByRole('heading', { level: 1, name: 'Batido verde para la mañana' })).toBeInTheDocument();
    expect(screen.getByText('Licúa la espinaca con la piña.')).toBeInTheDocument();
    expect(document.querySelector('.blog-entrada .blog-meta')).toHaveTextContent('25 de noviembre de 2026 · 4 min de lectura · Laura');
    expect(screen.getByRole('link', { name: 'Recetas' })).toHaveAttribute('href', '/blog?etiqueta=recetas');
    const whatsapp = screen.getByRole('link', { name: 'Compartir por WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Batido verde para la mañana ${window.location.origin}/blog/batido-verde`)}`,
    );
    expect(screen.getByRole('link', { name: 'Agua de jamaica' })).toHaveAttribute('href', '/blog/entrada-7');
    expect(screen.getByRole('link', { name: 'Agenda tu asesoría' })).toHaveAttribute('href', '/registro');
    expect(document.title).toContain('Batido verde');
  });

  it('loads the YouTube video only after a click, from youtube-nocookie', async () => {
    mockPublicApi({ '/blog/batido-verde': { data: post } });
    const { container } = renderPost('/blog/batido-verde');
    const play = await screen.findByRole('button', { name: /Reproducir video: Mira la receta/ });
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(play);
    const frame = container.querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(frame!.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
    expect(frame).toHaveAttribute('title', 'Mira la receta');
  });

  it('copies the link with a Spanish confirmation', async () => {
    mockPublicApi({ '/blog/batido-verde': { data: post } });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPost('/blog/batido-verde');
    await user.click(await screen.findByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blog/batido-verde`);
    expect(await screen.findByRole('status')).toHaveTextContent('Enlace copiado.');
  });

  it('moves a former slug to the current address, and shows the not-found page for an unknown post', async () => {
    mockPublicApi({ '/blog/batido-viejo': { data: post } });
    const { unmount } = renderPost('/blog/batido-viejo');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/blog/batido-verde'));
    unmount();
    mockPublicApi({ '/blog/no-existe': { error: { status: 404, body: { message: 'Entrada no encontrada.', error: 'Not Found' } } } });
    renderPost('/blog/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
  });
});

describe('/blog/vista-previa/:token', () => {
  it('shows the draft with its banner, says noindex, and offers no sharing for a draft', async () => {
    const { relacionados: _r, publicadoEn: _p, ...rest } = post;
    mockPublicApi({ '/blog/vista-previa/abc123': { data: { ...rest, estado: 'borrador', publicadoEn: null, publicarEn: null } } });
    renderWithProviders([{ path: 'blog/vista-previa/:token', element: <PreviewPage /> }], { route: '/blog/vista-previa/abc123' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Batido verde para la mañana' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Vista previa (borrador).');
    expect(screen.getByText('Licúa la espinaca con la piña.')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(screen.queryByRole('link', { name: 'Compartir por WhatsApp' })).not.toBeInTheDocument();
  });
});
