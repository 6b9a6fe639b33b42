import type { Medicion } from '@app/shared/progreso';
import { csvHead, csvLine } from '../../lib/csv.js';

/** Mi progreso's CSV (lib/csv.ts: Excel in Spanish): decimals with a comma, as Colombia writes them. */
const decimal = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));

export const progresoCsvHead = () => csvHead(['Fecha', 'Peso (kg)', 'Cintura (cm)', 'Cadera (cm)']);

export const progresoCsvLine = (m: Medicion) => csvLine([m.fecha, decimal(m.peso_kg), decimal(m.cintura_cm), decimal(m.cadera_cm)]);

export const progresoCsvFileName = (day: string) => `mi-progreso-${day}.csv`;
