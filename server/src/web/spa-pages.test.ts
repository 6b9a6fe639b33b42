import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { pageKey, routeMatcher, spaPages, PUBLIC_URL_PLACEHOLDER } from './spa-pages.js';

// A build folder under a path with a dot-segment, like an install in ~/.local/…: res.sendFile with
// an absolute path would refuse every page there.
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-spa-pages-'));
const dist = path.join(base, '.local', 'site', 'dist');
fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export {};');
fs.mkdirSync(path.join(dist, 'prerendered'));
fs.writeFileSync(
  path.join(dist, 'prerendered', 'inicio.html'),
  `<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/"><div id="root">inicio</div>`,
);
fs.writeFileSync(path.join(dist, 'prerendered', 'politicas.html'), '<div id="root">políticas</div>');
fs.writeFileSync(path.join(dist, 'prerendered', '404.html'), '<div id="root">Página no encontrada</div>');
fs.writeFileSync(
  path.join(dist, 'prerendered', 'routes.json'),
  JSON.stringify(['/', '/Politicas', '/login', '/reset-password/:token', '/admin/dashboard', '/admin/dashboard/agenda', '/x', '/gone']),
);
fs.writeFileSync(
  path.join(dist, 'prerendered', 'manifest.json'),
  // A manifest entry that escapes the folder or names a missing file is ignored.
  JSON.stringify({ '/': 'inicio.html', '/politicas': 'politicas.html', '/x': '../index.html', '/gone': 'gone.html' }),
);
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

function site(dir = dist) {
  const app = express();
  const pages = spaPages(dir, 'https://sitio.test');
  if (pages) app.use(pages);
  app.use((_req, res) => void res.status(404).send('no client'));
  return supertest(app);
}

describe('client pages', () => {
  it('answers a pre-rendered page for its path, in any case and with a trailing slash, from a folder with a dot-segment', async () => {
    expect(dist).toContain(`${path.sep}.local${path.sep}`);
    for (const url of ['/', '/politicas', '/Politicas', '/POLITICAS/', '/Politicas?x=1']) {
      const res = await site().get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain(url === '/' ? 'inicio' : 'políticas');
    }
  });

  it('fills in the configured public address', async () => {
    const res = await site().get('/');
    expect(res.text).toContain('<link rel="canonical" href="https://sitio.test/">');
    expect(res.text).not.toContain(PUBLIC_URL_PLACEHOLDER);
  });

  it('answers the empty shell for the other routes of the route table, and for manifest entries that are not pages', async () => {
    for (const url of ['/login', '/LOGIN/', '/reset-password/abc123', '/admin/dashboard/agenda', '/x', '/gone']) {
      const res = await site().get(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toBe('<div id="root"></div>');
    }
  });

  it('answers any other path with the not-found page and a 404 status', async () => {
    for (const url of ['/no-existe', '/politicas/otra', '/reset-password', '/reset-password/a/b', '/admin/dashboard/nada', '/index.html.bak']) {
      const res = await site().get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.text, url).toContain('Página no encontrada');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await site().get('/assets/index-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is absent without a build, and works with a build that has no pre-rendered pages', async () => {
    expect(spaPages(path.join(dist, 'missing'), 'https://sitio.test')).toBeNull();
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-spa-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), 'shell');
    expect((await site(bare).get('/politicas')).text).toBe('shell');
    fs.rmSync(bare, { recursive: true, force: true });
  });

  it('normalises paths to the manifest keys and matches route patterns', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/Registro/')).toBe('/registro');
    expect(pageKey('//')).toBe('/');
    expect(routeMatcher('/').test('/')).toBe(true);
    expect(routeMatcher('/').test('/a')).toBe(false);
    expect(routeMatcher('/verify-email/:token').test('/Verify-Email/x.y')).toBe(true);
    expect(routeMatcher('/a.b').test('/aXb')).toBe(false);
  });
});
