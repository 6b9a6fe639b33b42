import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS, hasImageVariants, imageSharePath, imageVariantPath } from '@app/shared/media';
/**
 * The <head> of a page whose data is only known at request time (a product page): link previews
 * (WhatsApp, Facebook) and search engines read the HTML and run no JavaScript, so its title,
 * description, canonical address, Open Graph tags and JSON-LD must be in the document the server
 * sends. The body stays the pre-rendered loading state the browser hydrates (ADR 006); only the
 * head is written here, with string replacement, no React render per request.
 */
export interface PageHead {
  /** The whole document title ("Batido … | Vida Sana Coaching"). */
  title: string;
  description: string;
  /** Absolute URL of the page (canonical and og:url). */
  url: string;
  /** Open Graph type. */
  type: 'website' | 'product' | 'article';
  image: { url: string; alt: string; type?: string };
  /** More Open Graph properties (`product:price:amount`, `article:published_time`…), in order. */
  properties?: [property: string, content: string][];
  /** A schema.org object, written as JSON-LD. */
  jsonLd?: object;
  /** Resources the page asks for first (its picture, its data), fetched while its script loads. */
  preloads?: { href: string; as: 'image' | 'fetch'; imageSrcSet?: string; imageSizes?: string }[];
}

/**
 * Whether a media path ('uploads/…') is on disk under `uploadsDir` (a picture stored before the
 * share JPEG existed has none). Stored media names are never reused (a replacement gets a new
 * name), so the answer for a path holds: it is asked of the disk once, not on every page view.
 */
export function mediaFileCheck(uploadsDir: string, remembered = 2000): (relative: string) => boolean {
  const root = path.resolve(uploadsDir);
  const known = new Map<string, boolean>();
  return (relative) => {
    let exists = known.get(relative);
    if (exists === undefined) {
      exists = fs.existsSync(path.join(root, relative.replace(/^uploads\//, '')));
      if (known.size >= remembered) known.clear();
      known.set(relative, exists);
    }
    return exists;
  };
}

/**
 * The link-preview image of a page's picture: the JPEG copy the media pipeline stores beside it
 * when there is one (WhatsApp shows no WebP), else the picture itself, else the page kind's card
 * (`fallback`, a path under the site's root).
 */
export function shareImage(
  picture: { path: string; alt: string } | null,
  { publicUrl, fallback, alt }: { publicUrl: string; fallback: string; alt: string },
  exists: (relative: string) => boolean,
): PageHead['image'] {
  const variant = picture && hasImageVariants(picture.path) ? picture.path : null;
  if (variant && exists(imageSharePath(variant)))
    return { url: `${publicUrl}/${imageSharePath(variant)}`, type: 'image/jpeg', alt: picture!.alt };
  if (picture)
    return {
      url: `${publicUrl}/${variant ? imageVariantPath(variant, 1280) : picture.path}`,
      type: variant ? 'image/webp' : undefined,
      alt: picture.alt,
    };
  return { url: `${publicUrl}${fallback}`, type: 'image/jpeg', alt };
}

/** An attribute value or text for HTML. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * JSON inside <script type="application/ld+json">: "<" escaped, so no string of the data (a name
 * typed in the back office) can close the element or open a comment; U+2028/2029 too, for older
 * parsers that end a line there.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/** The template's own tags that the page's head replaces (the build writes them for every page). */
const REPLACED = [
  /<title>[^<]*<\/title>\s*/,
  /<meta name="description" content="[^"]*"\s*\/?>\s*/,
  /<meta property="og:type" content="[^"]*"\s*\/?>\s*/,
  /<meta property="og:title" content="[^"]*"\s*\/?>\s*/,
  /<meta property="og:description" content="[^"]*"\s*\/?>\s*/,
  /<meta name="twitter:card" content="[^"]*"\s*\/?>\s*/,
  /<link rel="canonical" href="[^"]*"\s*\/?>\s*/,
  /<meta property="og:(?:url|image(?::[a-z]+)?)" content="[^"]*"\s*\/?>\s*/g,
  /<meta name="twitter:(?:title|description|image)" content="[^"]*"\s*\/?>\s*/g,
  /<script type="application\/ld\+json">[\s\S]*?<\/script>\s*/g,
];

