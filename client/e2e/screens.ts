import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { colombiaDate } from './support';

// Every screen of the route table (client/src/app/routes.tsx), as an address a browser can open.
// The sweeps (sweeps.spec.ts: axe and the phone layout) walk this list; `routeTablePaths` reads the
// route table itself, so a route added there without a screen here fails the sweeps.

export type Area = 'public' | 'account' | 'admin';

export interface Screen {
  /** The route's path pattern as the route table writes it, from the root ('/verify-email/:token'). */
  route: string;
  /** The address opened. */
  url: string;
  /** public: anyone; account: a signed-in user for /perfil; admin: a signed-in admin for the dashboard. */
  area: Area;
  /** Needs a session: the walker logs in first. */
  signedIn?: boolean;
}

/** The day the sweeps' bookings are made on (walk.ts books it; Mi asesoría's screen shows it). */
export const SWEEP_DAY = 34;
const bookingDay = colombiaDate(SWEEP_DAY);

/**
 * The home page and the pages that market, which show the about section (docs/decisions/014).
 * Every other public and account screen is a task page, which opens on its own heading.
 */
/**
 * Pages that market whose address has a parameter (a reto created later lives at
 * /retos/:slug like the three original reto pages): its screen is listed below with a real address;
 * MARKETING_ROUTES are visited as they are written.
 */
export const MARKETING_ROUTE_PATTERNS: readonly string[] = ['/retos/:slug'];

export const MARKETING_ROUTES: readonly string[] = [
  '/',
  '/acerca',
  '/quienes-somos',
  '/about',
  '/contacto',
  '/reto10dias',
  '/reto21dias',
  '/reto90dias',
  '/menuembudo',
  '/sliderembudo',
  '/videomotivacional',
  '/retos',
  '/perfilpro',
  '/perfilprofesional',
  '/testimonials',
  '/TarjetasIco',
  '/registro',
  '/inscripcion',
];

export const SCREENS: readonly Screen[] = [
  ...[...MARKETING_ROUTES, '/paginas', '/blog', '/tienda', '/Politicas', '/verification-pending', '/checkout', '/terminos'].map(
    (url): Screen => ({
      route: url,
      url,
      area: 'public',
    }),
  ),
  {
    route: '/verification-success',
    url: `/verification-success?nombres=Camila&apellidos=Rojas%20D%C3%ADaz&fechaAsesoria=${bookingDay}&horaAsesoria=10:00`,
    area: 'public',
  },
  { route: '/verification-error', url: '/verification-error?reason=invalid_token', area: 'public' },
  // An unknown token: the confirmation page lands on the error page, Mi asesoría shows its not-found state.
  { route: '/confirmar-asesoria/:token', url: '/confirmar-asesoria/un-enlace-que-no-existe', area: 'public' },
  { route: '/mi-asesoria/:token', url: '/mi-asesoria/un-enlace-que-no-existe', area: 'public' },
  // The checkout with an empty cart (client/e2e/checkout.spec.ts walks the full one), Mi pedido of an unknown link.
  { route: '/pedido/:token', url: '/pedido/un-enlace-que-no-existe', area: 'public' },
  // The result of an online payment for an unknown link: the server is asked and refuses it.
  { route: '/pedido/:token/resultado', url: '/pedido/un-enlace-que-no-existe/resultado?id=1234-1610641025-49201&env=test', area: 'public' },
  { route: '*', url: '/una-ruta-que-no-existe', area: 'public' },
  // the shop: a demo product of the seed; the cart as a new visitor finds it (shop.spec.ts checks a full one)
  { route: '/tienda/:slug', url: '/tienda/batido-nutricional-vainilla', area: 'public' },
  { route: '/carrito', url: '/carrito', area: 'public' },
  // the blog: a demo post of the seed; a draft preview of an unknown link (its not-found state)
  { route: '/blog/:slug', url: '/blog/guia-practica-de-hidratacion-cuanta-agua-necesitas-de-verdad', area: 'public' },
  { route: '/blog/vista-previa/:token', url: '/blog/vista-previa/un-enlace-que-no-existe', area: 'public' },
  // a reto created later lives at /retos/:slug (an unknown one shows its not-found state)
  { route: '/retos/:slug', url: '/retos/reto-que-no-existe', area: 'public' },

  ...['/registro-usuarios', '/verificacion-pendiente', '/verify-email', '/verificacion-completa', '/login', '/forgot-password'].map(
    (url): Screen => ({ route: url, url, area: 'account' }),
  ),
  { route: '/verify-email/:token', url: '/verify-email/un-enlace-que-no-existe', area: 'account' },
  { route: '/verificacion-error', url: '/verificacion-error?reason=expired_token', area: 'account' },
  { route: '/reset-password/:token', url: '/reset-password/un-enlace-de-prueba', area: 'account' },
  { route: '/perfil', url: '/perfil', area: 'account', signedIn: true },
  { route: '/perfil/progreso', url: '/perfil/progreso', area: 'account', signedIn: true },
  { route: '/perfil/reto', url: '/perfil/reto', area: 'account', signedIn: true },

  { route: '/login-admin-r21', url: '/login-admin-r21', area: 'admin' },
  { route: '/admin/recuperar-contrasena', url: '/admin/recuperar-contrasena', area: 'admin' },
  { route: '/admin/reset-password', url: '/admin/reset-password?token=un-enlace-de-prueba', area: 'admin' },
  ...[
    '/admin/dashboard',
    '/admin/dashboard/bloqueos',
    '/admin/dashboard/agenda',
    '/admin/dashboard/sliderembudo',
    '/admin/dashboard/video',
    '/admin/dashboard/perfilpro',
    '/admin/dashboard/testimonios',
    '/admin/dashboard/slider-inicio',
    '/admin/dashboard/correos',
    '/admin/dashboard/calendario',
    '/admin/dashboard/actividad',
    '/admin/dashboard/seguridad',
    '/admin/dashboard/datos-personales',
    '/admin/dashboard/productos',
    '/admin/dashboard/pedidos',
    '/admin/dashboard/tienda',
    '/admin/dashboard/blog',
  ].map((url): Screen => ({ route: url, url, area: 'admin', signedIn: true })),
  { route: '/admin/dashboard/productos/:id', url: '/admin/dashboard/productos/nuevo', area: 'admin', signedIn: true },
  // an order nobody placed: the page's not-found state (admin-shop.spec checks a real one)
  // the blog's editor on a new post (admin-blog.spec walks one with its cover and preview)
  { route: '/admin/dashboard/blog/:id', url: '/admin/dashboard/blog/nueva', area: 'admin', signedIn: true },
  // the retos: the list, the seeded 21-day reto's page (data, image, a 21-day plan) and its participants
  { route: '/admin/dashboard/retos', url: '/admin/dashboard/retos', area: 'admin', signedIn: true },
  { route: '/admin/dashboard/retos/:id', url: '/admin/dashboard/retos/2', area: 'admin', signedIn: true },
  { route: '/admin/dashboard/retos/:id/participantes', url: '/admin/dashboard/retos/2/participantes', area: 'admin', signedIn: true },
  { route: '/admin/dashboard/pedidos/:id', url: '/admin/dashboard/pedidos/999999', area: 'admin', signedIn: true },
  // a person who has not consented: the page's not-found state (reto-tools.spec checks a real one)
  { route: '/admin/dashboard/progreso/:userId', url: '/admin/dashboard/progreso/999999', area: 'admin', signedIn: true },
];

