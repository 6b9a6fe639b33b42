import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Config } from '../config.js';
import { closeDatabase, createDatabase } from './database.js';
import { referencedMediaPaths, type MediaReference } from './media-references.js';

/**
 * `npm run db:backup` / `npm run db:restore <archive>`: the database and the uploaded media in
 * one dated .tar.gz.
 *
 *   backup.json        what the archive holds (format, dialect, date, and the media files the
 *                      database points at that were missing from UPLOADS_DIR: db/media-references.ts)
 *   database.sqlite    SQLite: a consistent copy made with SQLite's online backup API, safe
 *                      while the server runs (it keeps writing; the copy is one point in time)
 *   database.sql       MySQL/MariaDB: `mysqldump --single-transaction` (one consistent snapshot
 *                      of InnoDB tables without locking them)
 *   uploads/           the media folder (UPLOADS_DIR)
 *
 * The archive is written with the system's tar (GNU tar on any Linux server), the dump with the
 * MySQL client tools, which a MySQL deployment has.
 */
const FORMAT = 1;
const SQLITE_NAME = 'database.sqlite';
const MYSQL_NAME = 'database.sql';

export interface BackupInfo {
  format: number;
  dialect: 'sqlite' | 'mysql';
  createdAt: string;
  /** Paths the database points at (the media declaration) with no file in the uploads folder. */
  missingMedia: string[];
}

export class BackupError extends Error {}

function run(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv; stdin?: string; stdout?: string } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = opts.stdout ? fs.openSync(opts.stdout, 'w', 0o600) : 'ignore';
    const child = spawn(cmd, args, {
      env: { ...process.env, ...opts.env },
      stdio: [opts.stdin ? fs.openSync(opts.stdin, 'r') : 'ignore', out, 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err) => reject(new BackupError(`${cmd}: ${err.message}`)));
    child.on('close', (code) => {
      if (typeof out === 'number') fs.closeSync(out);
      if (code === 0) resolve();
      else reject(new BackupError(`${cmd} terminó con el código ${code}: ${stderr.trim()}`));
    });
  });
}

/** mysqldump / mysql connection arguments; the password goes through MYSQL_PWD, not the command line. */
function mysqlArgs(databaseUrl: string): { args: string[]; env: NodeJS.ProcessEnv; database: string } {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database) throw new BackupError('DATABASE_URL no nombra ninguna base de datos');
  return {
    args: [
      `--host=${url.hostname}`,
      `--port=${url.port || '3306'}`,
      `--user=${decodeURIComponent(url.username)}`,
      '--protocol=TCP',
      '--default-character-set=utf8mb4',
    ],
    env: { MYSQL_PWD: decodeURIComponent(url.password) },
    database,
  };
}

/** 2026-11-23T14:05:09Z → 20261123-140509 */
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** The declared media paths of the copied database whose file is not in the uploads folder. */
async function missingMedia(config: Config, sqliteCopy: string | undefined, references: readonly MediaReference[]): Promise<string[]> {
  const absent = (paths: string[]) => paths.filter((p) => !fs.existsSync(path.join(config.uploadsDir, p.replace(/^uploads\//, ''))));
  if (sqliteCopy) {
    const copy = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(sqliteCopy, { readonly: true, fileMustExist: true }) }) });
    try {
      return absent(await referencedMediaPaths(copy, references));
    } finally {
      await copy.destroy();
    }
  }
  const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: '' });
  try {
    return absent(await referencedMediaPaths(db, references));
  } finally {
    await closeDatabase(db);
  }
}

