import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_WIDTHS, SHARE_IMAGE_WIDTH, hasImageVariants, imageSharePath, imageVariantPath } from '@app/shared/media';
import { UPLOAD_MESSAGES } from '@app/shared/admin-content';
import { badRequest } from './errors.js';

/**
 * The only module that writes under uploads/. Every file lands as `uploads/<kind>/<random>.<ext>`:
 * written to a dot-prefixed temp name in the same folder (never served: /uploads denies
 * dotfiles) and then renamed, so a reader never sees half a file. Names are random; nothing a
 * user sends (file names, paths) is ever used to build a path.
 */
export const MEDIA_KINDS = ['slider', 'video', 'perfil', 'testimonials', 'inicio', 'productos', 'blog', 'retos'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Stored images are re-encoded to at most this width (the variants cover the smaller ones). */
const MAX_IMAGE_WIDTH = 2560;
/** Decompression-bomb guard: a 5 MB file may still declare a huge canvas. */
const MAX_INPUT_PIXELS = 50_000_000;
const TEMP_PREFIX = '.tmp-';
const STALE_TEMP_MS = 60 * 60 * 1000;

/** What one store call wrote: the path the database keeps and every file behind it. */
export interface StoredMedia {
  /** Relative to the site root, e.g. 'uploads/slider/3f…9a.webp'. */
  path: string;
  /** Relative paths of every file written (the main one and its variants). */
  files: string[];
}

const SAFE_RELATIVE = /^uploads\/[a-z0-9_-]+\/[A-Za-z0-9_-]+(?:-\d+)?\.[a-z0-9]{2,5}$/;

export interface MediaStorage {
  /** Re-encodes an image (auto-rotated, metadata stripped) to WebP plus its responsive widths and a JPEG for link previews. */
  storeImage(kind: MediaKind, sourceFile: string): Promise<StoredMedia>;
  /** Copies a video as uploaded; `ext` comes from the detected type, never from the client. */
  storeVideo(kind: MediaKind, sourceFile: string, ext: string): Promise<StoredMedia>;
  /** Removes what a store call wrote (the database did not take it). */
  discard(stored: StoredMedia): Promise<void>;
  /** Removes a stored file and its image variants; ignores paths that are not ours. */
  remove(relativePath: string): Promise<void>;
  /** Absolute path of a stored relative path, or null when it is not a path we could have written. */
  resolve(relativePath: string): string | null;
  /** Deletes temp files left by a crash (older than an hour). */
  sweepStaleTemps(): Promise<void>;
}

export function createMediaStorage(uploadsDir: string): MediaStorage {
  const root = path.resolve(uploadsDir);

  function resolve(relativePath: string): string | null {
    if (!SAFE_RELATIVE.test(relativePath)) return null;
    const abs = path.resolve(root, relativePath.slice('uploads/'.length));
    return abs.startsWith(root + path.sep) ? abs : null;
  }

  async function folder(kind: MediaKind): Promise<string> {
    if (!MEDIA_KINDS.includes(kind)) throw new Error(`unknown media kind ${kind}`);
    const dir = path.join(root, kind);
    await fs.mkdir(dir, { recursive: true });
    return dir;
  }

  const randomName = () => crypto.randomBytes(16).toString('hex');

  /** Writes through `write(tempFile)` then renames into place: the final name appears complete or not at all. */
  async function atomicWrite(dir: string, finalName: string, write: (tempFile: string) => Promise<void>): Promise<void> {
    const temp = path.join(dir, `${TEMP_PREFIX}${randomName()}`);
    try {
      await write(temp);
      await fs.rename(temp, path.join(dir, finalName));
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
  }

  async function removeRelative(files: string[]): Promise<void> {
    await Promise.all(
      files.map(async (rel) => {
        const abs = resolve(rel);
        if (abs) await fs.rm(abs, { force: true });
      }),
    );
  }

  return {
    resolve,

    async storeImage(kind, sourceFile) {
      const dir = await folder(kind);
      const name = randomName();
      const rel = `uploads/${kind}/${name}.webp`;
      // Decode once (this is where a damaged or disguised image fails), then encode each size.
      let decodedImage: { data: Buffer; info: OutputInfo };
      try {
        decodedImage = await sharp(sourceFile, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
          .raw()
          .toBuffer({ resolveWithObject: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).syscall) throw err;
        const message = err instanceof Error ? err.message : '';
        throw badRequest(/pixel limit/i.test(message) ? UPLOAD_MESSAGES.imageTooManyPixels : UPLOAD_MESSAGES.imageDamaged);
      }
      const { data, info } = decodedImage;
      // Raw pixels carry no metadata at all: EXIF (GPS, camera), XMP and comments are gone.
      const decoded = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const written: string[] = [];
      try {
        await atomicWrite(dir, `${name}.webp`, async (temp) => {
          await decoded().webp({ quality: 82 }).toFile(temp);
        });
        written.push(rel);
        for (const width of IMAGE_WIDTHS) {
          const variant = imageVariantPath(rel, width);
          await atomicWrite(dir, path.basename(variant), async (temp) => {
            await decoded().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toFile(temp);
          });
          written.push(variant);
        }
        const share = imageSharePath(rel);
        await atomicWrite(dir, path.basename(share), async (temp) => {
          // JPEG has no transparency: a transparent PNG's background becomes white, not black.
          await decoded()
            .resize({ width: SHARE_IMAGE_WIDTH, withoutEnlargement: true })
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 80, mozjpeg: true })
            .toFile(temp);
        });
        written.push(share);
        return { path: rel, files: written };
      } catch (err) {
        await removeRelative(written);
        throw err;
      }
    },

    async storeVideo(kind, sourceFile, ext) {
      if (!/^[a-z0-9]{2,5}$/.test(ext)) throw new Error(`unsafe extension ${ext}`);
      const dir = await folder(kind);
      const name = `${randomName()}.${ext}`;
      await atomicWrite(dir, name, (temp) => fs.copyFile(sourceFile, temp));
      const rel = `uploads/${kind}/${name}`;
      return { path: rel, files: [rel] };
    },

    async discard(stored) {
      await removeRelative(stored.files);
    },

    async remove(relativePath) {
      const files = [relativePath];
      if (hasImageVariants(relativePath))
        files.push(...IMAGE_WIDTHS.map((w) => imageVariantPath(relativePath, w)), imageSharePath(relativePath));
      await removeRelative(files);
    },

    async sweepStaleTemps() {
      const cutoff = Date.now() - STALE_TEMP_MS;
      for (const kind of MEDIA_KINDS) {
        const dir = path.join(root, kind);
        const names = await fs.readdir(dir).catch(() => [] as string[]);
        for (const entry of names.filter((n) => n.startsWith(TEMP_PREFIX))) {
          const file = path.join(dir, entry);
          const stat = await fs.stat(file).catch(() => null);
          if (stat && stat.mtimeMs < cutoff) await fs.rm(file, { force: true });
        }
      }
    },
  };
}
