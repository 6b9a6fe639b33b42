import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InicioSlide } from '@app/shared/content';
import { withSlidePlaceholders } from '../lib/slides';
import SliderEmbudoPage from '../routes/slider-embudo-page';
import SliderInicioPage from '../routes/slider-inicio-page';
import VideoPage from '../routes/video-page';
import { renderWithProviders } from '../../../../test/render';
import { fakeAdminServer } from '../../../../test/fake-api';

const slide2: InicioSlide = {
  id: 2,
  sub_title: 'Sub dos',
  title1_pre: 'Más energía',
  title1_highlight: 'cada día',
  title2: 'con hábitos',
  hero_img_path: 'uploads/demo/hero-2.webp',
};

describe('Slider principal: ids 1–3 forced as placeholders', () => {
  it('fills missing ids with empty slides, in order, and drops unknown ids', () => {
    const list = withSlidePlaceholders([slide2, { ...slide2, id: 7 }]);
    expect(list.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(list[0]).toEqual({ id: 1, sub_title: '', title1_pre: '', title1_highlight: '', title2: '', hero_img_path: null });
    expect(list[1]).toBe(slide2);
    expect(withSlidePlaceholders(undefined).map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('shows 3 editors when the server answers only slide 2, and saves a placeholder', async () => {
    const calls = fakeAdminServer((c) =>
      c.method === 'PUT'
        ? {
            status: 200,
            data: { message: 'Slide 3 guardado correctamente.', slide: { ...slide2, id: 3, sub_title: 'Nuevo', hero_img_path: null } },
          }
        : { status: 200, data: [slide2] },
    );
    const user = userEvent.setup();
    renderWithProviders(<SliderInicioPage />);
    expect(await screen.findByRole('heading', { name: 'Slide 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Slide 3' })).toBeInTheDocument();
    const editor2 = screen.getByRole('article', { name: 'Slide 2' });
    expect(within(editor2).getByLabelText('Subtítulo')).toHaveValue('Sub dos');
    const editor3 = screen.getByRole('article', { name: 'Slide 3' });
    expect(within(editor3).getByLabelText('Subtítulo')).toHaveValue('');
    expect(within(editor3).getByText('Sin imagen')).toBeInTheDocument();
    await user.type(within(editor3).getByLabelText('Subtítulo'), 'Nuevo');
    await user.click(within(editor3).getByRole('button', { name: /Guardar slide 3/ }));
    expect(await within(editor3).findByText('Slide 3 guardado correctamente.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/admin/inicio/slides/3',
      data: { sub_title: 'Nuevo', title1_pre: '' },
    });
  });

  it("shows 'Error al guardar.' when saving fails without a server message", async () => {
    fakeAdminServer((c) => (c.method === 'PUT' ? { status: 500 } : { status: 200, data: [slide2] }));
    const user = userEvent.setup();
    renderWithProviders(<SliderInicioPage />);
    const editor = await screen.findByRole('article', { name: 'Slide 1' });
    await user.click(within(editor).getByRole('button', { name: /Guardar slide 1/ }));
    expect(await within(editor).findByText('Error al guardar.')).toBeInTheDocument();
  });
});

describe('Slider embudo', () => {
  it('shows the 3 slots with a cache-busted preview and asks for a file per slot', async () => {
    fakeAdminServer(() => ({
      status: 200,
      data: [
        { slot: 1, path: 'uploads/slider/a.webp' },
        { slot: 2, path: null },
        { slot: 3, path: null },
      ],
    }));
    const user = userEvent.setup();
    renderWithProviders(<SliderEmbudoPage />);
    expect(await screen.findByAltText('Imagen actual del Slot 1')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/uploads\/slider\/a\.webp\?t=\d+$/),
    );
    expect(
      screen.getByText(/Formatos permitidos: JPG, PNG, GIF, WEBP\. Tamaño máximo: 5MB\. Tamaño recomendado: 1920x600 px\./),
    ).toBeInTheDocument();
    const slot2 = screen.getByRole('article', { name: 'Slot 2' });
    await user.click(within(slot2).getByRole('button', { name: /Subir imagen 2/ }));
    expect(within(slot2).getByRole('alert')).toHaveTextContent('Por favor, selecciona un archivo para el Slot 2.');
  });

  it("shows 'Error al subir imagen {n}.' and the new image after a successful upload", async () => {
    let fail = true;
    fakeAdminServer((c) => {
      if (c.method === 'POST')
        return fail
          ? { status: 500 }
          : { status: 200, data: { message: 'Imagen del Slot 3 actualizada correctamente.', path: 'uploads/slider/n.webp', slot: 3 } };
      return {
        status: 200,
        data: [
          { slot: 1, path: null },
          { slot: 2, path: null },
          { slot: 3, path: null },
        ],
      };
    });
    const user = userEvent.setup();
    renderWithProviders(<SliderEmbudoPage />);
    const slot3 = await screen.findByRole('article', { name: 'Slot 3' });
    await user.upload(within(slot3).getByLabelText('Nueva imagen para el Slot 3'), new File(['x'], 'a.png', { type: 'image/png' }));
    await user.click(within(slot3).getByRole('button', { name: /Subir imagen 3/ }));
    expect(await within(slot3).findByText('Error al subir imagen 3.')).toBeInTheDocument();
    fail = false;
    await user.click(within(slot3).getByRole('button', { name: /Subir imagen 3/ }));
    expect(await within(slot3).findByText('Imagen del Slot 3 actualizada correctamente.')).toBeInTheDocument();
    expect(within(slot3).getByAltText('Imagen actual del Slot 3')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/uploads\/slider\/n\.webp\?t=/),
    );
  });

  it("shows 'No se pudieron cargar las imágenes actuales.' when the slots fail to load", async () => {
    fakeAdminServer(() => ({ status: 500 }));
    renderWithProviders(<SliderEmbudoPage />);
    expect(await screen.findByText('No se pudieron cargar las imágenes actuales.')).toBeInTheDocument();
  });
});

describe('Video motivacional', () => {
  it("asks for a file ('Por favor, selecciona un archivo de video primero.')", async () => {
    fakeAdminServer(() => ({ status: 200, data: { path: 'uploads/video/v.mp4' } }));
    const user = userEvent.setup();
    const { container } = renderWithProviders(<VideoPage />);
    await screen.findByText('Video actual');
    await screen.findByLabelText('Video motivacional actual');
    expect(container.querySelector('video')).toHaveAttribute('src', '/uploads/video/v.mp4');
    await user.click(screen.getByRole('button', { name: /Subir video/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, selecciona un archivo de video primero.');
  });
});
