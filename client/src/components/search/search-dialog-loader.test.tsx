import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { Header } from '../layout/header';

/** The dialog's code as a slow network delivers it: held until `arrive()`. */
const network = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const state = { held: Promise.resolve(), arrive: () => arrive() };
  return {
    state,
    hold() {
      state.held = new Promise<void>((resolve) => (arrive = resolve));
    },
  };
});

vi.mock('./search-dialog', async (importOriginal) => {
  await network.state.held;
  return importOriginal();
});

describe('The header’s search button before the dialog’s code arrived', () => {
  beforeEach(() => {
    network.hold();
  });

  it('opens at the first tap: a loading dialog at once, the search field when the code arrives', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header links={[]} />);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    // the tap is not lost while the code travels: the dialog is there, busy, its field focused
    const loading = screen.getByRole('dialog', { name: 'Buscar en el sitio' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    const early = screen.getByRole('searchbox', { name: 'Buscar productos, artículos, retos y páginas' });
    expect(early).toHaveFocus();
    expect(screen.getByText('Cargando la búsqueda...')).toBeInTheDocument();
    // what is typed meanwhile is kept, and the dialog goes on from it
    await user.keyboard('batid');
    network.state.arrive();
    const field = await screen.findByRole('combobox');
    expect(screen.getByRole('dialog', { name: 'Buscar en el sitio' })).toContainElement(field);
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-busy', 'true');
    expect(field).toHaveValue('batid');
    expect(field).toHaveFocus();
    await user.keyboard('o');
    expect(field).toHaveValue('batido');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveFocus();
  });
});
