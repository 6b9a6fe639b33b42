import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { parseDivipola, renderDivipola } from '../../scripts/divipola.mjs';
import { DEPARTAMENTOS, departamento, municipio, municipiosDe } from '@app/shared/divipola';

const root = path.resolve(import.meta.dirname, '../..');

describe('DIVIPOLA list', () => {
  it('is generated from the CSV kept in the repository', () => {
    const csv = readFileSync(path.join(root, 'shared/data/divipola.csv'), 'utf8');
    const generated = readFileSync(path.join(root, 'shared/src/divipola-data.ts'), 'utf8');
    expect(generated).toBe(renderDivipola(parseDivipola(csv)));
  });

  it('holds 33 department codes and 1,122 municipal units with their codes', () => {
    expect(DEPARTAMENTOS).toHaveLength(33);
    expect(DEPARTAMENTOS.reduce((n, d) => n + municipiosDe(d.codigo).length, 0)).toBe(1122);
    expect(municipio('05001')).toEqual({ codigo: '05001', nombre: 'Medellín', departamento: '05' });
    expect(municipio('11001')?.nombre).toBe('Bogotá, D.C.');
    expect(departamento('11')?.nombre).toBe('Bogotá D.C.');
    expect(municipio('99999')).toBeUndefined();
    expect(municipio('5001')).toBeUndefined();
  });

  it('lists a department alphabetically in Spanish', () => {
    const names = municipiosDe('25').map((m) => m.nombre);
    expect(names).toContain('Soacha');
    expect([...names].sort(new Intl.Collator('es').compare)).toEqual(names);
  });
});