/** Writes the archive into `outDir`; a backup that lacks files the database points at says which. */
export async function createBackup(
  config: Config,
  /** `mediaReferences`: every declared media column (server/src/modules.ts MEDIA_REFERENCES). */
  opts: { outDir: string; now?: Date; mediaReferences: readonly MediaReference[] },
): Promise<{ archive: string; missingMedia: string[] }> {
  const now = opts.now ?? new Date();
  fs.mkdirSync(opts.outDir, { recursive: true });
  const archive = path.resolve(opts.outDir, `vidasana-${stamp(now)}.tar.gz`);
  const staging = fs.mkdtempSync(path.join(opts.outDir, '.backup-'));
  try {
    const dialect = config.databaseUrl ? 'mysql' : 'sqlite';
    if (dialect === 'sqlite') {
      if (!fs.existsSync(config.sqliteFile)) throw new BackupError(`No existe la base de datos ${config.sqliteFile} (SQLITE_FILE)`);
      const source = new SQLite(config.sqliteFile, { fileMustExist: true });
      try {
        await source.backup(path.join(staging, SQLITE_NAME));
      } finally {
        source.close();
      }
    } else {
      const { args, env, database } = mysqlArgs(config.databaseUrl!);
      await run('mysqldump', [...args, '--single-transaction', '--quick', '--no-tablespaces', '--routines', '--triggers', database], {
        env,
        stdout: path.join(staging, MYSQL_NAME),
      });
    }
    fs.mkdirSync(config.uploadsDir, { recursive: true });
    const info: BackupInfo = {
      format: FORMAT,
      dialect,
      createdAt: now.toISOString(),
      missingMedia: await missingMedia(config, dialect === 'sqlite' ? path.join(staging, SQLITE_NAME) : undefined, opts.mediaReferences),
    };
    fs.writeFileSync(path.join(staging, 'backup.json'), JSON.stringify(info, null, 2) + '\n');
    // uploads/ enters the archive under that name, whatever UPLOADS_DIR is called.
    await run('tar', [
      '-czf',
      archive,
      '-C',
      staging,
      'backup.json',
      dialect === 'sqlite' ? SQLITE_NAME : MYSQL_NAME,
      '-C',
      config.uploadsDir,
      '--transform',
      's,^\\.,uploads,',
      '.',
    ]);
    fs.chmodSync(archive, 0o600);
    return { archive, missingMedia: info.missingMedia };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Replaces the database and the uploads with those of the archive. Stop the server first: a
 * running one keeps its open SQLite file and cached content.
 */
export async function restoreBackup(config: Config, archive: string): Promise<BackupInfo> {
  if (!fs.existsSync(archive)) throw new BackupError(`No existe el archivo ${archive}`);
  const uploadsParent = path.dirname(path.resolve(config.uploadsDir));
  fs.mkdirSync(uploadsParent, { recursive: true });
  // Next to the uploads folder, so the restored one is moved into place, not copied.
  const staging = fs.mkdtempSync(path.join(uploadsParent, '.restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(archive), '-C', staging, '--no-same-owner']);
    const infoFile = path.join(staging, 'backup.json');
    if (!fs.existsSync(infoFile)) throw new BackupError(`${archive} no es una copia de seguridad de este sitio (falta backup.json)`);
    const info = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as BackupInfo;
    if (info.format !== FORMAT) throw new BackupError(`Formato de copia desconocido: ${info.format}`);
    const dialect = config.databaseUrl ? 'mysql' : 'sqlite';
    if (info.dialect !== dialect) {
      throw new BackupError(
        `La copia es de ${info.dialect} y este sitio usa ${dialect}: configura DATABASE_URL o SQLITE_FILE como al hacerla`,
      );
    }

    if (dialect === 'sqlite') {
      const target = path.resolve(config.sqliteFile);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const incoming = `${target}.restore`;
      fs.copyFileSync(path.join(staging, SQLITE_NAME), incoming);
      // The old write-ahead log belongs to the old file: left behind, SQLite would replay it.
      for (const suffix of ['-wal', '-shm']) fs.rmSync(target + suffix, { force: true });
      fs.renameSync(incoming, target);
    } else {
      const { args, env, database } = mysqlArgs(config.databaseUrl!);
      await run('mysql', [...args, database], { env, stdin: path.join(staging, MYSQL_NAME) });
    }

    const restoredUploads = path.join(staging, 'uploads');
    fs.mkdirSync(restoredUploads, { recursive: true });
    const target = path.resolve(config.uploadsDir);
    const previous = `${target}.before-restore`;
    fs.rmSync(previous, { recursive: true, force: true });
    if (fs.existsSync(target)) fs.renameSync(target, previous);
    fs.renameSync(restoredUploads, target);
    fs.rmSync(previous, { recursive: true, force: true });
    return info;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
