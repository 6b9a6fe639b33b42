import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { pageKey, spaPages } from './spa-pages.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-spa-pages-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export {};');
fs.mkdirSync(path.join(dist, 'prerendered'));
fs.writeFileSync(path.join(dist, 'prerendered', 'inicio.html'), '<div id="root">inicio</div>');
fs.writeFileSync(path.join(dist, 'prerendered', 'politicas.html'), '<div id="root">políticas</div>');
fs.writeFileSync(
  path.join(dist, 'prerendered', 'manifest.json'),
  // A manifest entry that escapes the folder or names a missing file is ignored.
  JSON.stringify({ '/': 'inicio.html', '/politicas': 'politicas.html', '/x': '../index.html', '/gone': 'gone.html' }),
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

function site(dir = dist) {
  const app = express();
  const pages = spaPages(dir);
  if (pages) app.use(pages);
  app.use((_req, res) => void res.status(404).send('no client'));
  return supertest(app);
}

describe('client pages', () => {
  it('answers a pre-rendered page for its path, in any case and with a trailing slash', async () => {
    for (const url of ['/', '/politicas', '/Politicas', '/POLITICAS/', '/Politicas?x=1']) {
      const res = await site().get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain(url === '/' ? 'inicio' : 'políticas');
    }
  });

  it('answers the empty shell for every other route, and for manifest entries that are not pages', async () => {
    for (const url of ['/login', '/admin/dashboard/agenda', '/x', '/gone', '/politicas/otra']) {
      const res = await site().get(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toBe('<div id="root"></div>');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await site().get('/assets/index-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is absent without a build, and works with a build that has no pre-rendered pages', async () => {
    expect(spaPages(path.join(dist, 'missing'))).toBeNull();
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-spa-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), 'shell');
    expect((await site(bare).get('/politicas')).text).toBe('shell');
    fs.rmSync(bare, { recursive: true, force: true });
  });

  it('normalises paths to the manifest keys', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/Registro/')).toBe('/registro');
    expect(pageKey('//')).toBe('/');
  });
});
