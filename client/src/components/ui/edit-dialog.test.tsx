import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditDialog } from './edit-dialog';

function Harness({ onSave, error }: { onSave: (nombre: string) => void; error?: string }) {
  const [open, setOpen] = useState(false);
  const [nombre, setNombre] = useState('Marcela');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Editar testimonio 1
      </button>
      <EditDialog
        open={open}
        title="Editar testimonio 1"
        onClose={() => setOpen(false)}
        onSubmit={(e) => {
          e.preventDefault();
          onSave(nombre);
        }}
        submitting={false}
        error={error}
      >
        <label htmlFor="nombre">Título</label>
        <input id="nombre" value={nombre} onChange={(e) => setNombre(e.target.value)} />
      </EditDialog>
    </>
  );
}

describe('EditDialog', () => {
  it('keeps the focus inside, saves with the footer button or Enter, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const opener = screen.getByRole('button', { name: 'Editar testimonio 1' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Editar testimonio 1' });
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByLabelText('Título')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Guardar cambios' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();

    await user.clear(within(dialog).getByLabelText('Título'));
    await user.type(within(dialog).getByLabelText('Título'), 'Marcela, Bogotá{Enter}');
    expect(onSave).toHaveBeenLastCalledWith('Marcela, Bogotá');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(onSave).toHaveBeenCalledTimes(2);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("shows the server's refusal above the fields", async () => {
    const user = userEvent.setup();
    render(<Harness onSave={vi.fn()} error="No se pudo guardar." />);
    await user.click(screen.getByRole('button', { name: 'Editar testimonio 1' }));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('No se pudo guardar.');
  });
});
