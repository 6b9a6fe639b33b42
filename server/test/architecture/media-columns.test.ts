import { describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '../../src/db/schema.js';
import { MEDIA_REFERENCES } from '../../src/modules.js';
import { schemaColumns, schemaTables } from '../helpers/source-files.js';

/**
 * The media clean-up deletes a replaced file unless a declared column still points at it
 * (db/media-references.ts): a media column no module declares would let one row's replacement
 * delete a file another row uses. Every `*_path` column of the schema, and the columns that hold an
 * uploaded file's path under another name, must be in some module's (or the infrastructure's)
 * `media` declaration.
 */

/** Columns that hold an uploaded file's path without the `_path` suffix. */
const OTHER_MEDIA_COLUMNS = ['producto_imagenes.path'];

const declared = new Set(MEDIA_REFERENCES.filter((r) => !r.onlyWhere).map((r) => `${r.table}.${r.column}`));

describe('every media column is declared', () => {
  const pathColumns = schemaTables().flatMap(({ table, row }) =>
    schemaColumns(row)
      .filter((c) => c.endsWith('_path'))
      .map((c) => `${table}.${c}`),
  );

  it('finds the schema’s path columns (the check is not vacuous)', () => {
    expect(pathColumns).toContain('retos.imagen_path');
    expect(pathColumns.length).toBeGreaterThan(6);
  });

  it('each *_path column, and each other media column, is in a module’s media declaration', () => {
    const missing = [...pathColumns, ...OTHER_MEDIA_COLUMNS].filter((c) => !declared.has(c));
    expect(missing, 'media columns no module declares').toEqual([]);
  });

  it('each site setting that holds a path is in the declaration of site_settings', () => {
    const settings = MEDIA_REFERENCES.filter((r) => r.table === 'site_settings').flatMap((r) => r.onlyWhere?.values ?? []);
    const pathKeys = Object.values(SETTING_KEYS).filter((k) => k.endsWith('_path'));
    expect(pathKeys.length).toBeGreaterThan(0);
    expect(
      pathKeys.filter((k) => !settings.includes(k)),
      'path settings no module declares',
    ).toEqual([]);
  });

  it('each declared column exists in the schema', () => {
    const columns = new Set(schemaTables().flatMap(({ table, row }) => schemaColumns(row).map((c) => `${table}.${c}`)));
    expect(MEDIA_REFERENCES.map((r) => `${r.table}.${r.column}`).filter((c) => !columns.has(c))).toEqual([]);
  });
});
