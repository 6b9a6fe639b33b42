import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { withPageBody, withPageHead, type PageBody, type PageHead } from './page-head.js';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * What client/scripts/build.mjs writes to dist/prerendered/ besides the pages: the placeholder it
 * puts where the site's absolute address goes (canonical, og:url, og:image…: only known at run
 * time, from PUBLIC_URL), the route table's paths, and the not-found page.
 */
export const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';
const ROUTES_FILE = 'routes.json';
const NOT_FOUND_FILE = '404.html';
/** Route pattern → the pre-rendered loading state of a page whose head is written per request. */
const TEMPLATES_FILE = 'templates.json';

/**
 * What a page known only at request time is: its head and its readable content (page-head.ts
 * PageBody; either may be absent: the home page keeps its built head and fills only its hero), an
 * address it moved to (301), or nothing (404).
 */
export type DynamicAnswer = { head?: PageHead; body?: PageBody } | { redirect: string } | null;

/**
 * A route of the client's route table whose HTML carries data from the database in its head (a
 * product page: link previews read no JavaScript). `resolve` receives the route's parameters.
 */
export interface DynamicPage {
  route: string;
  /** `query`: the request's query string (a list page's filter and page number). */
  resolve(params: Record<string, string>, query: URLSearchParams): Promise<DynamicAnswer>;
}

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

/** The parameters of a request path matching a route pattern, or null ('/tienda/:slug', '/tienda/te' → { slug: 'te' }). */
export function routeParams(pattern: string, requestPath: string): Record<string, string> | null {
  const names = pattern.split('/').filter(Boolean);
  const parts = requestPath.replace(/\/+$/, '').split('/').filter(Boolean);
  if (names.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    if (name.startsWith(':')) {
      try {
        params[name.slice(1)] = decodeURIComponent(parts[i]);
      } catch {
        // malformed escapes: the page decides (no page has such a name)
        params[name.slice(1)] = parts[i];
      }
    } else if (name.toLowerCase() !== parts[i].toLowerCase()) return null;
  }
  return params;
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
  /** route pattern → the loading state a dynamic page's head is written into */
  templates: Map<string, string>;
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
  const templates = new Map<string, string>();
  const templatesJson = readInside(dir, TEMPLATES_FILE);
  for (const [route, file] of Object.entries(templatesJson ? (JSON.parse(templatesJson) as Record<string, string>) : {})) {
    const html = readInside(dir, file);
    if (html !== undefined) templates.set(route, fill(html));
  }
  return { shell, notFound: notFoundHtml === undefined ? shell : fill(notFoundHtml), prerendered, routes, templates };
}

/**
 * Serves the built client: hashed assets cached for a year, a route of the client's route table
 * answered with its pre-rendered page when it has one, else the SPA shell that renders in the
 * browser; any other path gets the not-found page with a 404 status, so search engines do not
 * index it. A dynamic page (`dynamic`) is answered with its template and the head its `resolve`
 * gives, a 301 to where it moved, or the not-found page with a 404. Returns null when there is no
 * build (API-only runs, tests).
 */
export function spaPages(clientDistDir: string, publicUrl: string, dynamic: readonly DynamicPage[] = []): Router | null {
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
    // A dynamic page comes first; a pre-rendered page of the same path (the blog's list) is its template.
    for (const page of dynamic) {
      const params = routeParams(page.route, req.path);
      if (!params) continue;
      const template = pages.templates.get(page.route) ?? prerendered ?? pages.shell;
      const queryAt = req.originalUrl.indexOf('?');
      const search = queryAt === -1 ? '' : req.originalUrl.slice(queryAt);
      page.resolve(params, new URLSearchParams(search)).then(
        (answer) => {
          if (answer === null) return void res.status(404).send(pages.notFound);
          if ('redirect' in answer) return void res.redirect(301, answer.redirect + search);
          const html = answer.head ? withPageHead(template, answer.head) : template;
          res.send(answer.body ? withPageBody(html, answer.body) : html);
        },
        (err: unknown) => {
          // The page still works without its preview tags (the browser reads its data from the API).
          req.log.error({ err, path: req.path }, 'dynamic page head failed');
          res.send(template);
        },
      );
      return;
    }
    if (prerendered !== undefined) return void res.send(prerendered);
    if (pages.routes.some((r) => r.test(req.path))) return void res.send(pages.shell);
    res.status(404).send(pages.notFound);
  };
  router.get(/.*/, page);
  return router;
}
