import '@testing-library/jest-dom/vitest';
import 'react-intersection-observer/test-utils';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
