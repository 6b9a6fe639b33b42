import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { inlineScripts, shareTags, themeColor, webManifest, writeIcons, writeShareImage } from './share-assets.mjs';

const clientDir = path.resolve(import.meta.dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-share-assets-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const tokens = fs.readFileSync(path.join(clientDir, 'src', 'styles', 'tokens.css'), 'utf8');

describe('web manifest and icons', () => {
  it('takes the theme colour from the palette', () => {
    expect(themeColor(tokens)).toBe(/--color-primary:\s*(#[0-9a-f]+)/i.exec(tokens)![1].toLowerCase());
    expect(() => themeColor(':root {}')).toThrow(/--color-primary/);
  });

  it('draws the icons the manifest lists, a 180 px apple-touch-icon and an opaque maskable 512 px icon', async () => {
    const theme = themeColor(tokens);
    const icons = await writeIcons(out, path.join(clientDir, 'public', 'favicon.svg'), theme);
    const manifest = webManifest({ name: 'Vida Sana Coaching', shortName: 'Vida Sana', description: 'd', themeColor: theme, icons });
    expect(manifest).toMatchObject({ name: 'Vida Sana Coaching', start_url: '/', display: 'standalone', theme_color: theme });
    expect(manifest.icons.some((i: { purpose: string; sizes: string }) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const meta = await sharp(path.join(out, icon.src)).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
    }
    const apple = await sharp(path.join(out, 'icons', 'apple-touch-icon.png')).metadata();
    expect([apple.width, apple.height]).toEqual([180, 180]);
    // The maskable icon's corners (outside the safe zone) are the theme colour, not transparent.
    const { data } = await sharp(path.join(out, 'icons', 'maskable-512.png'))
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const hex = `#${[...data.subarray(0, 3)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
    expect(hex).toBe(theme);
    expect(data[3]).toBe(255);
  });

  it('draws a 1200 × 630 share image', async () => {
    const file = path.join(out, 'share', 'reto.jpg');
    await writeShareImage(file, {
      title: 'Reto 21 días',
      brand: 'Vida Sana',
      photo: path.join(clientDir, 'public', 'images', 'about', 'about-main-800.webp'),
      background: '#2e7d32',
    });
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
  });
});

describe('share tags', () => {
  it('names the canonical URL, Open Graph and Twitter card data, with the JSON-LD as a data block', () => {
    const tags = shareTags({
      canonicalPath: '/registro',
      title: 'Registro | V',
      description: 'Reserva <ya>',
      imagePath: '/images/share/registro.jpg',
      imageAlt: 'Registro',
      jsonLd: { name: '</script><script>alert(1)</script>' },
    }).join('\n');
    expect(tags).toContain('<link rel="canonical" href="__PUBLIC_URL__/registro">');
    expect(tags).toContain('<meta property="og:url" content="__PUBLIC_URL__/registro">');
    expect(tags).toContain('<meta property="og:image" content="__PUBLIC_URL__/images/share/registro.jpg">');
    expect(tags).toContain('<meta name="twitter:description" content="Reserva &lt;ya&gt;">');
    expect(tags).not.toContain('</script><script>');
    expect(inlineScripts(tags)).toEqual([]);
  });

  it('finds inline scripts, but not module scripts with a src or JSON-LD data blocks', () => {
    expect(inlineScripts('<script type="module" src="/a.js"></script><script type="application/ld+json">{}</script>')).toEqual([]);
    expect(inlineScripts('<script>alert(1)</script>')).toHaveLength(1);
    expect(inlineScripts('<script type="module">import "/a.js"</script>')).toHaveLength(1);
  });
});
