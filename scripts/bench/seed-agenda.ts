// Seeds bench:api's scratch SQLite database with N bookings (default 100 000) and an admin, fast:
// multi-row INSERTs of 500 rows, 20 per transaction. Half the bookings are past, half upcoming;
// 90 % confirmed, the rest pending or cancelled; names drawn from a short list (accents included)
// so a surname search matches about 1 in 16 bookings.
import { loadConfig } from '../../server/src/config.js';
import { createDatabase } from '../../server/src/db/database.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { agendaSearchText } from '../../server/src/lib/search-text.js';
import { toDbDateTime } from '../../server/src/lib/time.js';
import { upsertAdmin } from '../../server/src/modules/admin-auth/admin-accounts.js';

const [countArg, username, password] = process.argv.slice(2);
const count = Number(countArg ?? 100_000);
const config = loadConfig();
const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
await migrateToLatest(db);
await upsertAdmin(db, { username, email: `${username}@bench.test`, password }, 4);

const NOMBRES = ['Ana', 'José', 'María', 'Andrés', 'Lucía', 'Sebastián', 'Valentina', 'Martín'];
const APELLIDOS = [
  'Pérez',
  'Gómez',
  'Muñoz',
  'Rodríguez',
  'Álvarez',
  'Díaz',
  'Ramírez',
  'Castaño',
  'Ortiz',
  'Peña',
  'Suárez',
  'Jiménez',
  'Vélez',
  'Rincón',
  'Zuluaga',
  'Nieto',
];
const started = Date.now();
const now = toDbDateTime(new Date());
// One booking every 10 minutes, centred on today: 100 000 span about two years back and forward.
const first = Date.now() - Math.floor(count / 2) * 600_000;
const BATCH = 500;
for (let start = 0; start < count; start += BATCH * 20) {
  await db.transaction().execute(async (trx) => {
    for (let b = start; b < Math.min(count, start + BATCH * 20); b += BATCH) {
      const rows = [];
      for (let i = b; i < Math.min(count, b + BATCH); i++) {
        const at = new Date(first + i * 600_000);
        at.setUTCSeconds(0, 0);
        const estado = i % 10 === 7 ? 'pendiente' : i % 10 === 3 ? 'cancelada' : 'confirmada';
        const holds = estado === 'confirmada';
        const d = {
          nombre: NOMBRES[i % NOMBRES.length]!,
          apellidos: `${APELLIDOS[(i >> 3) % APELLIDOS.length]} ${APELLIDOS[(i * 7) % APELLIDOS.length]}`,
          email: `persona${i}@correo.test`,
          telefono: `57300${String(i).padStart(7, '0')}`,
        };
        rows.push({
          ...d,
          busqueda: agendaSearchText(d),
          sexo: i % 2 ? 'femenino' : 'masculino',
          ocupacion: 'Docente',
          pais: 'Colombia',
          edad: 20 + (i % 50),
          peso_actual: 60 + (i % 30),
          estatura: 150 + (i % 40),
          sufre_de: '["gastritis"]',
          sufre_de_otros: null,
          objetivos: '["energia"]',
          objetivo_otros: null,
          recomendado_por: i % 5 ? null : 'Instagram',
          id_patrocinador: null,
          fecha_asesoria: toDbDateTime(at),
          slot_key: holds ? `s${i}` : null,
          hold_expires_at: null,
          politica_privacidad: 1,
          verified: holds ? 1 : 0,
          verified_at: holds ? now : null,
          estado,
          created_at: now,
          updated_at: now,
        });
      }
      await trx.insertInto('registros').values(rows).execute();
    }
  });
}
await db.destroy();
console.log(`seeded ${count} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`);
