import { expect } from 'vitest';

/** The page server's head as link previews read it (server/src/web/page-head.ts): tests of the dynamic pages. */

/** Every value of a meta tag (`name` or `property`) in an HTML document. */
export const metaValues = (html: string, attr: 'name' | 'property', key: string): string[] =>
  [...html.matchAll(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"\\s*/?>`, 'g'))].map((m) => m[1]);

/** The one value of a meta tag (fails when it is missing or doubled). */
export function oneMeta(html: string, attr: 'name' | 'property', key: string): string {
  const values = metaValues(html, attr, key);
  expect(values, `${attr}=${key}`).toHaveLength(1);
  return values[0];
}

/** The document's one JSON-LD block, parsed. */
export function jsonLdOf(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0][1]) as Record<string, unknown>;
}
