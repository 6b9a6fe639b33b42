// Seeds bench:api's scratch SQLite database for the site search: N active products and
// N published posts (default 2 000 each), written straight to their tables in multi-row INSERTs;
// the server's start-up reconciliation then indexes them, as it would after a restore. Words are
// drawn from a nutrition vocabulary (accents included) plus made-up words, so the index holds
// thousands of distinct words and a post ~200 of them, as real prose does.
import { loadConfig } from '../../server/src/config.js';
import { createDatabase } from '../../server/src/db/database.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { toDbDateTime } from '../../server/src/lib/time.js';
import { renderMarkdown } from '../../server/src/lib/markdown.js';
import { CATEGORIAS, productSearchText, slugify } from '@app/shared/shop';

const count = Number(process.argv[2] ?? 2000);
const config = loadConfig();
const db = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile });
await migrateToLatest(db);

const WORDS = `proteína batido batidos hidratación hidratante colágeno vitamina vitaminas magnesio zinc hierro calcio fibra avena
  quinua lentejas garbanzos frijoles arroz integral aguacate banano fresa mango piña papaya guayaba maracuyá limón naranja
  té verde matcha café cacao canela jengibre cúrcuma miel panela azúcar sal aceite oliva coco almendras nueces maní semillas
  chía linaza ajonjolí desayuno almuerzo cena merienda receta recetas ensalada sopa crema arepa arepas huevo huevos pollo
  pescado atún salmón carne cerdo res leche yogur kéfir queso mantequilla pan tortilla galletas barra barras snack snacks
  energía descanso sueño estrés ansiedad digestión intestino piel cabello uñas músculo músculos fuerza resistencia peso
  metabolismo grasa grasas carbohidratos calorías porción porciones plato platos hábito hábitos rutina ejercicio caminar
  correr entrenar gimnasio yoga respiración agua litros vaso vasos día días semana semanas mes meses mañana tarde noche
  consejo consejos guía pasos fácil rápido saludable natural casero casera fresco fresca dulce dulces salado picante
  familia niños adultos mujeres hombres embarazo lactancia edad cuerpo mente corazón presión azúcar glucosa colesterol`
  .split(/\s+/)
  .filter(Boolean);
// made-up words: the long tail of real prose
const SYLLABLES = ['ra', 'mo', 'ti', 'ca', 'le', 'su', 'no', 'pe', 'di', 'ba', 'ço', 'fu', 'ga', 'ze', 'vi', 'lo'];
for (let i = 0; i < 4000; i++) WORDS.push(SYLLABLES[i % 16] + SYLLABLES[(i >> 4) % 16] + SYLLABLES[(i >> 8) % 16] + 'ndo'.slice(0, i % 4));

let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
// Zipf-like: the nutrition words often, the long tail rarely
const word = () => WORDS[Math.floor(WORDS.length * random() ** 2.2)];
const words = (n: number) => Array.from({ length: n }, word).join(' ');
const title = (n: number) => {
  const t = words(n);
  return t[0].toUpperCase() + t.slice(1);
};

const started = Date.now();
const now = new Date();
const at = toDbDateTime(now);
const BATCH = 200;
for (let first = 0; first < count; first += BATCH) {
  const rows = [];
  for (let i = first; i < Math.min(count, first + BATCH); i++) {
    const nombre = `${title(3)} ${i}`;
    const resumen = words(14);
    const presentacion = `${(i % 9) + 1}00 g`;
    rows.push({
      nombre,
      slug: `${slugify(nombre)}-${i}`,
      categoria: CATEGORIAS[i % CATEGORIAS.length].slug,
      resumen,
      descripcion: words(80),
      precio: 20000 + (i % 50) * 1000,
      precio_antes: null,
      stock: null,
      presentacion,
      registro_invima: null,
      activo: 1,
      orden: i,
      busqueda: productSearchText({ nombre, presentacion, resumen }),
      archived_at: null,
      created_at: at,
      updated_at: at,
    });
  }
  await db.insertInto('productos').values(rows).execute();
}
for (let first = 0; first < count; first += BATCH) {
  const rows = [];
  for (let i = first; i < Math.min(count, first + BATCH); i++) {
    const titulo = `${title(5)} ${i}`;
    const cuerpo = Array.from({ length: 6 }, () => words(70)).join('\n\n');
    const publicado = toDbDateTime(new Date(now.getTime() - i * 3600_000));
    rows.push({
      titulo,
      slug: `${slugify(titulo)}-${i}`,
      extracto: words(25),
      cuerpo,
      html: renderMarkdown(cuerpo).html,
      minutos_lectura: 2,
      estado: 'publicado',
      publicar_en: null,
      publicado_at: publicado,
      seo_titulo: null,
      seo_descripcion: null,
      portada_path: null,
      portada_alt: null,
      autor: 'Equipo',
      vista_previa_hash: null,
      created_at: publicado,
      updated_at: publicado,
    });
  }
  await db.insertInto('blog_entradas').values(rows).execute();
}
console.log(`seeded ${count} products and ${count} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await db.destroy();
