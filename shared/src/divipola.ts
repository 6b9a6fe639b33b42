/**
 * Colombia's departments and municipalities (DANE DIVIPOLA), for the checkout's address selects and
 * the server's check of a delivery code. The data is generated from shared/data/divipola.csv
 * (scripts/divipola.mjs); "Fuente: DANE – DIVIPOLA" must stay visible where the list is offered.
 * About 35 KB: the client imports this only from the checkout's own chunk.
 */
import { DEPARTAMENTOS_DATA, MUNICIPIOS_DATA } from './divipola-data.js';

export const DIVIPOLA_ATTRIBUTION = 'Fuente: DANE – DIVIPOLA';

export interface Departamento {
  codigo: string;
  nombre: string;
}
export interface Municipio {
  /** 5-digit DIVIPOLA code; its first two digits are the department's. */
  codigo: string;
  nombre: string;
  departamento: string;
}

const collator = new Intl.Collator('es');

export const DEPARTAMENTOS: readonly Departamento[] = DEPARTAMENTOS_DATA.map(([codigo, nombre]) => ({ codigo, nombre })).sort((a, b) =>
  collator.compare(a.nombre, b.nombre),
);

const byCode = new Map<string, Municipio>(
  MUNICIPIOS_DATA.map(([codigo, nombre]) => [codigo, { codigo, nombre, departamento: codigo.slice(0, 2) }]),
);
const departamentoByCode = new Map(DEPARTAMENTOS.map((d) => [d.codigo, d]));

export const municipio = (codigo: string): Municipio | undefined => byCode.get(codigo);
export const departamento = (codigo: string): Departamento | undefined => departamentoByCode.get(codigo);

/** A department's municipalities, alphabetical (the capital first would need data the CSV lacks). */
export function municipiosDe(codigoDepartamento: string): Municipio[] {
  return [...byCode.values()].filter((m) => m.departamento === codigoDepartamento).sort((a, b) => collator.compare(a.nombre, b.nombre));
}
