import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { stubMatchMedia } from '../../../test/match-media';
import { DataTable, type Column } from './data-table';
import { RowAction } from './row-action';

interface Row {
  id: number;
  nombre: string;
  correo: string;
}

const rows: Row[] = [
  { id: 1, nombre: 'Ana Pérez', correo: 'ana@example.com' },
  { id: 2, nombre: 'Luis Gómez', correo: 'luis@example.com' },
];
const columns: Column<Row>[] = [
  { header: 'ID', cell: (r) => r.id },
  { header: 'Nombre completo', label: 'Nombre', cell: (r) => r.nombre },
  { header: 'Correo', className: 'admin-cell-break', cell: (r) => r.correo },
];

function renderTable(onDelete = vi.fn()) {
  render(
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      caption="Personas"
      actions={(r) => (
        <RowAction icon={Trash2} variant="danger" onClick={() => onDelete(r.id)} label={`Eliminar ${r.nombre}`}>
          Eliminar
        </RowAction>
      )}
    />,
  );
  return onDelete;
}

afterEach(() => vi.unstubAllGlobals());

describe('DataTable', () => {
  it('is a captioned table with a header per column, an Acciones column and one row per item', async () => {
    stubMatchMedia({ width: 1280 });
    const onDelete = renderTable();
    const table = screen.getByRole('table', { name: 'Personas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Nombre completo', 'Correo', 'Acciones']);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', 'Ana Pérez', 'ana@example.com', 'Eliminar']);
    expect(within(first).getByRole('cell', { name: 'ana@example.com' })).toHaveClass('admin-cell-break');
    await userEvent.setup().click(within(first).getByRole('button', { name: 'Eliminar Ana Pérez' }));
    expect(onDelete).toHaveBeenCalledWith(1);
    expect(table.parentElement).not.toHaveClass('data-table-cards');
  });

  it('turns each row into a card at phone width, every line labelled by its column', () => {
    stubMatchMedia({ width: 360 });
    renderTable();
    const table = screen.getByRole('table', { name: 'Personas' });
    expect(table.parentElement).toHaveClass('data-table-cards');
    const [, first] = within(table).getAllByRole('row');
    const [id, nombre, correo, actions] = within(first).getAllByRole('cell');
    expect(id).toHaveAttribute('data-label', 'ID');
    // the card's label may be shorter than the header
    expect(nombre).toHaveAttribute('data-label', 'Nombre');
    expect(correo).toHaveAttribute('data-label', 'Correo');
    // the actions need no label: their buttons say what they do
    expect(actions).not.toHaveAttribute('data-label');
    expect(within(actions).getByRole('button', { name: 'Eliminar Ana Pérez' })).toBeInTheDocument();
    // the headers stay in the markup for screen readers, hidden by the cards' style
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
  });
});
