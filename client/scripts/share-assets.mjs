// Build-time assets for sharing and installing the site (client/scripts/build.mjs): the app icons
// and web manifest, each pre-rendered page's share image, and the <head> tags that name them.
// Absolute addresses use PUBLIC_URL_PLACEHOLDER: the site's address is only known at run time
// (PUBLIC_URL), and the server fills it in when it loads the pages (server/src/web/spa-pages.ts).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';
export const SHARE_IMAGE = { width: 1200, height: 630 };

/** The palette's primary colour (client/src/styles/tokens.css), the theme colour of the manifest and of the browser UI. */
export function themeColor(tokensCss) {
  const m = /--color-primary:\s*(#[0-9a-f]{3,8})\s*;/i.exec(tokensCss);
  if (!m) throw new Error('tokens.css has no --color-primary');
  return m[1].toLowerCase();
}

/** Text or attribute value for HTML and SVG markup. */
export function escapeHtml(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The installable icons, drawn from the favicon: "any" icons at 192 and 512 px, a 180 px
 * apple-touch-icon (iOS ignores transparency: the mark on a white square), and a 512 px maskable
 * icon whose mark stays inside the 80 % safe zone on a background of the theme colour.
 */
export async function writeIcons(outDir, faviconSvg, background) {
  const dir = path.join(outDir, 'icons');
  fs.mkdirSync(dir, { recursive: true });
  const svg = fs.readFileSync(faviconSvg);
  const mark = (size) =>
    sharp(svg, { density: Math.ceil((72 * size) / 32) })
      .resize(size, size)
      .png()
      .toBuffer();
  const square = async (size, inner, bg) =>
    sharp({ create: { width: size, height: size, channels: 4, background: bg } })
      .composite([{ input: await mark(inner), gravity: 'centre' }])
      .png()
      .toBuffer();
  const files = {
    'icon-192.png': await mark(192),
    'icon-512.png': await mark(512),
    'apple-touch-icon.png': await square(180, 160, '#ffffff'),
    'maskable-512.png': await square(512, 360, background),
  };
  for (const [name, data] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), data);
  return [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ];
}

export function webManifest({ name, shortName, description, themeColor: theme, icons }) {
  return {
    name,
    short_name: shortName,
    description,
    lang: 'es-CO',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: theme,
    icons,
  };
}

/** Breaks a title into lines of at most `max` characters, at spaces. */
function wrap(text, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A page's share image (1200 × 630, the size Facebook, WhatsApp and X show large): the page's
 * title and the brand on the theme colour, beside the site's photo.
 */
export async function writeShareImage(file, { title, brand, photo, background }) {
  const { width, height } = SHARE_IMAGE;
  const photoWidth = 460;
  const lines = wrap(title, 20).slice(0, 4);
  const fontSize = lines.length > 3 ? 54 : 62;
  const top = height / 2 - ((lines.length - 1) * fontSize * 1.15) / 2 + 10;
  const text = lines
    .map(
      (l, i) =>
        `<text x="64" y="${top + i * fontSize * 1.15}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeHtml(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width - photoWidth}" height="${height}">
    <rect width="100%" height="100%" fill="${background}"/>
    <g font-family="Poppins, 'DejaVu Sans', Arial, sans-serif">
      <text x="64" y="96" font-size="34" fill="#e8f5e9">${escapeHtml(brand)}</text>
      ${text}
      <rect x="64" y="${height - 88}" width="96" height="8" rx="4" fill="#f57c00"/>
    </g>
  </svg>`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background } })
    .composite([
      { input: Buffer.from(svg), left: 0, top: 0 },
      { input: await sharp(photo).resize(photoWidth, height, { fit: 'cover' }).toBuffer(), left: width - photoWidth, top: 0 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file);
}

/**
 * The <head> tags that make a page shareable: canonical URL, Open Graph and Twitter card, and,
 * when given, a JSON-LD block (a data block: the browser never runs it, so the CSP's script-src
 * does not apply to it).
 */
export function shareTags({ canonicalPath, title, description, imagePath, imageAlt, jsonLd }) {
  const url = `${PUBLIC_URL_PLACEHOLDER}${canonicalPath}`;
  const image = `${PUBLIC_URL_PLACEHOLDER}${imagePath}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}">`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(imageAlt)}">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  ];
  if (jsonLd) {
    // "<" escaped so that no string in the data can close the script element.
    tags.push(`<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>`);
  }
  return tags;
}

/**
 * Scripts the strict CSP would block: any <script> without src, except JSON-LD data blocks,
 * which browsers do not execute.
 */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[0])
    .filter((tag) => !/\ssrc=/i.test(tag) && !/\stype="application\/ld\+json"/i.test(tag));
}
