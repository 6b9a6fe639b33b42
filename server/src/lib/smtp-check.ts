import nodemailer from 'nodemailer';

/**
 * Connects to the SMTP server of SMTP_URL and logs in (nodemailer's verify), without sending
 * anything. Resolves with the reason when it fails, undefined when the server answers.
 */
export async function checkSmtp(smtpUrl: string, timeoutMs = 10_000): Promise<string | undefined> {
  // Read the URL the way the sending thread does (mail-sender.worker.mjs): nodemailer parses it.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.verify();
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    transport.close();
  }
}

/** The password of an SMTP URL hidden, for logs. */
export function redactUrl(value: string): string {
  const url = new URL(value);
  if (url.password) url.password = '***';
  return url.toString();
}
