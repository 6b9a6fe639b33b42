import { useState } from 'react';
import { Copy, Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { downloadBlob } from '../../../lib/download-file';
// its actions row is the kit's; the login page shows it outside the dashboard, which loads the kit
import '../../../components/admin-kit/admin-kit.css';

/** The ten recovery codes, shown once: copy or download them before leaving. */
export function RecoveryCodes({ codes, brand = 'Vida Sana' }: { codes: string[]; brand?: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = `Códigos de recuperación (${brand}). Cada uno sirve una sola vez.\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Códigos copiados al portapapeles.');
    } catch {
      setCopied('No se pudieron copiar: selecciónalos y cópialos a mano.');
    }
  };
  const download = () => downloadBlob('codigos-de-recuperacion.txt', new Blob([text], { type: 'text/plain;charset=utf-8' }));

  return (
    <div className="stack twofa-recovery">
      <Alert variant="warning">
        <p>
          Guarda estos códigos en un lugar seguro. Cada uno sirve <strong>una sola vez</strong> si pierdes tu teléfono. No los volverás a
          ver.
        </p>
      </Alert>
      <ol className="twofa-codes" aria-label="Códigos de recuperación">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="admin-actions">
        <button type="button" className="btn btn-outline btn-sm" onClick={copy}>
          <Copy aria-hidden="true" size={16} />
          Copiar códigos
        </button>
        <button type="button" className="btn btn-outline btn-sm" onClick={download}>
          <Download aria-hidden="true" size={16} />
          Descargar (.txt)
        </button>
      </div>
      <p aria-live="polite" className="text-muted">
        {copied}
      </p>
    </div>
  );
}
