import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: string }[];
  raw: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const src = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-F]{2}$/i.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      for (const b of Buffer.from(src[i], 'utf8')) bytes.push(b);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047: the white space between two adjacent encoded words is not part of the text. */
function decodeHeaderWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** A small MIME reader: enough for the multipart/alternative + attachments that nodemailer writes. */
export function parseMail(raw: string): Omit<CapturedMail, 'to'> {
  const out: Omit<CapturedMail, 'to'> = { subject: '', text: '', html: '', attachments: [], raw };
  const walk = (part: string) => {
    const split = part.search(/\r?\n\r?\n/);
    const headers = parseHeaders(split >= 0 ? part.slice(0, split) : part);
    const body = split >= 0 ? part.slice(split).replace(/^\r?\n\r?\n/, '') : '';
    if (headers.subject && !out.subject) out.subject = decodeHeaderWords(headers.subject);
    const type = headers['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const p of body.split(`--${boundary}`).slice(1)) {
        if (p.startsWith('--')) break;
        walk(p.replace(/^\r?\n/, ''));
      }
      return;
    }
    const disposition = headers['content-disposition'] ?? '';
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1];
    const content = decodeBody(headers, body);
    if (filename || /attachment/i.test(disposition)) {
      out.attachments.push({ filename: filename ?? '', contentType: type.split(';')[0], content });
    } else if (/text\/html/i.test(type)) out.html += content;
    else if (/text\/plain/i.test(type)) out.text += content;
  };
  walk(raw);
  return out;
}

/** A real SMTP server in-process; tests read the links out of what it received. */
export class MailCapture {
  readonly messages: CapturedMail[] = [];
  private server: SMTPServer;
  port = 0;
  /** While true, every message is refused (SMTP "down" for fault tests). */
  refuse = false;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (this.refuse) return callback(Object.assign(new Error('Servicio no disponible'), { responseCode: 421 }));
          const raw = Buffer.concat(chunks).toString('utf8');
          this.messages.push({ to: session.envelope.rcptTo.map((r) => r.address), ...parseMail(raw) });
          callback();
        });
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.port}/?ignoreTLS=true`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  to(address: string): CapturedMail[] {
    return this.messages.filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()));
  }

  clear(): void {
    this.messages.length = 0;
  }
}

/** First http(s) link in a captured mail's text part that contains `fragment`. */
export function linkIn(mail: CapturedMail, fragment = ''): string {
  const links = mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const link = links.find((l) => l.includes(fragment));
  if (!link) throw new Error(`no link containing "${fragment}" in mail "${mail.subject}"`);
  return link;
}
