#!/usr/bin/env node
// The client's production build: the browser bundle, then the public pages pre-rendered to HTML.
//
//   node client/scripts/build.mjs [--outDir <dir>] [--logLevel <level>] [--sourcemap hidden]
//
// 1. `vite build` into outDir (default client/dist), with the manifest that maps source modules
//    to their chunks and CSS.
// 2. `vite build --ssr src/entry-prerender.tsx` into a temporary directory.
// 3. Every page of PRERENDERED_PAGES is rendered in Node and written to outDir/prerendered/ as a
//    copy of index.html with the markup inside #root, the page's title and description, and the
//    page module's CSS and JavaScript linked so nothing shifts or waits when it hydrates.
//    outDir/prerendered/manifest.json maps each path to its file; the server serves them.
//    Each page gets its canonical URL, Open Graph and Twitter card tags and its share image; the
//    home page the business's JSON-LD. outDir/prerendered/404.html is the not-found page and
//    routes.json the route table's paths: the server answers any other path with a 404.
//    templates.json maps the routes of TEMPLATE_PAGES (a product page) to their pre-rendered
//    loading state, whose head the server writes per request.
// 4. The icons and web manifest (share-assets.mjs), linked from every page.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  PUBLIC_URL_PLACEHOLDER,
  escapeHtml,
  inlineScripts,
  shareTags,
  themeColor,
  webManifest,
  writeIcons,
  writeShareImage,
} from './share-assets.mjs';

const clientDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const AFTER_PAINT = 'src/after-paint.ts';
const outDir = path.resolve(option('outDir', path.join(clientDir, 'dist')));
const logLevel = option('logLevel', 'info');
// 'hidden': .map files next to the chunks but not referenced by them (bench:web's CPU profiles read them).
const sourcemap = option('sourcemap', false);

await build({
  root: clientDir,
  logLevel,
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap,
    manifest: true,
    rollupOptions: { input: { index: path.join(clientDir, 'index.html'), 'after-paint': path.join(clientDir, AFTER_PAINT) } },
  },
});

// Inside the project, so that the server bundle's bare imports (react, react-router…) resolve
// (client/node_modules may not exist: npm hoists the workspace's packages to the root).
const cacheDir = path.join(clientDir, 'node_modules', '.cache');
fs.mkdirSync(cacheDir, { recursive: true });
const ssrDir = fs.mkdtempSync(path.join(cacheDir, 'vs-prerender-'));
try {
  await build({
    root: clientDir,
    logLevel: logLevel === 'info' ? 'warn' : logLevel,
    build: { ssr: 'src/entry-prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
  });
  const entry = await import(pathToFileURL(path.join(ssrDir, 'entry-prerender.js')).href);
  await prerender(entry);
} finally {
  fs.rmSync(ssrDir, { recursive: true, force: true });
}

/** Icons and web manifest; returns the shell (index.html) with them linked and the palette's theme colour. */
async function installable(shell, { SITE }) {
  const theme = themeColor(fs.readFileSync(path.join(clientDir, 'src', 'styles', 'tokens.css'), 'utf8'));
  const icons = await writeIcons(outDir, path.join(clientDir, 'public', 'favicon.svg'), theme);
  const description = /<meta name="description" content="([^"]*)"/.exec(shell)?.[1] ?? '';
  const manifest = webManifest({ name: SITE.brandName, shortName: 'Vida Sana', description, themeColor: theme, icons });
  fs.writeFileSync(path.join(outDir, 'manifest.webmanifest'), JSON.stringify(manifest, null, 2) + '\n');
  let out = shell.replace(/<meta name="theme-color" content="[^"]*" \/>/, `<meta name="theme-color" content="${theme}" />`);
  if (!out.includes(`content="${theme}"`)) throw new Error('index.html has no theme-color meta');
  out = out.replace(
    /(\n\s*)<link rel="icon"[^>]*>/,
    (tag, indent) =>
      `${tag}${indent}<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />${indent}<link rel="manifest" href="/manifest.webmanifest" />`,
  );
  if (!out.includes('rel="manifest"')) throw new Error('index.html has no icon link to put the manifest after');
  return out;
}

function assertNoInlineScript(where, html) {
  // The site's CSP allows no inline script: a page that needs one would break in the browser.
  const scripts = inlineScripts(html);
  if (scripts.length) throw new Error(`${where} contains an inline script: ${scripts[0]}`);
}

function slug(p) {
  return p === '/' ? 'inicio' : p.slice(1).toLowerCase();
}

