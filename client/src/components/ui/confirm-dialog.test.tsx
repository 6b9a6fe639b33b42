import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm, busy = false, error }: { onConfirm: () => void; busy?: boolean; error?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Eliminar bloqueo 3
      </button>
      <ConfirmDialog
        open={open}
        title="Eliminar bloqueo"
        confirmLabel="Eliminar"
        busyLabel="Eliminando..."
        busy={busy}
        error={error}
        onCancel={() => setOpen(false)}
        onConfirm={onConfirm}
      >
        <p>¿Seguro que deseas eliminar este bloqueo?</p>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks in a labelled dialog; Cancelar and Escape close it without acting, Eliminar acts', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Eliminar bloqueo 3' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Eliminar bloqueo' });
    expect(dialog).toHaveTextContent('¿Seguro que deseas eliminar este bloqueo?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed or confirmed twice while the action runs, and shows why it failed', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} busy error="No se pudo eliminar el bloqueo." />);
    await user.click(screen.getByRole('button', { name: 'Eliminar bloqueo 3' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar bloqueo' });
    expect(within(dialog).getByRole('button', { name: 'Eliminando...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No se pudo eliminar el bloqueo.');
  });
});
