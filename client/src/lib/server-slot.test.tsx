import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ServerSlot, useServerSlot } from './server-slot';

function Loading() {
  const html = useServerSlot('cosa-ssr');
  return html === null ? <p>Cargando…</p> : <ServerSlot id="cosa-ssr" html={html} />;
}

describe('server slots (docs/architecture.md §10)', () => {
  afterEach(() => document.body.replaceChildren());

  it("keeps the server's copy where the page server put it, as the same element", () => {
    const served = document.createElement('div');
    served.id = 'cosa-ssr';
    served.innerHTML = '<h1>Batido Chocolate</h1>';
    document.body.append(served);
    render(<Loading />);
    served.remove();
    expect(screen.getByRole('heading', { name: 'Batido Chocolate' }).parentElement).toHaveAttribute('id', 'cosa-ssr');
  });

  it("shows the page's own loading state when the document has no slot (a navigation inside the app)", () => {
    render(<Loading />);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(document.getElementById('cosa-ssr')).toBeNull();
  });
});
