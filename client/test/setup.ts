import '@testing-library/jest-dom/vitest';
import { setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom has no IntersectionObserver; the mock only installs itself when vitest globals are on.
beforeEach(() => {
  setupIntersectionMocking(vi.fn);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
