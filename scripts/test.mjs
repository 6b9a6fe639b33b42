#!/usr/bin/env node
// `npm test`: every check, stopping at the first step that fails. The steps of one stage run side
// by side (typecheck and lint each wait on one core about half the time); a stage's output is
// printed whole, step by step, when the stage ends, so two steps' lines never mix.
import { spawn } from 'node:child_process';

const stages = [
  [
    ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
    ['lint', ['npm', 'run', '--silent', 'lint']],
  ],
  [['server + client tests', ['npx', 'vitest', 'run']]],
  [['build + e2e (Chromium)', ['node', 'scripts/e2e.mjs']]],
];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one step; alone in its stage it writes straight to the terminal, else into a buffer. */
function run([name, [cmd, ...args]], alone) {
  const started = Date.now();
  const output = [];
  const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => resolve({ name, code, output: Buffer.concat(output), took: seconds(started) }));
  });
}

const started = Date.now();
for (const stage of stages) {
  console.log(`\n▶ ${stage.map(([name]) => name).join(' + ')}`);
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  for (const { name, code, output, took } of results) {
    process.stdout.write(output);
    console.log(code === 0 ? `✓ ${name} (${took})` : `\n✗ ${name} failed (${took})`);
  }
  const failed = results.find((r) => r.code !== 0);
  if (failed) process.exit(failed.code ?? 1);
}
console.log(
  `\n✓ all checks passed in ${seconds(started)}${process.env.TEST_MYSQL_URL ? ' (SQLite + MySQL)' : ' (SQLite only: set TEST_MYSQL_URL to add MySQL)'}`,
);