/** The template with `head` in place of its own title, description and share tags. */
export function withPageHead(template: string, head: PageHead): string {
  let html = template;
  for (const pattern of REPLACED) html = html.replace(pattern, '');
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.url)}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image.url),
    ...(head.image.type ? [meta('property', 'og:image:type', head.image.type)] : []),
    meta('property', 'og:image:alt', head.image.alt),
    ...(head.properties ?? []).map(([property, content]) => meta('property', property, content)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    ...(head.preloads ?? []).map(
      (p) =>
        `<link rel="preload" as="${p.as}" href="${escapeHtml(p.href)}"` +
        (p.as === 'fetch' ? ' crossorigin="anonymous"' : ' fetchpriority="high"') +
        (p.imageSrcSet ? ` imagesrcset="${escapeHtml(p.imageSrcSet)}"` : '') +
        (p.imageSizes ? ` imagesizes="${escapeHtml(p.imageSizes)}"` : '') +
        '>',
    ),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonLdText(head.jsonLd)}</script>`] : []),
  ];
  const end = html.indexOf('</head>');
  if (end === -1) return html;
  return `${html.slice(0, end)}${tags.map((t) => `    ${t}\n`).join('')}  ${html.slice(end)}`;
}

/**
 * An `<img>` of a stored picture drawn as the client's components draw it (client lib/api-base.ts
 * `mediaUrl`, `mediaSrcSet`): the same address, widths and box, so that when the app takes the page
 * over, the browser reuses the file it already has and its picture is the same size (the page's
 * largest paint stays the server's).
 */
export function mediaImg(
  relative: string,
  {
    alt,
    sizes,
    width,
    height,
    className,
    priority = false,
  }: { alt: string; sizes: string; width: number; height: number; className?: string; priority?: boolean },
): string {
  const srcset = hasImageVariants(relative)
    ? ` srcset="${escapeHtml(IMAGE_WIDTHS.map((w) => `/${imageVariantPath(relative, w)} ${w}w`).join(', '))}" sizes="${escapeHtml(sizes)}"`
    : '';
  return (
    `<img${className ? ` class="${escapeHtml(className)}"` : ''} src="/${escapeHtml(relative.replace(/^\/+/, ''))}"${srcset}` +
    ` width="${width}" height="${height}" alt="${escapeHtml(alt)}"` +
    (priority ? ' fetchpriority="high" decoding="sync"' : ' loading="lazy" decoding="async"') +
    '>'
  );
}

/**
 * The readable content of a page known only at request time (a blog post, the blog's list): the
 * text itself in the HTML, for readers without JavaScript and for search engines. `html` is markup
 * the server made safe (the post's sanitised body, escaped texts).
 *
 * Contract with the client: the page's pre-rendered template holds an empty `<div id="<slot>"></div>`
 * where the content goes; the server fills it and the client page renders the same element around
 * the same HTML, so hydration adopts it. A template without that element gets the content as the
 * root's only child when the root is empty (the SPA shell, until the client page exists), and
 * nothing otherwise (a pre-rendered page whose markup hydration expects as it is).
 */
export interface PageBody {
  slot: string;
  html: string;
}

export function withPageBody(template: string, body: PageBody): string {
  const slot = `<div id="${body.slot}"></div>`;
  const filled = `<div id="${body.slot}">${body.html}</div>`;
  if (template.includes(slot)) return template.replace(slot, () => filled);
  const root = '<div id="root"></div>';
  if (template.includes(root)) return template.replace(root, () => `<div id="root">${filled}</div>`);
  return template;
}
