import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PublicRequestError } from '../../lib/public-get';
import { QueryView } from './query-view';

const base = { isPending: false, isError: false, error: null as unknown, data: undefined as string[] | undefined };

function view(query: typeof base) {
  return render(
    <QueryView
      query={query}
      loading="Cargando bloqueos..."
      errorMessage="No se pudieron cargar los bloqueos."
      isEmpty={(l) => l.length === 0}
      empty="No hay bloqueos registrados."
    >
      {(list) => (
        <ul>
          {list.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      )}
    </QueryView>,
  );
}

describe('QueryView', () => {
  it('announces the loading state with its words', () => {
    view({ ...base, isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando bloqueos...');
  });

  it("shows the server's Spanish message, or the screen's own when the server sent none", () => {
    const { unmount } = view({ ...base, isError: true, error: new PublicRequestError(409, { message: 'El bloqueo ya no existe.' }) });
    expect(screen.getByRole('alert')).toHaveTextContent('El bloqueo ya no existe.');
    unmount();
    view({ ...base, isError: true, error: new PublicRequestError(502, '<html>Bad gateway</html>') });
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar los bloqueos.');
  });

  it('shows the empty state for an empty list and the data otherwise', () => {
    const { unmount } = view({ ...base, data: [] });
    expect(screen.getByText('No hay bloqueos registrados.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    view({ ...base, data: ['Lunes', 'Martes'] });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lunes', 'Martes']);
  });
});
