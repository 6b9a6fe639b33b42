import type { Transaction } from 'kysely';
import { BLOG_LIMITS, readingMinutes } from '@app/shared/blog';
import { slugify } from '@app/shared/slug';
import { renderMarkdown } from '../lib/markdown.js';
import { toDbDateTime } from '../lib/time.js';
import type { Database } from './schema.js';

/**
 * The blog's demo posts: a recipe, a hydration guide, a challenge story and a product
 * explainer, published a few days apart, rendered through the same Markdown pipeline as a post the
 * team writes. The product explainer carries a YouTube line (an example video, to be replaced by
 * the team's own).
 */
interface DemoPost {
  titulo: string;
  extracto: string;
  etiquetas: string[];
  cuerpo: string;
  portadaAlt: string;
  daysAgo: number;
}

export const DEMO_POSTS: DemoPost[] = [
  {
    titulo: 'Batido verde de espinaca, piña y avena para empezar el día',
    extracto:
      'Una receta de cinco minutos con ingredientes de plaza de mercado: fibra, fruta y proteína para llegar al almuerzo con energía y sin antojos.',
    etiquetas: ['Recetas', 'Desayunos', 'Nutrición'],
    portadaAlt: 'Vaso de batido verde junto a trozos de piña y hojas de espinaca',
    daysAgo: 3,
    cuerpo: `El desayuno es la comida que más se salta cuando la mañana se complica. Este batido se prepara en cinco minutos, se puede llevar en un termo y combina fibra, fruta y proteína para que llegues al almuerzo sin hambre a media mañana.

## Ingredientes (1 porción)

- 1 taza de espinaca fresca, bien lavada
- 1 taza de piña en trozos (fresca o congelada)
- 3 cucharadas de avena en hojuelas
- 1 cucharada de semillas de chía
- 1 taza de leche descremada o bebida vegetal sin azúcar
- ½ taza de agua fría o 3 cubos de hielo
- Opcional: 1 porción de proteína en polvo sabor vainilla

## Preparación

1. Pon primero los líquidos en la licuadora: así las hojas se muelen mejor.
2. Agrega la espinaca y licúa 30 segundos hasta que no queden trozos.
3. Suma la piña, la avena y la chía, y licúa otros 40 segundos.
4. Prueba: si lo quieres más espeso, añade hielo; si está muy espeso, un poco de agua.
5. Sírvelo de inmediato o guárdalo tapado en la nevera hasta por 12 horas.

> **Consejo de la coach:** no le agregues azúcar ni miel. La piña madura endulza lo suficiente y el paladar se acostumbra en pocos días.

## Qué aporta cada ingrediente

| Ingrediente | Aporta |
| :-- | :-- |
| Espinaca | Hierro, folatos y fibra |
| Piña | Vitamina C y dulzor natural |
| Avena | Fibra soluble que da saciedad |
| Chía | Omega 3 y más fibra |
| Leche o bebida vegetal | Proteína y calcio |

## Variaciones

- **Sin piña:** usa mango o una manzana verde.
- **Más proteína:** agrega una porción de proteína en polvo o ½ taza de yogur griego natural.
- **Para después de entrenar:** suma medio banano y bébelo dentro de la hora siguiente.

Si tienes diabetes, una condición renal o tomas anticoagulantes, consulta con tu médico antes de cambiar tu alimentación. Y si quieres un plan hecho para tu rutina, [agenda una asesoría gratuita](/registro).`,
  },
  {
    titulo: 'Guía práctica de hidratación: cuánta agua necesitas de verdad',
    extracto:
      'Ni ocho vasos para todos ni esperar a tener sed: cómo calcular tu necesidad de agua según tu peso, tu actividad y el clima de tu ciudad.',
    etiquetas: ['Hidratación', 'Hábitos'],
    portadaAlt: 'Botella de agua con rodajas de limón sobre una mesa de madera',
    daysAgo: 10,
    cuerpo: `Beber suficiente agua mejora la concentración, la digestión y el rendimiento cuando haces ejercicio. Pero la cantidad no es la misma para todos: depende de tu peso, de cuánto te mueves y del clima donde vives.

## Una cuenta sencilla para empezar

Una referencia útil para un adulto sano es **entre 30 y 35 ml de agua por cada kilo de peso al día**. Para una persona de 70 kg son entre 2,1 y 2,5 litros, contando el agua de las bebidas y también la de sopas y frutas.

| Situación | Ajuste sugerido |
| :-- | --: |
| Trabajo de oficina en clima frío (Bogotá, Tunja) | Sin ajuste |
| Clima cálido (Cali, Barranquilla, Cúcuta) | + 500 ml |
| Entrenamiento de 1 hora | + 500 a 750 ml |
| Día de mucho sol o trabajo al aire libre | + 750 ml o más |

## Señales de que te falta agua

- Orina de color amarillo oscuro o poca cantidad durante el día
- Dolor de cabeza a media tarde
- Cansancio o dificultad para concentrarte
- Confundir la sed con hambre y picar entre comidas

## Cinco hábitos que sí funcionan

1. **Empieza el día con un vaso de agua** antes del café.
2. **Ten una botella a la vista** en el escritorio o en el carro; lo que se ve, se bebe.
3. **Acompaña cada comida con un vaso de agua.**
4. **Dale sabor sin azúcar:** rodajas de limón, pepino, hierbabuena o canela.
5. **Bebe antes, durante y después de entrenar**, no solo cuando termines.

> Las bebidas azucaradas, las gaseosas y el alcohol no cuentan como hidratación: aportan calorías y, en el caso del alcohol, hacen perder más líquido.

## ¿Y el café?

El café y el té también hidratan si los tomas con moderación (hasta tres tazas al día para la mayoría de adultos). Lo que conviene vigilar es el azúcar y la crema que les agregamos.

Si tienes una enfermedad renal o cardíaca, tu médico puede indicarte una cantidad distinta: sigue siempre esa recomendación.`,
  },
  {
    titulo: 'Reto de 21 días: cómo Marcela recuperó su energía cambiando el desayuno',
    extracto:
      'Marcela llegaba a las tres de la tarde sin energía y con antojo de dulce. En el reto de 21 días aprendió a organizar sus comidas y hoy lo cuenta.',
    etiquetas: ['Retos', 'Historias', 'Desayunos', 'Hábitos'],
    portadaAlt: 'Mujer sonriendo mientras prepara un desayuno con frutas en su cocina',
    daysAgo: 17,
    cuerpo: `Marcela tiene 38 años, trabaja como contadora en Bogotá y tiene dos hijos en el colegio. Cuando escribió por WhatsApp para preguntar por el reto, su queja principal no era el peso: era el cansancio.

> «A las tres de la tarde ya no podía con mi alma. Me tomaba un tinto con pan y a las cinco estaba otra vez con hambre.»

## Dónde estaba el problema

En la primera asesoría revisamos un día normal. Salía de la casa sin desayunar, almorzaba tarde y en la oficina picaba galletas y tintos con azúcar. No comía "mal" en cantidad; comía **a destiempo y sin proteína** hasta el mediodía.

## Lo que cambió en 21 días

**Semana 1 — Ordenar horarios.** Tres comidas y dos refrigerios, sin saltarse el desayuno. Marcela empezó con un batido preparado la noche anterior.

**Semana 2 — Proteína en cada comida.** Huevo, yogur natural, pollo o fríjoles en el almuerzo, y una fruta con un puñado de maní como refrigerio de la tarde.

**Semana 3 — Hidratación y descanso.** Dos litros de agua al día y acostarse media hora antes, sin celular en la cama.

## Los resultados

- Dejó de sentir el bajón de las tres de la tarde desde la segunda semana.
- Redujo el azúcar del tinto a la mitad sin darse cuenta.
- Bajó 2,5 kg y 4 cm de cintura, que no eran la meta pero llegaron.

> «Lo que más me sirvió fue que alguien me escribiera cada día para preguntarme cómo iba. Sola no lo habría sostenido.»

Cada cuerpo responde distinto, y los resultados de Marcela son los suyos. Lo que sí se repite en casi todas las personas que terminan el reto es lo mismo que a ella le funcionó: horarios, proteína, agua y acompañamiento.

¿Te ves en esta historia? Conoce el [reto de 21 días](/reto21dias) o [agenda una asesoría gratuita](/registro) para empezar con un plan a tu medida.`,
  },
  {
    titulo: '¿Qué es un batido nutricional y cuándo tiene sentido usarlo?',
    extracto:
      'Un batido nutricional no es magia ni un reemplazo de la comida de verdad. Te contamos qué contiene, cuándo ayuda y cómo leer su etiqueta antes de comprarlo.',
    etiquetas: ['Productos', 'Nutrición'],
    portadaAlt: 'Tarro de batido nutricional junto a un vaso servido y una cuchara medidora',
    daysAgo: 24,
    cuerpo: `Los batidos nutricionales se han vuelto populares, y con ellos las promesas exageradas. Aquí va una explicación honesta de qué son y cuándo pueden ayudarte.

## Qué es (y qué no es)

Un batido nutricional es un alimento en polvo que, preparado con leche o agua, aporta **proteína, carbohidratos, fibra, vitaminas y minerales en cantidades controladas**. Sirve para reemplazar una comida cuando no hay tiempo de prepararla bien, o como refrigerio con proteína.

No es un medicamento, no "quema grasa" y no sustituye una alimentación variada. Si alguien te promete bajar diez kilos en un mes solo con batidos, desconfía.

## Cuándo tiene sentido

- Cuando sales temprano y la alternativa real es **no desayunar** o comer un pan en la calle.
- Como refrigerio después de entrenar, para sumar proteína.
- Durante un reto, para simplificar una de las comidas del día mientras organizas las demás.

## Cómo leer la etiqueta

1. **Registro sanitario INVIMA:** todo suplemento o alimento vendido en Colombia debe tenerlo impreso. Si no lo ves, no lo compres.
2. **Proteína por porción:** busca al menos 15 gramos si lo vas a usar como reemplazo de una comida.
3. **Azúcares añadidos:** cuanto menos, mejor; compara entre sabores, porque cambian.
4. **Porción sugerida:** el valor nutricional se calcula sobre ella, no sobre el vaso que tú sirves.

Video de ejemplo (el equipo lo reemplazará por el suyo con la preparación del batido):

[Video de ejemplo: Big Buck Bunny, de Blender Foundation](https://www.youtube.com/watch?v=aqz-KE-bpKQ)

## En resumen

Un batido bien elegido es una herramienta práctica, no una dieta. Úsalo para resolver la comida que más se te complica y pon la energía en que las demás sean de comida real.

Puedes ver los batidos y complementos que recomendamos en la [tienda](/tienda). Si tienes una condición de salud, estás embarazada o lactando, consulta primero con tu médico.`,
  },
];

