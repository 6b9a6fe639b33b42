import type { Transaction } from 'kysely';
import type { Database } from './schema.js';

/**
 * The three retos of the site, as the pages showed them before they became editable
 * (client/src/features/retos/reto-content.ts), with a plan for every day. The days are made from a
 * small set of themes (hydration, breakfast, movement, portions, rest, cravings, the weekly review)
 * whose texts change with the week and, in the 90-day reto, with its 30-day stage.
 */
interface DemoReto {
  slug: string;
  nombre: string;
  titular: string;
  descripcion: string[];
  dias: number;
  precio: number;
  incluye: string[];
  beneficios: string[];
  metaDescripcion: string;
  imagenAlt: string;
  /** The kit: names of products of the seeded catalog (seed.ts DEMO_PRODUCTS), in order. */
  kit: string[];
}

export const DEMO_RETOS: DemoReto[] = [
  {
    slug: 'reto10dias',
    nombre: 'Reto 10 días',
    titular: 'Despierta tu energía en 10 días',
    descripcion: [
      'Un punto de partida sencillo para quienes quieren sentirse mejor sin cambiarlo todo de golpe. Durante diez días ordenamos tus horarios de comida, reducimos los ultraprocesados y el azúcar, y sumamos hidratación y nutrición de calidad desde el desayuno.',
      'Recibes un plan diario claro, recetas rápidas con ingredientes que consigues en cualquier mercado de Colombia y el acompañamiento de tu coach por chat para resolver dudas sobre la marcha.',
    ],
    dias: 10,
    precio: 95_000,
    incluye: [
      'Plan diario con una meta sencilla para cada día.',
      'Recetas rápidas con ingredientes de mercado colombiano.',
      'Acompañamiento de tu coach por chat durante los 10 días.',
      'Registro diario de agua, comidas y ánimo en tu perfil.',
    ],
    beneficios: [
      'Menos sensación de pesadez e hinchazón después de comer.',
      'Más energía en la mañana y menos bajones a media tarde.',
      'Una rutina de desayuno nutritivo que toma menos de cinco minutos.',
      'Mejor hidratación con metas diarias fáciles de cumplir.',
      'Claridad sobre qué reto seguir después según tus resultados.',
    ],
    metaDescripcion:
      'Reto de 10 días para desinflamar, ordenar tus comidas y recuperar energía con un plan diario y acompañamiento de tu coach.',
    imagenAlt: 'Ilustración del reto de 10 días: hojas frescas sobre fondo verde oliva',
    kit: ['Batido Nutricional Vainilla', 'Té Concentrado de Hierbas'],
  },
  {
    slug: 'reto21dias',
    nombre: 'Reto 21 días',
    titular: 'Convierte la alimentación sana en un hábito en 21 días',
    descripcion: [
      'Tres semanas pensadas para que los cambios se queden contigo. Cada semana tiene un enfoque: la primera ordena tus comidas, la segunda equilibra tus porciones y la tercera afianza los hábitos para que sigan cuando termine el reto.',
      'Tendrás un plan de alimentación ajustado a tu peso, tu edad y tus objetivos, seguimiento semanal de tus medidas y un grupo de apoyo donde compartir logros y recetas.',
    ],
    dias: 21,
    precio: 180_000,
    incluye: [
      'Plan de alimentación ajustado a tu peso, tu edad y tus objetivos.',
      'Un enfoque por semana: ordenar, equilibrar y afianzar.',
      'Seguimiento semanal de peso y medidas con tu coach.',
      'Grupo de apoyo para compartir logros y recetas.',
    ],
    beneficios: [
      'Hábitos de alimentación que se mantienen después del reto.',
      'Control de porciones sin contar calorías ni pasar hambre.',
      'Seguimiento semanal de peso y medidas para ver tu progreso.',
      'Mejor descanso y digestión gracias a horarios más regulares.',
      'Un grupo de apoyo que te motiva a no abandonar.',
    ],
    metaDescripcion: 'Reto de 21 días para convertir la alimentación saludable en un hábito, con plan personalizado y seguimiento semanal.',
    imagenAlt: 'Ilustración del reto de 21 días: hojas sobre fondo verde azulado',
    kit: ['Batido Nutricional Vainilla', 'Té Concentrado de Hierbas', 'Fibra Activa'],
  },
  {
    slug: 'reto90dias',
    nombre: 'Reto 90 días',
    titular: 'Tu transformación completa en 90 días',
    descripcion: [
      'El programa más completo, para quienes tienen una meta clara: bajar de peso de forma sostenible, ganar masa muscular o recuperar la vitalidad. Trabajamos por etapas de treinta días, con metas medibles y ajustes del plan según tu evolución.',
      'Incluye asesorías personalizadas de seguimiento, un plan de nutrición que cambia contigo, recomendaciones de actividad física según tu nivel y el acompañamiento cercano de tu coach durante todo el proceso.',
    ],
    dias: 90,
    precio: 450_000,
    incluye: [
      'Tres etapas de 30 días con metas medibles.',
      'Asesorías personalizadas de seguimiento cada mes.',
      'Plan de nutrición que se ajusta según tu evolución.',
      'Recomendaciones de actividad física según tu nivel.',
      'Acompañamiento cercano de tu coach durante todo el proceso.',
    ],
    beneficios: [
      'Resultados visibles y medibles en peso, medidas y composición corporal.',
      'Un plan que se ajusta cada mes según tu progreso y tu rutina.',
      'Asesorías de seguimiento para celebrar logros y corregir el rumbo.',
      'Más fuerza, energía y confianza en tu día a día.',
      'Herramientas para mantener tus resultados a largo plazo.',
    ],
    metaDescripcion: 'Reto de 90 días de transformación completa: metas medibles, plan que se ajusta cada mes y asesorías de seguimiento.',
    imagenAlt: 'Ilustración del reto de 90 días: hojas sobre fondo verde intenso',
    kit: ['Batido Nutricional Vainilla', 'Té Concentrado de Hierbas', 'Fibra Activa', 'Omega 3 Premium'],
  },
];

