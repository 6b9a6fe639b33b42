import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { IMAGE_WIDTHS, SHARE_IMAGE_WIDTH, imageSharePath, imageVariantPath } from '@app/shared/media';
import { productSearchText, slugify } from '@app/shared/shop';
import type { ShopSettings } from '@app/shared/orders';
import type { Transaction } from 'kysely';
import type { DB } from './database.js';
import type { Database } from './schema.js';
import { SETTING_KEYS } from './schema.js';
import { fromDbDateTime, nowDb } from '../lib/time.js';
import { seedDemoPosts } from './seed-blog.js';
import { seedDemoRetos } from './seed-retos.js';

const ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/demo');

/** Abstract artwork in the palette (no stock photos): gradients and soft shapes. */
function artwork(width: number, height: number, from: string, to: string, accent: string, seed: number): string {
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = ((seed * 37 + i * 41) % 100) / 100;
      const cy = ((seed * 53 + i * 29) % 100) / 100;
      const r = (0.12 + ((seed + i) % 4) * 0.06) * Math.max(width, height);
      return `<circle cx="${Math.round(cx * width)}" cy="${Math.round(cy * height)}" r="${Math.round(r)}" fill="${i === 1 ? accent : '#ffffff'}" opacity="${i === 1 ? 0.28 : 0.12}"/>`;
    })
    .join('');
  const leaf = `<path d="M0,-1 C0.6,-0.6 0.6,0.6 0,1 C-0.6,0.6 -0.6,-0.6 0,-1 Z" fill="#ffffff" opacity="0.18" transform="translate(${Math.round(width * 0.78)},${Math.round(height * 0.5)}) rotate(35) scale(${Math.round(Math.min(width, height) * 0.32)})"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${circles}${leaf}</svg>`;
}

