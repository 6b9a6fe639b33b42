// The mail sender's thread (lib/mail-transport.ts): nodemailer builds each MIME message and talks
// SMTP or writes the .eml file here, off the event loop that answers requests. Plain JavaScript, so
// it loads the same under tsx, vitest and plain node. Messages in: { id, mail }; out: { id, ok, … }.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';

const { smtpUrl, dir } = workerData;

// SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under the mail folder.
const transporter = smtpUrl
  ? nodemailer.createTransport(smtpUrl)
  : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

async function send(mail) {
  const info = await transporter.sendMail(mail);
  if (smtpUrl) return {};
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.eml`);
  await fs.writeFile(file, info.message);
  return { file, links: mail.text.match(/https?:\/\/\S+/g) ?? [] };
}

parentPort.on('message', async ({ id, mail }) => {
  try {
    parentPort.postMessage({ id, ok: true, ...(await send(mail)) });
  } catch (err) {
    parentPort.postMessage({ id, ok: false, message: String(err?.message ?? err), code: err?.code, responseCode: err?.responseCode });
  }
});
