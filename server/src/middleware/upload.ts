import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { fileTypeFromFile } from 'file-type';
import { IMAGE_MAX_BYTES } from '@app/shared/media';
import { UPLOAD_MESSAGES } from '@app/shared/admin-content';
import type { Config } from '../config.js';
import { AppError, badRequest } from '../lib/errors.js';
import type { UploadKind, VerifiedUpload } from '../lib/verified-upload.js';

/**
 * The one way a request brings a file in (docs/architecture.md §7): multer with explicit limits writes it
 * to a temp file under a random name (the client's file name is never used), its type is decided
 * by its magic bytes (never by the browser's MIME type or the extension), the handler stores it
 * through lib/storage.ts, and the temp file is removed before the answer is sent, whatever happens.
 */

/** Detected type → extension we store (videos keep their bytes; images are re-encoded anyway). */
const ALLOWED: Record<UploadKind, Record<string, string>> = {
  image: { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' },
  video: { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/ogg': 'ogv', 'video/quicktime': 'mov' },
};

export interface UploadSpec {
  field: string;
  kind: UploadKind;
  /** Message when the request carries no file (default: 'Por favor, selecciona un archivo.'). */
  missingMessage?: (req: Request) => string;
}

export interface UploadAnswer {
  status?: number;
  body: unknown;
}

export type UploadHandler = (req: Request, upload: VerifiedUpload) => Promise<UploadAnswer>;

export interface Uploads {
  /** Route handler: receives `spec.field`, verifies it, runs `handler`, cleans up, then answers. */
  handle(spec: UploadSpec, handler: UploadHandler): RequestHandler;
  /** The folder of temp files (tests check it stays empty). */
  tempDir: string;
}

const MAX_TEMP_AGE_MS = 60 * 60 * 1000;

export function createUploads(config: Pick<Config, 'dataDir' | 'videoMaxBytes'>): Uploads {
  const tempDir = path.join(config.dataDir, 'tmp-uploads');
  fs.mkdirSync(tempDir, { recursive: true });
  sweepStaleTemps(tempDir);

  const storage = multer.diskStorage({
    destination: (_req, _file, cb) => {
      fs.promises.mkdir(tempDir, { recursive: true }).then(
        () => cb(null, tempDir),
        (err: Error) => cb(err, tempDir),
      );
    },
    filename: (_req, _file, cb) => cb(null, `upload-${crypto.randomBytes(16).toString('hex')}`),
  });

  const maxBytes = (kind: UploadKind) => (kind === 'image' ? IMAGE_MAX_BYTES : config.videoMaxBytes);

  function receive(spec: UploadSpec, req: Request, res: Response): Promise<void> {
    const middleware = multer({
      storage,
      limits: { fileSize: maxBytes(spec.kind), files: 1, fields: 10, fieldNameSize: 100, fieldSize: 64 * 1024, parts: 12 },
    }).single(spec.field);
    return new Promise((resolve, reject) => middleware(req, res, (err?: unknown) => (err ? reject(err) : resolve())));
  }

  function toAppError(err: unknown, spec: UploadSpec): unknown {
    if (err instanceof AppError) return err;
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE') {
        return new AppError(
          413,
          spec.kind === 'image' ? UPLOAD_MESSAGES.imageTooLarge : UPLOAD_MESSAGES.videoTooLarge(config.videoMaxBytes),
        );
      }
      if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT')
        return badRequest(UPLOAD_MESSAGES.wrongField(spec.field));
      return badRequest(UPLOAD_MESSAGES.badRequest);
    }
    // Disk and other system failures stay 500s; the rest is a malformed or interrupted body.
    if ((err as NodeJS.ErrnoException)?.syscall) return err;
    if (err instanceof Error && /aborted|closed/i.test(err.message)) return badRequest(UPLOAD_MESSAGES.interrupted);
    return badRequest(UPLOAD_MESSAGES.badRequest);
  }

  async function verify(spec: UploadSpec, file: Express.Multer.File): Promise<VerifiedUpload> {
    const detected = await fileTypeFromFile(file.path);
    const ext = detected ? ALLOWED[spec.kind][detected.mime] : undefined;
    if (!detected || !ext) throw badRequest(spec.kind === 'image' ? UPLOAD_MESSAGES.imageType : UPLOAD_MESSAGES.videoType);
    return { tempPath: file.path, kind: spec.kind, mime: detected.mime, ext, size: file.size };
  }

  return {
    tempDir,
    handle(spec, handler) {
      return async (req, res) => {
        let answer: UploadAnswer;
        try {
          try {
            await receive(spec, req, res);
          } catch (err) {
            throw toAppError(err, spec);
          }
          if (!req.file) throw badRequest(spec.missingMessage?.(req) ?? UPLOAD_MESSAGES.missingFile);
          answer = await handler(req, await verify(spec, req.file));
        } finally {
          if (req.file?.path) await fs.promises.rm(req.file.path, { force: true });
        }
        res.status(answer.status ?? 200).json(answer.body);
      };
    },
  };
}

/** Temp files older than an hour belong to a process that crashed mid-upload. */
function sweepStaleTemps(dir: string): void {
  const cutoff = Date.now() - MAX_TEMP_AGE_MS;
  void fs.promises
    .readdir(dir)
    .then((names) =>
      Promise.all(
        names.map(async (name) => {
          const file = path.join(dir, name);
          const stat = await fs.promises.stat(file).catch(() => null);
          if (stat && stat.mtimeMs < cutoff) await fs.promises.rm(file, { force: true });
        }),
      ),
    )
    .catch(() => undefined);
}
