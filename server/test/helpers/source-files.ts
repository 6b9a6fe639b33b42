import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** server/src, read by the architecture tests (server/test/architecture). */
export const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

export interface SourceFile {
  /** Relative to server/src, with forward slashes: `modules/orders/orders.repo.ts`. */
  file: string;
  /** The text without its comments (a comment that says "UPDATE" writes nothing). */
  code: string;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return walk(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The production files of server/src (tests aside), comments removed. */
export function serverSources(): SourceFile[] {
  return walk(SERVER_SRC).map((full) => ({
    file: path.relative(SERVER_SRC, full).split(path.sep).join('/'),
    code: withoutComments(fs.readFileSync(full, 'utf8')),
  }));
}

/** The tables of `interface Database` in db/schema.ts, with the interface of each one's row. */
export function schemaTables(): { table: string; row: string }[] {
  const text = fs.readFileSync(path.join(SERVER_SRC, 'db/schema.ts'), 'utf8');
  const body = /export interface Database \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
  return [...body.matchAll(/^\s*([a-z_]+): (\w+);/gm)].map((m) => ({ table: m[1], row: m[2] }));
}

/** The column names of a row interface of db/schema.ts. */
export function schemaColumns(row: string): string[] {
  const text = fs.readFileSync(path.join(SERVER_SRC, 'db/schema.ts'), 'utf8');
  const body = new RegExp(`export interface ${row} \\{([\\s\\S]*?)\\n\\}`).exec(text)?.[1] ?? '';
  return [...body.matchAll(/^\s*([a-z_0-9]+)\??: /gm)].map((m) => m[1]);
}

/** The server module folders under server/src/modules. */
export function moduleFolders(): string[] {
  return fs
    .readdirSync(path.join(SERVER_SRC, 'modules'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}
