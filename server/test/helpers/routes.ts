import type { Express } from 'express';
import { expect } from 'vitest';
import type { TestContext } from './test-app.js';

/**
 * The routes really registered in an Express 5 app, read from its router stack (router 2.x):
 * `app.router.stack`, each layer either a route (`layer.route`: path + methods) or a mounted
 * router (`layer.handle.stack`, mounted at `layer.rawPath`). Regexp-mounted layers (the SPA
 * history fallback) and plain middleware (static files, guards) are not routes and are skipped.
 */
export interface RouteEntry {
  /** Lower-case HTTP method: get, post, put, delete, patch. */
  method: string;
  /** Full path pattern, e.g. '/api/admin/testimonials/:id'. */
  path: string;
}

interface LayerLike {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: LayerLike[] };
  rawPath?: unknown;
}

function joinPath(prefix: string, part: unknown): string | null {
  if (part === undefined || part === null) return prefix;
  if (typeof part !== 'string') return null;
  if (part === '/' || part === '') return prefix || '/';
  return `${prefix.replace(/\/$/, '')}/${part.replace(/^\//, '')}`;
}

function walk(stack: LayerLike[], prefix: string, out: RouteEntry[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const p of paths) {
        const full = joinPath(prefix, p);
        if (full === null) continue; // regexp route (history fallback): not an API route
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on) out.push({ method: method === '_all' ? 'all' : method.toLowerCase(), path: full });
        }
      }
    } else if (layer.handle?.stack) {
      const mounts = Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath];
      for (const mount of mounts) {
        const full = joinPath(prefix, mount);
        if (full !== null) walk(layer.handle.stack, full, out);
      }
    }
  }
}

/** Every `{ method, path }` registered in the app (deduplicated, in registration order). */
export function collectRoutes(app: Express): RouteEntry[] {
  const stack = (app as unknown as { router: { stack: LayerLike[] } }).router.stack;
  const out: RouteEntry[] = [];
  walk(stack, '', out);
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = routeKey(r);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const routeKey = (r: RouteEntry): string => `${r.method.toUpperCase()} ${r.path}`;

/** A request path for a route pattern: every `:param` becomes `value`, optional groups are kept. */
export function concretePath(pattern: string, params: Record<string, string> = {}, fallback = '1'): string {
  return pattern
    .replace(/[{}]/g, '')
    .replace(/:(\w+)/g, (_m, name: string) => params[name] ?? fallback)
    .replace(/\*(\w+)/g, 'x');
}

/** Each of these routes answers 401 without a token or with a forged one, and 403 with a user's (not an admin's) token. */
export async function expectAdminOnly(c: TestContext, routes: readonly (readonly ['get' | 'post' | 'put' | 'delete', string])[]) {
  for (const [method, url] of routes) {
    expect((await c.api[method](url)).status, `${method} ${url}`).toBe(401);
    expect((await c.api[method](url).set('Authorization', 'Bearer x.y.z')).status, `${method} ${url} bad token`).toBe(401);
    expect((await c.api[method](url).set('Authorization', `Bearer ${c.userToken()}`)).status, `${method} ${url} as user`).toBe(403);
  }
}