/** One theme of the week: a title and, per week of the reto, what to do that day. */
interface Theme {
  titulo: string;
  textos: string[];
}

const THEMES: Theme[] = [
  {
    titulo: 'Agua antes que nada',
    textos: [
      'Empieza el día con un vaso grande de agua antes del café. Llena una botella de un litro y procura terminarla antes del almuerzo; la segunda, antes de las seis de la tarde.',
      'Suma una infusión sin azúcar (manzanilla, hierbabuena o canela) a media tarde. Si sientes hambre fuera de hora, bebe primero un vaso de agua y espera diez minutos.',
      'Revisa tu registro de vasos de la semana: si algún día quedaste por debajo de ocho, pon una alarma a las 10:00 y a las 16:00 como recordatorio.',
    ],
  },
  {
    titulo: 'Un desayuno que te sostenga',
    textos: [
      'Desayuna antes de las nueve con proteína, fruta y fibra: un batido del plan con avena, o huevo con arepa pequeña y una fruta. Nada de pan dulce ni jugos de caja.',
      'Prepara la noche anterior lo que puedas del desayuno (fruta picada, avena remojada) para no saltarlo cuando la mañana se complica.',
      'Cambia una vez esta semana la receta del desayuno: prueba el batido verde de espinaca y piña o un calentado con más verdura que arroz.',
    ],
  },
  {
    titulo: 'A moverse 20 minutos',
    textos: [
      'Camina a paso rápido 20 minutos, de una vez o en dos ratos de diez. Subir escaleras en lugar de usar el ascensor también cuenta.',
      'Suma a la caminata cinco minutos de fuerza en casa: sentadillas apoyada en una silla, flexiones contra la pared y plancha corta.',
      'Elige una actividad que disfrutes (bailar, montar bicicleta, nadar) y hazla al menos 30 minutos. Anota en tu registro cómo te sentiste después.',
    ],
  },
  {
    titulo: 'El plato en tres partes',
    textos: [
      'En el almuerzo, llena medio plato con verduras, un cuarto con proteína (pollo, pescado, huevo o fríjol) y un cuarto con arroz, papa o plátano. Sin repetir.',
      'Sirve en un plato más pequeño y come despacio: deja los cubiertos en la mesa entre bocado y bocado. La saciedad llega a los 20 minutos.',
      'Aplica el plato en tres partes también en la cena, y cambia la gaseosa del almuerzo por agua con limón o una limonada sin azúcar.',
    ],
  },
  {
    titulo: 'Dormir también nutre',
    textos: [
      'Cena al menos dos horas antes de dormir y deja el celular fuera de la cama. Apunta a siete horas de sueño: el cansancio se confunde con hambre al día siguiente.',
      'Acuéstate a la misma hora tres noches seguidas. Una cena liviana (sopa de verduras con proteína) ayuda a descansar mejor.',
      'Revisa en tu registro las horas de sueño de la semana. Si dormiste menos de seis alguna noche, adelanta media hora la hora de acostarte.',
    ],
  },
  {
    titulo: 'Antojos bajo control',
    textos: [
      'Identifica a qué hora te dan más antojos y ten lista una merienda del plan para ese momento: fruta con un puñado de maní o un yogur natural.',
      'Saca de la vista los dulces y paquetes de la casa y de la oficina. Lo que no ves, no se te antoja tanto.',
      'Si un antojo aparece, espera diez minutos, toma agua y pregúntate si es hambre o cansancio. Si comes algo por fuera del plan, regístralo sin culpa y sigue.',
    ],
  },
  {
    titulo: 'Mira cómo vas',
    textos: [
      'Hoy toca revisión: pésate en ayunas, mide tu cintura y anota cómo te sientes. Cuéntale a tu coach qué fue lo más difícil de la semana.',
      'Compara tus registros con los de la semana pasada: agua, comidas del plan, ejercicio y sueño. Elige un solo punto para mejorar la próxima semana.',
      'Celebra lo logrado con algo que no sea comida: un paseo, un rato para ti, ropa de deporte nueva. Escríbele a tu coach tu meta para la próxima semana.',
    ],
  },
];

