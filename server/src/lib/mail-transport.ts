import { Worker } from 'node:worker_threads';
import type { Logger } from './logger.js';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64' }[];
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

type Reply =
  | { id: number; ok: true; file?: string; links?: string[] }
  | { id: number; ok: false; message: string; code?: string; responseCode?: number };

/** A send the worker refused or could not finish, with nodemailer's code when it gave one. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly responseCode?: number,
  ) {
    super(message);
  }
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under the mail
 * folder and its links are logged, so the e-mail flows work on a fresh clone.
 *
 * nodemailer runs in a worker thread (mail-sender.worker.mjs): building a MIME message and
 * writing it out cost ≈ 0.4 ms of the event loop per e-mail, as much as a third of a booking,
 * and the outbox sends one e-mail per booking while bookings keep arriving. The thread starts
 * with the first e-mail and keeps the process alive only while a send is in flight.
 */
export function createMailTransport(opts: { smtpUrl?: string; dir: string; logger: Logger }): MailTransport {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { mail: OutgoingMail; resolve: () => void; reject: (err: Error) => void }>();

  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  function start(): Worker {
    const w = new Worker(new URL('./mail-sender.worker.mjs', import.meta.url), {
      workerData: { smtpUrl: opts.smtpUrl, dir: opts.dir },
      execArgv: [],
    });
    w.unref();
    w.on('message', (reply: Reply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (pending.size === 0) w.unref();
      if (!reply.ok) return p.reject(new MailSendError(reply.message, reply.code, reply.responseCode));
      if (reply.file) {
        opts.logger.info(
          { to: p.mail.to, subject: p.mail.subject, file: reply.file, links: reply.links },
          'e-mail written to disk (no SMTP_URL)',
        );
      }
      p.resolve();
    });
    w.on('error', (err: Error) => failAll(err));
    w.on('exit', () => {
      if (worker === w) worker = undefined;
      failAll(new MailSendError('mail sender thread stopped'));
    });
    return w;
  }

  return {
    send(mail) {
      const w = (worker ??= start());
      const id = ++nextId;
      return new Promise<void>((resolve, reject) => {
        pending.set(id, { mail, resolve, reject });
        if (pending.size === 1) w.ref();
        w.postMessage({ id, mail });
      });
    },
    close() {
      void worker?.terminate();
      worker = undefined;
    },
  };
}
