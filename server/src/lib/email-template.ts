/** Escapes text for HTML bodies: every user-supplied value goes through this. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface EmailContent {
  brandName: string;
  title: string;
  /** Plain-text paragraphs (escaped for HTML here). */
  paragraphs: string[];
  /** Label/value rows shown as a small table. */
  details?: [string, string][];
  button?: { label: string; url: string };
  footer?: string;
}

/** The Spanish HTML + plain-text pair of every e-mail the site sends. */
export function renderEmail(c: EmailContent): { html: string; text: string } {
  const details = c.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${c.details
        .map(
          ([k, v]) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#52606D">${escapeHtml(k)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const button = c.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.button.url)}" style="background:#2E7D32;color:#fff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(c.button.label)}</a></p><p style="font-size:13px;color:#52606D">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(c.button.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="es"><body style="margin:0;background:#E8F5E9;font-family:Arial,Helvetica,sans-serif;color:#1F2933">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#fff;border-radius:12px;padding:32px">
<p style="color:#2E7D32;font-weight:700;margin:0 0 8px">${escapeHtml(c.brandName)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(c.title)}</h1>
${c.paragraphs.map((p) => `<p style="line-height:1.6">${escapeHtml(p)}</p>`).join('\n')}
${details}
${button}
</div>
<p style="font-size:12px;color:#52606D;text-align:center">${escapeHtml(c.footer ?? `${c.brandName} · Todos los derechos reservados.`)}</p>
</div></body></html>`;
  const text = [
    c.brandName,
    '',
    c.title,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.details ?? []).map(([k, v]) => `${k}: ${v}`),
    ...(c.details?.length ? [''] : []),
    ...(c.button ? [`${c.button.label}: ${c.button.url}`, ''] : []),
    c.footer ?? `${c.brandName} · Todos los derechos reservados.`,
  ].join('\n');
  return { html, text };
}
