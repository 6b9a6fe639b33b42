import axios from 'axios';
import type { ApiClient } from './api-client';

export interface UploadOptions {
  signal: AbortSignal;
  /** 0–100 as the bytes leave; null when the browser cannot tell the size. */
  onProgress: (percent: number | null) => void;
  /** Text fields sent with the file (a product image's alt text), ahead of it. */
  fields?: Record<string, string>;
}

/**
 * Sends one file as multipart (`field` is the name the server expects) through the area's client,
 * which carries the session, and resolves with the server's answer.
 */
export async function uploadFile<R>(
  api: ApiClient,
  url: string,
  field: string,
  file: File,
  { signal, onProgress, fields = {} }: UploadOptions,
): Promise<R> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append(field, file);
  const { data } = await api.post<R>(url, body, {
    signal,
    onUploadProgress: (e) => {
      const ratio = e.progress ?? (e.total ? e.loaded / e.total : undefined);
      onProgress(ratio === undefined ? null : Math.min(100, Math.round(ratio * 100)));
    },
  });
  return data;
}

/** The request was cancelled (its AbortSignal fired), not refused. */
export const isCanceledRequest = (err: unknown): boolean => axios.isCancel(err);