/** Inserts the demo posts, published `daysAgo` before `now`, with their covers and tags. */
export async function seedDemoPosts(trx: Transaction<Database>, now: Date, covers: string[]): Promise<void> {
  const at = toDbDateTime(now);
  const tagIds = new Map<string, number>();
  for (const [i, post] of DEMO_POSTS.entries()) {
    const { html, words } = renderMarkdown(post.cuerpo);
    const published = toDbDateTime(new Date(now.getTime() - post.daysAgo * 24 * 3600 * 1000));
    const { insertId } = await trx
      .insertInto('blog_entradas')
      .values({
        titulo: post.titulo,
        slug: slugify(post.titulo),
        extracto: post.extracto,
        cuerpo: post.cuerpo,
        html,
        minutos_lectura: readingMinutes(words),
        estado: 'publicado',
        publicar_en: null,
        publicado_at: published,
        seo_titulo: null,
        seo_descripcion: null,
        portada_path: covers[i % covers.length],
        portada_alt: post.portadaAlt,
        autor: 'Laura Méndez',
        vista_previa_hash: null,
        created_at: published,
        updated_at: published,
      })
      .executeTakeFirstOrThrow();
    for (const [posicion, nombre] of post.etiquetas.entries()) {
      const slug = slugify(nombre, BLOG_LIMITS.etiquetaSlug);
      let tagId = tagIds.get(slug);
      if (tagId === undefined) {
        const inserted = await trx.insertInto('blog_etiquetas').values({ slug, nombre, created_at: at }).executeTakeFirstOrThrow();
        tagId = Number(inserted.insertId);
        tagIds.set(slug, tagId);
      }
      await trx
        .insertInto('blog_entrada_etiquetas')
        .values({ entrada_id: Number(insertId), etiqueta_id: tagId, posicion })
        .execute();
    }
  }
}
