/** What an upload handler receives once middleware/upload.ts has checked the file. */
export type UploadKind = 'image' | 'video';

export interface VerifiedUpload {
  /** The temp file (removed after the handler). */
  tempPath: string;
  kind: UploadKind;
  /** From the magic bytes. */
  mime: string;
  ext: string;
  size: number;
}
