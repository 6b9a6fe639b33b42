#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['server + client tests', ['npx', 'vitest', 'run']],
  ['build + e2e (Chromium)', ['node', 'scripts/e2e.mjs']],
];
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log(`\n✓ all checks passed${process.env.TEST_MYSQL_URL ? ' (SQLite + MySQL)' : ' (SQLite only: set TEST_MYSQL_URL to add MySQL)'}`);
