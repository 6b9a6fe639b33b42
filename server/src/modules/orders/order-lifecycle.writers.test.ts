import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The order lifecycle is the only writer of an order's state (docs/architecture.md §19): a new
 * path that moved `pedidos.estado` by itself would skip the units, the seats, the e-mails and the
 * log its move declares. This reads the server's source: the one UPDATE that sets `estado` is
 * orders.repo.ts `moveOrder`, and only order-lifecycle.ts `applyMove` calls it.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

/** Each `updateTable('pedidos')` statement (up to its end) of a file. */
const orderUpdates = (text: string) =>
  [...text.matchAll(/updateTable\(\s*'pedidos'\s*\)[\s\S]*?(?:execute|executeTakeFirst)\(\)/g)].map((m) => m[0]);

describe('the order lifecycle writes the order state alone', () => {
  const files = sources(SRC).map((file) => ({ file: path.relative(SRC, file), text: fs.readFileSync(file, 'utf8') }));

  it('one UPDATE of pedidos sets estado: orders.repo.ts moveOrder', () => {
    const writers = files.flatMap(({ file, text }) =>
      orderUpdates(text)
        .filter((u) => /\bestado\b\s*:|set\(\s*set\s*\)/.test(u))
        .map(() => file),
    );
    expect(writers).toEqual(['modules/orders/orders.repo.ts']);
  });

  it('only order-lifecycle.ts calls it', () => {
    const callers = files.filter(({ text }) => /\b(?:repo|orders)\.moveOrder\(/.test(text)).map(({ file }) => file);
    expect(callers).toEqual(['modules/orders/order-lifecycle.ts']);
  });

  it('payments settles an order through a lifecycle move: no SQL of its own on pedidos', () => {
    const payments = files.filter(({ file }) => file.startsWith('modules/payments/'));
    expect(payments.length).toBeGreaterThan(0);
    const touching = payments.filter(({ text }) => /(?:selectFrom|updateTable|insertInto|deleteFrom)\(\s*'pedidos[\w ]*'/.test(text));
    expect(touching.map(({ file }) => file)).toEqual([]);
  });

  it('finds the writer it looks for (the check is not vacuous)', () => {
    const repo = files.find((f) => f.file === 'modules/orders/orders.repo.ts')!;
    expect(orderUpdates(repo.text).length).toBeGreaterThan(1);
  });
});
