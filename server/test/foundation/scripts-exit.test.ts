import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { removeScratchDir } from '../helpers/scratch-dir.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The operator's scripts end by themselves with status 0 once their work is done: closing the
 * SQLite database waits for the WAL checkpoint thread, and a wait that nothing kept alive once made
 * Node end them with status 13 (an unsettled top-level await) half of the time.
 */
describe('operator scripts exit cleanly (SQLite)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-scripts-'));
  afterAll(() => removeScratchDir(dir));
  const run = (script: string, args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', `src/scripts/${script}.ts`, ...args], {
      cwd: serverDir,
      env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', SQLITE_FILE: path.join(dir, 'app.db'), DATA_DIR: dir },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('admin:create creates, then updates, an admin; db:migrate finds nothing to do', () => {
    for (let i = 0; i < 4; i++) {
      const r = run('admin-create', ['--username', `coach${i}`, '--email', `coach${i}@sitio.test`, '--password', 'Clave-segura-2030']);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toContain(`Administrador "coach${i}" creado.`);
    }
    const again = run('admin-create', ['--username', 'coach0', '--email', 'coach0@sitio.test', '--password', 'Otra-clave-2031']);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain('Administrador "coach0" actualizado.');
    const migrate = run('migrate', []);
    expect(migrate.status, migrate.stderr).toBe(0);
  }, 120_000);
});
