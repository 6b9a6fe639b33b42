import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core machine, where the
    // server files spend most of their time waiting on MariaDB, SMTP and child processes. Three
    // keep both cores busy (docs/performance.md, "The test suite"): 430 s instead of 699 s.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'server',
          root: './server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['./test/setup.ts'],
        },
      },
      // the field builders and formats of shared/ (fields.ts, format.ts): pure functions, no DOM, no server
      { test: { name: 'shared', root: './shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      './client/vite.config.ts',
    ],
  },
});
