import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { oncePerTurn } from './logger.js';

describe('standard output once per event-loop turn', () => {
  it('writes the lines of one turn together, in order, after the turn', async () => {
    const writes: string[] = [];
    const out = oncePerTurn({ write: (s: string) => void writes.push(s) });
    out.write('uno\n');
    out.write('dos\n');
    expect(writes).toEqual([]);
    await new Promise((r) => setImmediate(r));
    out.write('tres\n');
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual(['uno\ndos\n', 'tres\n']);
  });

  it('writes what is pending before the process exits (a fatal line before process.exit)', () => {
    const serverDir = path.resolve(import.meta.dirname, '../..');
    const script =
      "const { createLogger } = await import('./src/lib/logger.ts');" +
      "const log = createLogger('info'); log.info('primera'); log.fatal('fatal antes de salir'); process.exit(3);";
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: serverDir, encoding: 'utf8' });
    expect(r.status).toBe(3);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [30, 'primera'],
      [60, 'fatal antes de salir'],
    ]);
  });
});
