/**
 * Addresses made from titles and names (products, blog posts, tags): one slug rule for every kind.
 * Zod-free, so a public page may import it.
 */

/** Lower-case words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug any kind stores (products, posts). */
export const SLUG_MAX = 160;

/** Lower case, accents folded (ñ → n), anything else between words → one hyphen; at most `max` characters. */
export function slugify(text: string, max: number = SLUG_MAX): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
