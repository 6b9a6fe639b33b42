import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A client build as client/scripts/build.mjs lays it out, reduced to what the page server reads:
 * the shell, the not-found page, the route list, pre-rendered pages and templates. Returns its
 * folder (for CLIENT_DIST_DIR) and a function that removes it.
 */
export function fakeClientDist(opts: { prerendered?: Record<string, string>; templates?: Record<string, string>; routes: string[] }) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-client-'));
  const put = (file: string, body: string) => fs.writeFileSync(path.join(dist, 'prerendered', file), body);
  fs.writeFileSync(path.join(dist, 'index.html'), page('Vida Sana Coaching', ''));
  fs.mkdirSync(path.join(dist, 'prerendered'));
  put('404.html', page('Página no encontrada', 'Página no encontrada'));
  const manifest: Record<string, string> = {};
  for (const [route, root] of Object.entries(opts.prerendered ?? {})) {
    const file = `${route.replace(/[^a-z0-9]+/gi, '-') || 'inicio'}.html`;
    put(file, page('Página', root));
    manifest[route] = file;
  }
  put('manifest.json', JSON.stringify(manifest));
  const templates: Record<string, string> = {};
  for (const [route, root] of Object.entries(opts.templates ?? {})) {
    const file = `plantilla${route.replace(/[^a-z0-9]+/gi, '-')}.html`;
    put(file, page('Cargando', root));
    templates[route] = file;
  }
  put('templates.json', JSON.stringify(templates));
  put('routes.json', JSON.stringify(opts.routes));
  return { dir: dist, remove: () => fs.rmSync(dist, { recursive: true, force: true }) };
}

/** A document as the build writes it: the template's head tags, `root` inside #root. */
export function page(title: string, root: string): string {
  return (
    `<!doctype html><html lang="es"><head>\n    <title>${title}</title>\n    <meta name="description" content="Asesorías de nutrición." />\n` +
    `    <meta property="og:type" content="website" />\n    <meta property="og:site_name" content="Vida Sana Coaching" />\n` +
    `    <meta property="og:title" content="${title}" />\n    <meta property="og:description" content="Asesorías de nutrición." />\n` +
    `    <meta name="twitter:card" content="summary" />\n  </head><body><div id="root">${root}</div></body></html>`
  );
}
