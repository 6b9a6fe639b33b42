import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResult } from '@app/shared/search-public';
import { renderWithProviders } from '../../../test/render';
import { mockPublicApi } from '../../../test/fake-api';
import { Header } from '../layout/header';

const results: SearchResult[] = [
  { tipo: 'producto', titulo: 'Batidos Verdes Detox', resumen: 'Un batido de espinaca y piña.', url: '/tienda/batidos-verdes-detox' },
  { tipo: 'producto', titulo: 'Proteína Vainilla', resumen: 'Para tu batido después de entrenar.', url: '/tienda/proteina-vainilla' },
  { tipo: 'entrada', titulo: 'Un batido para la tarde', resumen: 'Receta fácil.', url: '/blog/un-batido-para-la-tarde' },
  { tipo: 'pagina', titulo: 'Tienda', resumen: 'Batidos, tés y más.', url: '/tienda' },
];

function renderHeader() {
  return renderWithProviders(<Header links={[]} />, {
    routes: [
      { path: 'tienda/:slug', element: <p>Página del producto</p> },
      { path: 'blog/:slug', element: <p>Página de la entrada</p> },
      { path: 'tienda', element: <p>Página de la tienda</p> },
    ],
  });
}

async function openWithButton(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  return screen.findByRole('combobox', { name: /buscar productos/i });
}

afterEach(() => vi.unstubAllGlobals());

describe('Site search dialog', () => {
  it('opens from the header button with the field focused, and Escape closes it giving focus back', async () => {
    const user = userEvent.setup();
    renderHeader();
    const field = await openWithButton(user);
    expect(screen.getByRole('dialog', { name: 'Buscar en el sitio' })).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveFocus();
  });

  it('opens with / and with Ctrl+K, but / typed in a field stays a character', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.keyboard('/');
    expect(await screen.findByRole('combobox')).toHaveFocus();
    // inside the search field, / is text
    await user.keyboard('/');
    expect(screen.getByRole('combobox')).toHaveValue('/');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('combobox')).toHaveFocus();
  });

  it('keeps every key typed right after / or Ctrl+K, while the dialog opens, in order', async () => {
    const user = userEvent.setup();
    renderHeader();
    // no wait between the shortcut and the word: the keys arrive while the dialog's code loads
    await user.keyboard('/batido');
    expect(await screen.findByRole('combobox')).toHaveValue('batido');
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.keyboard('s');
    expect(screen.getByRole('combobox')).toHaveValue('batidos');
    await user.keyboard('{Escape}');
    await user.keyboard('{Control>}k{/Control}té verde');
    expect(await screen.findByRole('combobox')).toHaveValue('té verde');
  });

  it('asks once the typing pauses, groups the results by kind and highlights the words found', async () => {
    const fetch = mockPublicApi({ '/buscar?q=batidos': { data: results } });
    const user = userEvent.setup();
    renderHeader();
    const field = await openWithButton(user);
    await user.type(field, 'batidos');
    const listbox = await screen.findByRole('listbox', { name: 'Resultados de la búsqueda' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
    // one request for the whole word, none for each letter
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Productos', 'Blog', 'Páginas']);
    expect(within(groups[0]).getAllByRole('option')).toHaveLength(2);
    const marks = Array.from(listbox.querySelectorAll('mark')).map((m) => m.textContent);
    expect(marks).toEqual(['Batidos', 'batido', 'batido', 'batido', 'Batidos']);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('4 resultados');
  });

  it('moves with the arrows (aria-activedescendant) and opens the active result with Enter', async () => {
    mockPublicApi({ '/buscar?q=batidos': { data: results } });
    const user = userEvent.setup();
    renderHeader();
    const field = await openWithButton(user);
    await user.type(field, 'batidos');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[2]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options[3].id); // wraps to the last
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByText('Página de la entrada')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows what the server sent as text: markup in a title is never HTML', async () => {
    mockPublicApi({
      '/buscar?q=img': {
        data: [{ tipo: 'entrada', titulo: '<img src=x onerror="alert(1)"> img', resumen: '<b>negrita</b>', url: '/blog/x' }],
      },
    });
    const user = userEvent.setup();
    renderHeader();
    await user.type(await openWithButton(user), 'img');
    const option = await screen.findByRole('option');
    expect(option.querySelector('img, b')).toBeNull();
    expect(option).toHaveTextContent('<img src=x onerror="alert(1)"> img');
    expect(Array.from(option.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['img', 'img']);
  });

  it('with no results suggests the five categories and the WhatsApp contact', async () => {
    mockPublicApi({ '/buscar?q=xyzzy': { data: [] } });
    const user = userEvent.setup();
    renderHeader();
    await user.type(await openWithButton(user), 'xyzzy');
    expect(await screen.findByText(/No encontramos resultados para «xyzzy»/)).toBeInTheDocument();
    const categories = ['Nutrición Interna', 'Nutrición Externa', 'Nutrición Expecifica', 'Nutrición Deportiva', 'Planes para ti'];
    for (const name of categories)
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^\/tienda\?categoria=/));
    const whatsapp = screen.getByRole('link', { name: /Escríbenos por WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/573001234567\?text=/));
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('link', { name: 'Nutrición Deportiva' }));
    expect(await screen.findByText('Página de la tienda')).toBeInTheDocument();
  });

  it("shows the server's refusal in Spanish", async () => {
    mockPublicApi({
      '/buscar?q=batido': { error: { status: 503, body: { message: 'Servicio no disponible.', error: 'Service Unavailable' } } },
    });
    const user = userEvent.setup();
    renderHeader();
    await user.type(await openWithButton(user), 'batido');
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible.');
  });
});
