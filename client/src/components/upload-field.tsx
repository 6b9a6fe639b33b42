import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Upload, X } from 'lucide-react';
import type { ApiClient } from '../lib/api-client';
import { apiErrorMessage } from '../lib/api-error';
import { isCanceledRequest, uploadFile } from '../lib/upload';
import { Alert } from './ui/alert';
import { FormField } from './ui/form-field';
import './upload-field.css';

export interface UploadFieldProps<R> {
  /** The HTTP client of the area (admin or user) — it carries the session. */
  api: ApiClient;
  /** Endpoint relative to the API base. */
  url: string;
  /** Multipart field name the server expects. */
  field: string;
  /** Visible label of the file picker. */
  label: string;
  /** `accept` of the file picker (a hint for the browser: the server checks the real type). */
  accept: string;
  /** Shown when the button is pressed without a file (spec §5). */
  missingMessage: string;
  /** Shown when the upload fails and the server gives no message (spec §8). */
  errorMessage: string;
  /** How long the success message stays (spec §4: 3, 4 or 5 s). */
  successMs?: number;
  buttonLabel?: string;
  hint?: ReactNode;
  /** Called with the server's answer; the caller puts the new media in its preview. */
  onUploaded?: (answer: R) => void;
  /** Text fields sent with the file (a product image's alt text). */
  fields?: Record<string, string>;
  /** Checked when the button is pressed: false stops the upload (the caller shows why, on its own field). */
  beforeUpload?: () => boolean;
}

type Status = { kind: 'idle' } | { kind: 'uploading'; progress: number | null } | { kind: 'error' | 'success' | 'canceled'; text: string };

/**
 * The one upload control: file picker, upload button, progress bar (axios upload progress) and a
 * cancel button (AbortController). Used by every upload of the site.
 */
export function UploadField<R extends { message?: string }>({
  api,
  url,
  field,
  label,
  accept,
  missingMessage,
  errorMessage,
  successMs = 5000,
  buttonLabel = 'Subir',
  hint,
  onUploaded,
  fields,
  beforeUpload,
}: UploadFieldProps<R>) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(
    () => () => {
      controller.current?.abort();
      clearTimeout(timer.current);
    },
    [],
  );

  const uploading = status.kind === 'uploading';

  const upload = async () => {
    clearTimeout(timer.current);
    if (!file) {
      setStatus({ kind: 'error', text: missingMessage });
      return;
    }
    if (beforeUpload && !beforeUpload()) return;
    const abort = new AbortController();
    controller.current = abort;
    setStatus({ kind: 'uploading', progress: 0 });
    try {
      const data = await uploadFile<R>(api, url, field, file, {
        fields,
        signal: abort.signal,
        onProgress: (progress) => setStatus({ kind: 'uploading', progress }),
      });
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      setStatus({ kind: 'success', text: data?.message || 'Archivo subido correctamente.' });
      timer.current = setTimeout(() => setStatus({ kind: 'idle' }), successMs);
      onUploaded?.(data);
    } catch (err) {
      if (isCanceledRequest(err) || abort.signal.aborted) setStatus({ kind: 'canceled', text: 'Subida cancelada.' });
      else setStatus({ kind: 'error', text: apiErrorMessage(err, errorMessage) });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  return (
    <div className="upload-field">
      {/* The upload's outcome is announced below (role alert / status), after the buttons it follows from. */}
      <FormField id={inputId} label={label} hint={hint} invalid={status.kind === 'error'} className="mb-0">
        <input
          ref={inputRef}
          type="file"
          accept={accept}
          disabled={uploading}
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            if (status.kind === 'error' || status.kind === 'canceled') setStatus({ kind: 'idle' });
          }}
        />
      </FormField>
      <div className="upload-field-actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={upload} disabled={uploading}>
          <Upload aria-hidden="true" size={16} />
          {uploading ? 'Subiendo...' : buttonLabel}
        </button>
        {uploading && (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => controller.current?.abort()}>
            <X aria-hidden="true" size={16} />
            Cancelar
          </button>
        )}
      </div>
      {uploading && (
        <div className="upload-field-progress">
          <progress max={100} value={status.progress ?? undefined} aria-label={`Progreso de subida: ${label}`} />
          <span aria-hidden="true">{status.progress === null ? '…' : `${status.progress}%`}</span>
        </div>
      )}
      {status.kind === 'error' && (
        <p className="field-error" role="alert">
          {status.text}
        </p>
      )}
      {status.kind === 'canceled' && (
        <p className="field-hint" role="status">
          {status.text}
        </p>
      )}
      {status.kind === 'success' && (
        <Alert variant="success" className="upload-field-success">
          {status.text}
        </Alert>
      )}
    </div>
  );
}
