import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * What client/scripts/build.mjs writes to dist/prerendered/ besides the pages: the placeholder it
 * puts where the site's absolute address goes (canonical, og:url, og:image…: only known at run
 * time, from PUBLIC_URL), the route table's paths, and the not-found page.
 */
export const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';
const ROUTES_FILE = 'routes.json';
const NOT_FOUND_FILE = '404.html';

/** '/Registro/' → '/registro' */
export function pageKey(requestPath: string): string {
  const lower = requestPath.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') || '/' : lower;
}

/**
 * A route table path ('/reset-password/:token') as a case-insensitive matcher of request paths
 * (client routes match case-insensitively, react-router's default). A `:param` is one segment.
 */
export function routeMatcher(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}/*$`, 'i');
}

/**
 * The built HTML documents, read once at start: a file's bytes are read relative to the build
 * folder (never an absolute path handed to res.sendFile, which refuses any path with a
 * dot-segment such as ~/.local/…), with the site's address filled in.
 */
export interface ClientPages {
  shell: string;
  notFound: string;
  /** lower-cased path → document */
  prerendered: Map<string, string>;
  routes: RegExp[];
}

function readInside(dir: string, name: string): string | undefined {
  // basename: a manifest entry cannot name a file outside the folder.
  const file = path.join(dir, path.basename(name));
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

export function loadClientPages(clientDistDir: string, publicUrl: string): ClientPages | null {
  const fill = (html: string) => html.split(PUBLIC_URL_PLACEHOLDER).join(publicUrl);
  const shellHtml = readInside(clientDistDir, 'index.html');
  if (shellHtml === undefined) return null;
  const shell = fill(shellHtml);
  const dir = path.join(clientDistDir, 'prerendered');
  const prerendered = new Map<string, string>();
  const manifest = readInside(dir, 'manifest.json');
  for (const [route, file] of Object.entries(manifest ? (JSON.parse(manifest) as Record<string, string>) : {})) {
    const html = readInside(dir, file);
    if (html !== undefined) prerendered.set(route.toLowerCase(), fill(html));
  }
  const routesJson = readInside(dir, ROUTES_FILE);
  // A build without a route list (older build): every path is a client route, as before.
  const routes = routesJson ? (JSON.parse(routesJson) as string[]).map(routeMatcher) : [/^/];
  const notFoundHtml = readInside(dir, NOT_FOUND_FILE);
  return { shell, notFound: notFoundHtml === undefined ? shell : fill(notFoundHtml), prerendered, routes };
}

/**
 * Serves the built client: hashed assets cached for a year, a route of the client's route table
 * answered with its pre-rendered page when it has one, else the SPA shell that renders in the
 * browser; any other path gets the not-found page with a 404 status, so search engines do not
 * index it. Returns null when there is no build (API-only runs, tests).
 */
export function spaPages(clientDistDir: string, publicUrl: string): Router | null {
  const pages = loadClientPages(clientDistDir, publicUrl);
  if (!pages) return null;

  const router = express.Router();
  router.use(
    express.static(clientDistDir, {
      index: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=300');
      },
    }),
  );
  const page: RequestHandler = (req, res) => {
    // HTML names the current build's hashed assets: revalidate it on every visit.
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    const prerendered = pages.prerendered.get(pageKey(req.path));
    if (prerendered !== undefined) return void res.send(prerendered);
    if (pages.routes.some((r) => r.test(req.path))) return void res.send(pages.shell);
    res.status(404).send(pages.notFound);
  };
  router.get(/.*/, page);
  return router;
}
