import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDb } from '../helpers/test-app.js';
import { closeDatabase, createDatabase, type DB } from '../../src/db/database.js';
import { createBackup, restoreBackup } from '../../src/db/backup.js';
import { enqueueEmail } from '../../src/mail/outbox.js';
import { MEDIA_REFERENCES } from '../../src/modules.js';

const hasMysqldump = spawnSync('mysqldump', ['--version']).status === 0;

/** Every row of every table, ordered, so two databases can be compared whole. */
async function snapshot(db: DB): Promise<Record<string, unknown[]>> {
  const tables = (await db.introspection.getTables())
    .map((t) => t.name)
    .filter((n) => !n.startsWith('kysely_'))
    .sort();
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    out[table] = (await sql`select * from ${sql.table(table)}`.execute(db)).rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/** Relative path → sha256 of every file under dir. */
function files(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return out;
}

describeEachDb(
  'backup → wipe → restore',
  (ctx) => {
    it('names the files the database points at (the media declaration) that the uploads folder lacks', async (t) => {
      const c = ctx();
      if (c.dialect === 'mysql' && !hasMysqldump) return t.skip();
      const slide = await c.db.selectFrom('inicio_slides').select('hero_img_path').where('id', '=', 1).executeTakeFirstOrThrow();
      const file = path.join(c.config.uploadsDir, slide.hero_img_path!.replace(/^uploads\//, ''));
      fs.renameSync(file, `${file}.aparte`);
      const { archive, missingMedia } = await createBackup(c.config, {
        outDir: path.join(c.tmpDir, 'backups-missing'),
        mediaReferences: MEDIA_REFERENCES,
      });
      expect(missingMedia).toEqual([slide.hero_img_path]);
      const listed = spawnSync('tar', ['-xzOf', archive, 'backup.json'], { encoding: 'utf8' });
      expect(JSON.parse(listed.stdout).missingMedia).toEqual([slide.hero_img_path]);
      fs.renameSync(`${file}.aparte`, file);
      fs.rmSync(path.join(c.tmpDir, 'backups-missing'), { recursive: true });
    });

    it('brings back the same data and the same files', async (t) => {
      const c = ctx();
      if (c.dialect === 'mysql' && !hasMysqldump) return t.skip();
      // Something beyond the demo content: a queued e-mail with non-ASCII text.
      await enqueueEmail(c.db, { to: 'josé@correo.test', subject: 'Confirmación — asesoría', html: '<p>ñ</p>', text: 'ñ' }, new Date());
      fs.mkdirSync(path.join(c.config.uploadsDir, 'sub'), { recursive: true });
      fs.writeFileSync(path.join(c.config.uploadsDir, 'sub', 'nota.txt'), 'dentro de una carpeta');
      const data = await snapshot(c.db);
      const media = files(c.config.uploadsDir);
      expect(data.testimonials.length).toBeGreaterThan(0);
      expect(Object.keys(media).length).toBeGreaterThan(5);

      // Online: the server's own connection stays open while the copy is made.
      const outDir = path.join(c.tmpDir, 'backups');
      const { archive, missingMedia } = await createBackup(c.config, {
        outDir,
        now: new Date('2026-11-23T14:05:09Z'),
        mediaReferences: MEDIA_REFERENCES,
      });
      expect(path.basename(archive)).toBe('vidasana-20261123-140509.tar.gz');
      expect(missingMedia).toEqual([]);

      // Wipe: the server stops, the database and the uploads are gone.
      await c.runtime.close();
      if (c.dialect === 'sqlite') {
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(c.config.sqliteFile + suffix, { force: true });
      } else {
        const db = createDatabase({ databaseUrl: c.config.databaseUrl, sqliteFile: '' });
        // One connection with the foreign keys unchecked: the tables go in any order (orders' lines, blog tags…).
        await db.connection().execute(async (conn) => {
          await sql`SET FOREIGN_KEY_CHECKS = 0`.execute(conn);
          for (const t of Object.keys(data)) await sql`drop table ${sql.table(t)}`.execute(conn);
          await sql`drop table if exists kysely_migration, kysely_migration_lock`.execute(conn);
          await sql`SET FOREIGN_KEY_CHECKS = 1`.execute(conn);
        });
        await closeDatabase(db);
      }
      fs.rmSync(c.config.uploadsDir, { recursive: true, force: true });

      const info = await restoreBackup(c.config, archive);
      expect(info).toMatchObject({ dialect: c.dialect, createdAt: '2026-11-23T14:05:09.000Z' });
      const restored = createDatabase({ databaseUrl: c.config.databaseUrl, sqliteFile: c.config.sqliteFile });
      try {
        expect(await snapshot(restored)).toEqual(data);
      } finally {
        await closeDatabase(restored);
      }
      expect(files(c.config.uploadsDir)).toEqual(media);
      // Nothing left behind next to the uploads.
      expect(
        fs.readdirSync(path.dirname(c.config.uploadsDir)).filter((n) => n.startsWith('.restore-') || n.endsWith('.before-restore')),
      ).toEqual([]);
    });

    it('refuses an archive that is not a backup of this site, with a clear message', async () => {
      const c = ctx();
      const bogus = path.join(c.tmpDir, 'otro.tar.gz');
      spawnSync('tar', ['-czf', bogus, '-C', c.tmpDir, 'backups']);
      await expect(restoreBackup(c.config, bogus)).rejects.toThrow(/no es una copia de seguridad/);
      await expect(restoreBackup(c.config, path.join(c.tmpDir, 'no-existe.tar.gz'))).rejects.toThrow(/No existe/);
    });
  },
  { seed: true },
);
