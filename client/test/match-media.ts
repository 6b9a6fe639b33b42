import { vi } from 'vitest';

/** jsdom has no matchMedia: answers min- and max-width queries for `width` and the reduced-motion preference. */
export function stubMatchMedia({ width = 1024, reducedMotion = false }: { width?: number; reducedMotion?: boolean } = {}) {
  const matches = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return reducedMotion;
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    if (min) return width >= Number(min[1]);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    })),
  );
}
