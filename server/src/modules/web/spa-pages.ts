import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The pre-rendered public pages of a client build (client/scripts/build.mjs): lower-cased path →
 * file. Client routes match case-insensitively, so /Politicas and /politicas are one page.
 */
export function loadPrerenderedPages(clientDistDir: string): Map<string, string> {
  const dir = path.join(clientDistDir, 'prerendered');
  const manifestFile = path.join(dir, 'manifest.json');
  const pages = new Map<string, string>();
  if (!fs.existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  for (const [route, file] of Object.entries(manifest)) {
    const full = path.join(dir, path.basename(file));
    if (fs.existsSync(full)) pages.set(route.toLowerCase(), full);
  }
  return pages;
}

/** '/Registro/' → '/registro' */
export function pageKey(requestPath: string): string {
  const lower = requestPath.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') || '/' : lower;
}

/**
 * Serves the built client: hashed assets cached for a year, every other GET answered with its
 * pre-rendered page when it has one, else the SPA shell (index.html) that renders in the browser.
 * Returns null when there is no build (API-only runs, tests).
 */
export function spaPages(clientDistDir: string): Router | null {
  const indexHtml = path.join(clientDistDir, 'index.html');
  if (!fs.existsSync(indexHtml)) return null;
  const prerendered = loadPrerenderedPages(clientDistDir);

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
    res.sendFile(prerendered.get(pageKey(req.path)) ?? indexHtml);
  };
  router.get(/.*/, page);
  return router;
}