const ROUTES_FILE = path.resolve(import.meta.dirname, '../src/app/routes.tsx');

/**
 * The full path of every route of the route table, read from its source with the TypeScript
 * parser (the module itself imports CSS and React components, which Node cannot load). Follows
 * `children` arrays, inline or named in the same file; index routes take their parent's path.
 */
export function routeTablePaths(file = ROUTES_FILE): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const arrays = new Map<string, ts.ArrayLiteralExpression>();
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isArrayLiteralExpression(node.initializer)) {
      arrays.set(node.name.text, node.initializer);
    }
    node.forEachChild(visit);
  });
  const resolve = (expr: ts.Expression): ts.ArrayLiteralExpression => {
    if (ts.isArrayLiteralExpression(expr)) return expr;
    if (ts.isIdentifier(expr) && arrays.has(expr.text)) return arrays.get(expr.text)!;
    throw new Error(`${file}: cannot follow the route list ${expr.getText(source)}`);
  };
  const join = (base: string, segment: string) => (segment.startsWith('/') ? segment : `${base.replace(/\/$/, '')}/${segment}`);

  const found = new Set<string>();
  const walk = (list: ts.ArrayLiteralExpression, base: string) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element))
        throw new Error(`${file}: a route that is not an object literal: ${element.getText(source)}`);
      let routePath: string | undefined;
      let index = false;
      let children: ts.Expression | undefined;
      for (const prop of element.properties) {
        if (!ts.isPropertyAssignment(prop) || !ts.isIdentifier(prop.name)) continue;
        if (prop.name.text === 'path') {
          if (!ts.isStringLiteral(prop.initializer)) throw new Error(`${file}: a route path that is not a string literal`);
          routePath = prop.initializer.text;
        } else if (prop.name.text === 'index') index = true;
        else if (prop.name.text === 'children') children = prop.initializer;
      }
      const full = routePath === undefined ? base : routePath === '*' ? '*' : join(base, routePath);
      if (children) walk(resolve(children), full);
      if (index || routePath !== undefined) found.add(full || '/');
    }
  };
  const root = arrays.get('routes');
  if (!root) throw new Error(`${file}: no \`routes\` array`);
  walk(root, '');
  return [...found].sort();
}
