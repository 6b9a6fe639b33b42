import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
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

describe('The header’s search button before the dialog’s code arrived (issue #27)', () => {
  beforeEach(() => {
    network.hold();
  });

  it('opens at the first tap: a loading dialog at once, the search field when the code arrives', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    // the tap is not lost while the code travels: the dialog is there, busy, with the focus
    const loading = screen.getByRole('dialog', { name: 'Buscar en el sitio' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveFocus();
    expect(screen.getByText('Cargando la búsqueda...')).toBeInTheDocument();
    network.state.arrive();
    const field = await screen.findByRole('combobox');
    expect(screen.getByRole('dialog', { name: 'Buscar en el sitio' })).toContainElement(field);
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toHaveFocus();
  });
});
