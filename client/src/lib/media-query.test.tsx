import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useMediaQuery } from './media-query';

const QUERY = '(max-width: 991.98px)';

/** A window whose width the test sets; a change tells the listeners, as a browser does. */
function fakeScreen(width: number) {
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        const max = /max-width:\s*([\d.]+)px/.exec(query);
        return max ? width <= Number(max[1]) : false;
      },
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    })),
  );
  return {
    /** The width changes; `tell: false` is a change nobody listens to yet. */
    resize(to: number, { tell = true } = {}) {
      width = to;
      if (tell) for (const fn of listeners) fn();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useMediaQuery', () => {
  it('follows the window as it changes', () => {
    const screenSize = fakeScreen(390);
    function Probe() {
      return <p>{useMediaQuery(QUERY) ? 'teléfono' : 'escritorio'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('teléfono')).toBeInTheDocument();
    act(() => screenSize.resize(1280));
    expect(screen.getByText('escritorio')).toBeInTheDocument();
  });

  it('sees a change that came after the first render but before it listened', () => {
    const screenSize = fakeScreen(360);
    let first = true;
    function Probe() {
      const phone = useMediaQuery(QUERY);
      if (first) {
        first = false;
        // the window grows while the page mounts: no listener is there yet to be told
        screenSize.resize(1280, { tell: false });
      }
      return <p>{phone ? 'teléfono' : 'escritorio'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('escritorio')).toBeInTheDocument();
  });
});