/** The 90-day reto's stages: the same themes read with the stage's focus. */
const STAGES = ['Etapa 1, las bases: ', 'Etapa 2, el ajuste según tu evolución: ', 'Etapa 3, afianzar para mantener: '];

/** The plan of a reto: day n takes the theme of its weekday in the reto and the text of its week. */
export function demoPlan(dias: number): { dia: number; titulo: string; texto: string }[] {
  const plan = [];
  for (let dia = 1; dia <= dias; dia++) {
    const theme = THEMES[(dia - 1) % THEMES.length];
    const week = Math.floor((dia - 1) / THEMES.length);
    const texto = theme.textos[week % theme.textos.length];
    let titulo = theme.titulo;
    let prefix = '';
    if (dia === 1) titulo = `Bienvenida: ${theme.titulo.toLowerCase()}`;
    else if (dia === dias) titulo = `Último día: ${theme.titulo.toLowerCase()}`;
    if (dias > 30) prefix = STAGES[Math.min(Math.floor((dia - 1) / 30), STAGES.length - 1)];
    const closing =
      dia === dias
        ? ' Terminaste el reto: pide a tu coach la revisión final y el plan para mantener lo que lograste.'
        : dia === 1
          ? ' Hoy es tu primer día: registra en "Mi reto" cómo te fue antes de dormir.'
          : '';
    plan.push({ dia, titulo, texto: `${prefix}${texto}${closing}` });
  }
  return plan;
}

export async function seedDemoRetos(trx: Transaction<Database>, at: string, images: string[]): Promise<void> {
  for (const [i, r] of DEMO_RETOS.entries()) {
    const { insertId } = await trx
      .insertInto('retos')
      .values({
        slug: r.slug,
        nombre: r.nombre,
        titular: r.titular,
        descripcion: r.descripcion.join('\n\n'),
        dias: r.dias,
        precio: r.precio,
        incluye: JSON.stringify(r.incluye),
        beneficios: JSON.stringify(r.beneficios),
        meta_descripcion: r.metaDescripcion,
        imagen_path: images[i % images.length],
        imagen_alt: r.imagenAlt,
        activo: 1,
        orden: i,
        archived_at: null,
        created_at: at,
        updated_at: at,
      })
      .executeTakeFirstOrThrow();
    const id = Number(insertId);
    // the kit from the catalog seeded just before (seed.ts): every name must be there
    const products = await trx.selectFrom('productos').select(['id', 'nombre']).where('nombre', 'in', r.kit).execute();
    const kit = r.kit.map((nombre) => {
      const p = products.find((row) => row.nombre === nombre);
      if (!p) throw new Error(`seed: the kit of ${r.slug} names a product the catalog does not have: ${nombre}`);
      return Number(p.id);
    });
    await trx
      .insertInto('reto_productos')
      .values(kit.map((producto_id, posicion) => ({ reto_id: id, producto_id, posicion })))
      .execute();
    const plan = demoPlan(r.dias);
    for (let k = 0; k < plan.length; k += 100)
      await trx
        .insertInto('reto_dias')
        .values(plan.slice(k, k + 100).map((d) => ({ reto_id: id, ...d, enlace_url: null, video_url: null, updated_at: at })))
        .execute();
  }
}