async function prerender({ renderPage, PRERENDERED_PAGES, NOT_FOUND_PAGE, TEMPLATE_PAGES, routePaths, businessJsonLd, SITE }) {
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  // The manifest was only needed here; it must not be served.
  fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  const built = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  // "Vida Sana Coaching — Nutrición y bienestar en Colombia": the home page's share image shows the part after the dash.
  const tagline = /<title>[^<]*—\s*([^<]+)<\/title>/.exec(built)?.[1] ?? SITE.brandName;
  const shell = await installable(built, { SITE });
  assertNoInlineScript('index.html', shell);
  fs.writeFileSync(path.join(outDir, 'index.html'), shell);
  const photo = path.join(clientDir, 'public', 'images', 'about', 'about-main-800.webp');
  const theme = themeColor(fs.readFileSync(path.join(clientDir, 'src', 'styles', 'tokens.css'), 'utf8'));
  const shareImages = new Set();
  // Pre-rendered pages load the app after their first paint (src/after-paint.ts): the app's script
  // tag and module preloads leave their head and become the loader's list.
  const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!entryTag) throw new Error('index.html has no module script');
  const preloadTags = [...shell.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let template = shell.replace(entryTag[0], '');
  for (const tag of preloadTags) template = template.replace(tag[0], '');
  const appModules = [entryTag[1], ...preloadTags.map((tag) => tag[1])];
  const afterPaint = manifest[AFTER_PAINT];
  if (!afterPaint) throw new Error(`${AFTER_PAINT} is not in the Vite manifest`);
  const target = path.join(outDir, 'prerendered');
  fs.mkdirSync(target, { recursive: true });

  const pages = {};
  const renderFile = async (page, { share }) => {
    if (!manifest[page.module]) throw new Error(`${page.path}: ${page.module} is not in the Vite manifest`);
    const rendered = await renderPage(page.path);
    const { hoisted, body } = splitHoisted(rendered.html);
    const assets = moduleAssets(manifest, page.module);
    const modules = [...appModules, ...assets.js.map((file) => `/${file}`).filter((href) => !appModules.includes(href))];
    const links = [
      ...hoisted.filter((tag) => !template.includes(attribute(tag, 'imageSrcSet') ?? attribute(tag, 'href') ?? tag)),
      ...assets.css
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
        .filter((tag) => !template.includes(attribute(tag, 'href'))),
      `<script type="module" crossorigin src="/${afterPaint.file}" data-app-modules="${modules.join(' ')}"></script>`,
    ];
    if (share) {
      const canonicalPath = page.canonical ?? page.path;
      const imagePath = `/images/share/${slug(canonicalPath)}.jpg`;
      const title = (rendered.title ?? SITE.brandName).replace(` | ${SITE.brandName}`, '');
      const heading = title === SITE.brandName ? tagline : title;
      if (!shareImages.has(imagePath)) {
        await writeShareImage(path.join(outDir, imagePath), { title: heading, brand: SITE.brandName, photo, background: theme });
        shareImages.add(imagePath);
      }
      links.unshift(
        ...shareTags({
          canonicalPath,
          title: rendered.title ?? SITE.brandName,
          description: rendered.description ?? '',
          imagePath,
          imageAlt: `${heading} — ${SITE.brandName}`,
          jsonLd: page.path === '/' ? businessJsonLd(PUBLIC_URL_PLACEHOLDER) : undefined,
        }),
      );
    }
    const html = pageHtml(template, { html: body, title: rendered.title, description: rendered.description, links, share });
    assertNoInlineScript(page.path, html);
    return html;
  };
  for (const page of PRERENDERED_PAGES) {
    const file = `${slug(page.path)}.html`;
    fs.writeFileSync(path.join(target, file), await renderFile(page, { share: true }));
    pages[page.path.toLowerCase()] = file;
  }
  fs.writeFileSync(path.join(target, 'manifest.json'), JSON.stringify(pages, null, 2) + '\n');
  // Not a page of its own (no canonical address): what any path outside the route table shows.
  fs.writeFileSync(path.join(target, '404.html'), await renderFile(NOT_FOUND_PAGE, { share: false }));
  // Their share tags come from the server, which knows the product.
  const templates = {};
  for (const page of TEMPLATE_PAGES) {
    const file = `plantilla${page.route.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.html`;
    fs.writeFileSync(path.join(target, file), await renderFile(page, { share: false }));
    templates[page.route] = file;
  }
  fs.writeFileSync(path.join(target, 'templates.json'), JSON.stringify(templates, null, 2) + '\n');
  fs.writeFileSync(path.join(target, 'routes.json'), JSON.stringify(routePaths(), null, 2) + '\n');
  console.log(
    `Pre-rendered ${Object.keys(pages).length} pages and the not-found page into ${path.relative(process.cwd(), target) || target}`,
  );
}

/** The chunk files and CSS a module needs before it runs: its own and those of its static imports. */
function moduleAssets(manifest, key, seen = new Set(), assets = { js: [], css: [] }) {
  if (seen.has(key)) return assets;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk.isEntry) assets.js.push(chunk.file);
  for (const css of chunk.css ?? []) if (!assets.css.includes(css)) assets.css.push(css);
  for (const imported of chunk.imports ?? []) moduleAssets(manifest, imported, seen, assets);
  return assets;
}

/**
 * React puts the resources it hoists (image preloads) at the start of a markup that has no
 * <head>; they belong in the page's head, not inside #root where hydration expects the app.
 */
function splitHoisted(html) {
  const hoisted = [];
  let rest = html;
  for (let m = /^<link\b[^>]*\/?>/.exec(rest); m; m = /^<link\b[^>]*\/?>/.exec(rest)) {
    hoisted.push(m[0]);
    rest = rest.slice(m[0].length);
  }
  return { hoisted, body: rest };
}

function attribute(tag, name) {
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return m ? m[1] : undefined;
}

function pageHtml(template, { html, title, description, links, share }) {
  let out = template;
  const replace = (pattern, value) => {
    if (!pattern.test(out)) throw new Error(`index.html has no match for ${pattern}`);
    out = out.replace(pattern, () => value);
  };
  if (title) replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (description)
    replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${escapeHtml(description)}" />`);
  if (title) replace(/<meta property="og:title" content="[^"]*" \/>/, `<meta property="og:title" content="${escapeHtml(title)}" />`);
  if (description)
    replace(
      /<meta property="og:description" content="[^"]*" \/>/,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
    );
  if (share) replace(/<meta name="twitter:card" content="summary" \/>/, '<meta name="twitter:card" content="summary_large_image" />');
  replace(/\n\s*<\/head>/, `\n${links.map((l) => `    ${l}\n`).join('')}  </head>`);
  replace(/<div id="root"><\/div>/, `<div id="root">${html}</div>`);
  return out;
}