/** Writes `uploads/demo/<name>.webp` plus its responsive widths and its share JPEG, as the upload pipeline would. */
async function demoImage(uploadsDir: string, name: string, width: number, height: number, colors: [string, string, string], seed: number) {
  const rel = `uploads/demo/${name}.webp`;
  const abs = path.join(uploadsDir, 'demo', `${name}.webp`);
  await fs.mkdir(path.dirname(abs), { recursive: true });
  const svg = Buffer.from(artwork(width, height, colors[0], colors[1], colors[2], seed));
  await sharp(svg).webp({ quality: 80 }).toFile(abs);
  for (const w of IMAGE_WIDTHS) {
    const target = Math.min(w, width);
    await sharp(svg)
      .resize({ width: target })
      .webp({ quality: 78 })
      .toFile(path.join(uploadsDir, imageVariantPath(rel, w).replace(/^uploads\//, '')));
  }
  await sharp(svg)
    .resize({ width: Math.min(SHARE_IMAGE_WIDTH, width) })
    .jpeg({ quality: 80 })
    .toFile(path.join(uploadsDir, imageSharePath(rel).replace(/^uploads\//, '')));
  return rel;
}

async function demoVideo(uploadsDir: string, file: string): Promise<string> {
  await fs.mkdir(path.join(uploadsDir, 'demo'), { recursive: true });
  await fs.copyFile(path.join(ASSETS_DIR, file), path.join(uploadsDir, 'demo', file));
  return `uploads/demo/${file}`;
}

const GREEN: [string, string, string] = ['#1B5E20', '#66BB6A', '#F57C00'];
const TEAL: [string, string, string] = ['#0F4C3A', '#4DB6AC', '#FFB74D'];
const OLIVE: [string, string, string] = ['#33691E', '#AED581', '#F57C00'];
const WARM: [string, string, string] = ['#E65100', '#FFCC80', '#2E7D32'];

/** True when the database has no content yet (first start). */
export async function isEmpty(db: DB): Promise<boolean> {
  const row = await db.selectFrom('inicio_slides').select('id').limit(1).executeTakeFirst();
  return !row;
}

/** Believable Spanish demo content so the site looks alive on first start. */
export async function seedDemoContent(db: DB, uploadsDir: string): Promise<void> {
  const now = nowDb();
  const heroes = await Promise.all([
    demoImage(uploadsDir, 'hero-1', 1920, 600, GREEN, 1),
    demoImage(uploadsDir, 'hero-2', 1920, 600, TEAL, 2),
    demoImage(uploadsDir, 'hero-3', 1920, 600, OLIVE, 3),
  ]);
  const funnel = await Promise.all([
    demoImage(uploadsDir, 'embudo-1', 1920, 600, OLIVE, 4),
    demoImage(uploadsDir, 'embudo-2', 1920, 600, GREEN, 5),
    demoImage(uploadsDir, 'embudo-3', 1920, 600, WARM, 6),
  ]);
  const profileImage = await demoImage(uploadsDir, 'perfil-coach', 800, 800, TEAL, 7);
  const posters = await Promise.all([
    demoImage(uploadsDir, 'testimonio-1', 640, 360, GREEN, 8),
    demoImage(uploadsDir, 'testimonio-2', 640, 360, WARM, 9),
    demoImage(uploadsDir, 'testimonio-3', 640, 360, TEAL, 10),
    demoImage(uploadsDir, 'testimonio-4', 640, 360, OLIVE, 11),
  ]);
  const productImages = await Promise.all(
    [GREEN, WARM, TEAL, OLIVE, GREEN, TEAL].map((colors, i) => demoImage(uploadsDir, `producto-${i + 1}`, 800, 800, colors, 12 + i)),
  );
  const postCovers = await Promise.all(
    [GREEN, TEAL, WARM, OLIVE].map((colors, i) => demoImage(uploadsDir, `blog-${i + 1}`, 1200, 630, colors, 18 + i)),
  );
  const retoImages = await Promise.all(
    [OLIVE, TEAL, GREEN].map((colors, i) => demoImage(uploadsDir, `reto-${i + 1}`, 1200, 800, colors, 22 + i)),
  );
  const mp4 = await demoVideo(uploadsDir, 'test-pattern.mp4');
  const webm = await demoVideo(uploadsDir, 'test-pattern.webm');

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('inicio_slides')
      .values([
        {
          id: 1,
          sub_title: 'Asesoría nutricional personalizada',
          title1_pre: 'Nutre tu cuerpo,',
          title1_highlight: 'transforma tu vida',
          title2: 'con un plan hecho para ti',
          hero_img_path: heroes[0],
          updated_at: now,
        },
        {
          id: 2,
          sub_title: 'Retos de 10, 21 y 90 días',
          title1_pre: 'Más energía',
          title1_highlight: 'cada día',
          title2: 'con hábitos que sí se quedan',
          hero_img_path: heroes[1],
          updated_at: now,
        },
        {
          id: 3,
          sub_title: 'Acompañamiento real en Colombia',
          title1_pre: 'Tu bienestar',
          title1_highlight: 'empieza hoy',
          title2: 'agenda tu asesoría gratuita',
          hero_img_path: heroes[2],
          updated_at: now,
        },
      ])
      .execute();
    await trx
      .insertInto('slider_images')
      .values(funnel.map((image_path, i) => ({ slot: i + 1, image_path, updated_at: now })))
      .execute();
    await trx
      .insertInto('site_settings')
      .values([
        { setting_key: SETTING_KEYS.motivationalVideo, value: mp4, updated_at: now },
        {
          setting_key: SETTING_KEYS.profileText,
          value:
            'Soy coach de bienestar y distribuidora independiente. Desde hace más de cinco años acompaño a personas de toda Colombia a mejorar su alimentación, recuperar su energía y alcanzar un peso saludable con planes sencillos, realistas y adaptados a su rutina. Mi compromiso es escucharte, diseñar contigo un plan a tu medida y caminar a tu lado en cada paso.',
          updated_at: now,
        },
        { setting_key: SETTING_KEYS.profileImage, value: profileImage, updated_at: now },
        { setting_key: SETTING_KEYS.profileVideo, value: webm, updated_at: now },
      ])
      .execute();
    await trx
      .insertInto('testimonials')
      .values([
        {
          title: 'Marcela, Bogotá',
          description: 'Bajé 8 kilos en tres meses sin pasar hambre. Aprendí a comer mejor y hoy tengo energía para todo el día.',
          video_path: mp4,
          poster_path: posters[0],
          orden: 1,
          is_active: 1,
          created_at: now,
          updated_at: now,
        },
        {
          title: 'Andrés, Medellín',
          description: 'El reto de 21 días me ayudó a ordenar mis comidas y a dormir mejor. El acompañamiento hizo la diferencia.',
          video_path: webm,
          poster_path: posters[1],
          orden: 2,
          is_active: 1,
          created_at: now,
          updated_at: now,
        },
        {
          title: 'Luz Dary, Cali',
          description: 'Mi digestión mejoró muchísimo y mi piel se ve más sana. Recomiendo la asesoría a toda mi familia.',
          video_path: mp4,
          poster_path: posters[2],
          orden: 3,
          is_active: 1,
          created_at: now,
          updated_at: now,
        },
        {
          title: 'Testimonio en revisión',
          description: 'Este testimonio está inactivo y no se muestra en el sitio público.',
          video_path: webm,
          poster_path: posters[3],
          orden: 4,
          is_active: 0,
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
    await seedDemoProducts(trx, now, productImages);
    await seedDemoPosts(trx, fromDbDateTime(now)!, postCovers);
    await seedDemoRetos(trx, now, retoImages);
    await trx
      .insertInto('tienda_ajustes')
      .values({ id: 1, datos: JSON.stringify(DEMO_SHOP_SETTINGS), updated_at: now })
      .execute();
  });
}

type DemoProduct = [
  nombre: string,
  categoria: string,
  precio: number,
  precioAntes: number | null,
  stock: number | null,
  presentacion: string,
  resumen: string,
  invima: string | null,
  activo?: boolean,
];

/** Ten products across the five categories: one out of stock, several not tracked, one inactive. */
const DEMO_PRODUCTS: DemoProduct[] = [
  [
    'Batido Nutricional Vainilla',
    'nutricion-interna',
    95000,
    110000,
    24,
    '750 g',
    'Batido de proteína de soya con vitaminas y minerales para reemplazar una comida.',
    'RSA-0012345-2021',
  ],
  [
    'Té Concentrado de Hierbas',
    'nutricion-interna',
    68000,
    null,
    15,
    '51 g (60 porciones)',
    'Bebida instantánea de té verde y naranja pekoe, sin azúcar.',
    'RSA-0023456-2020',
  ],
  [
    'Fibra Activa',
    'nutricion-interna',
    72000,
    null,
    0,
    '30 porciones',
    'Mezcla de seis fibras para una digestión regular.',
    'RSA-0034567-2022',
  ],
  [
    'Crema Hidratante de Aloe',
    'nutricion-externa',
    58000,
    null,
    null,
    '118 ml',
    'Hidratación ligera con aloe vera para rostro y cuerpo.',
    null,
  ],
  [
    'Gel Limpiador Facial',
    'nutricion-externa',
    49000,
    55000,
    null,
    '150 ml',
    'Limpieza suave que respeta el equilibrio natural de la piel.',
    null,
  ],
  [
    'Colágeno con Vitamina C',
    'nutricion-especifica',
    105000,
    null,
    8,
    '30 sobres',
    'Colágeno hidrolizado con vitamina C para piel, cabello y articulaciones.',
    'RSA-0045678-2023',
  ],
  [
    'Omega 3 Premium',
    'nutricion-especifica',
    88000,
    null,
    null,
    '60 cápsulas',
    'Ácidos grasos EPA y DHA de aceite de pescado purificado.',
    'SD2021-0004567',
  ],
  [
    'Bebida Deportiva Hidratante',
    'nutricion-deportiva',
    64000,
    null,
    30,
    '20 porciones',
    'Electrolitos y carbohidratos para entrenar con energía.',
    'RSA-0056789-2021',
  ],
  [
    'Proteína Deportiva Chocolate',
    'nutricion-deportiva',
    139000,
    155000,
    5,
    '1 kg',
    'Proteína para la recuperación muscular después del ejercicio.',
    'RSA-0067890-2022',
  ],
  [
    'Reto de 21 días',
    'planes-para-ti',
    320000,
    null,
    null,
    'Kit de 21 días',
    'Batido, té y fibra con el acompañamiento de tu coach durante tres semanas.',
    null,
  ],
  [
    'Reto de 90 días (próximamente)',
    'planes-para-ti',
    890000,
    null,
    null,
    'Kit de 90 días',
    'El programa completo de transformación; todavía no está a la venta.',
    null,
    false,
  ],
];

/**
 * The demo shop's settings: a made-up seller, transfer data that is clearly an example,
 * three shipping zones ("Resto del país" is the default price), free shipping from $ 250.000 and
 * cash on delivery up to $ 400.000 in the first two zones. Without the demo seed the shop starts with
 * the payment methods off (modules/orders/shop-settings.service.ts defaultShopSettings).
 */
export const DEMO_SHOP_SETTINGS: ShopSettings = {
  vendedor: {
    razonSocial: 'Vida Sana Coaching S.A.S. (demo)',
    nit: '900.123.456-7',
    direccion: 'Calle 85 # 15-20, oficina 301, Bogotá D.C.',
    telefono: '+57 300 123 4567',
    email: 'pedidos@vidasana.example',
  },
  whatsapp: '573001234567',
  instruccionesPago:
    'Bancolombia, cuenta de ahorros 000-000000-00 a nombre de Vida Sana Coaching S.A.S., NIT 900.123.456-7 (datos de ejemplo). ' +
    'Nequi: 300 123 4567. Llave Bre-B: @vidasanademo.',
  direccionRecogida: 'Calle 85 # 15-20, oficina 301, Bogotá D.C. — lunes a viernes de 9:00 a 17:00',
  recogerActivo: true,
  zonas: [
    { nombre: 'Bogotá y Soacha', departamentos: ['11'], municipios: ['25754'], precio: 8000, contraEntrega: true },
    {
      nombre: 'Ciudades principales',
      departamentos: [],
      municipios: ['05001', '76001', '08001', '13001', '68001', '66001', '17001', '54001', '73001'],
      precio: 12000,
      contraEntrega: true,
    },
  ],
  envioPorDefecto: 18000,
  contraEntregaPorDefecto: false,
  envioGratisDesde: 250000,
  contraEntregaMaximo: 400000,
  metodos: { transferencia: true, contra_entrega: true, wompi: true },
};

async function seedDemoProducts(trx: Transaction<Database>, now: string, images: string[]): Promise<void> {
  for (const [
    i,
    [nombre, categoria, precio, precio_antes, stock, presentacion, resumen, registro_invima, activo = true],
  ] of DEMO_PRODUCTS.entries()) {
    const descripcion = `${resumen} Presentación: ${presentacion}. Consulta con tu coach cómo incluirlo en tu plan.`;
    const { insertId } = await trx
      .insertInto('productos')
      .values({
        nombre,
        slug: slugify(nombre),
        categoria,
        resumen,
        descripcion,
        precio,
        precio_antes,
        stock,
        presentacion,
        registro_invima,
        activo: activo ? 1 : 0,
        orden: i + 1,
        busqueda: productSearchText({ nombre, presentacion, resumen }),
        archived_at: null,
        created_at: now,
        updated_at: now,
      })
      .executeTakeFirstOrThrow();
    // Files are shared between products on purpose, as the media declaration must protect.
    const own = [images[i % images.length], images[(i + 1) % images.length]];
    await trx
      .insertInto('producto_imagenes')
      .values(
        own.map((path, posicion) => ({
          producto_id: Number(insertId),
          posicion: posicion + 1,
          path,
          alt: posicion === 0 ? `${nombre}, ${presentacion}` : `${nombre}: detalle del empaque`,
          created_at: now,
        })),
      )
      .execute();
  }
}
