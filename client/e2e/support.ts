import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { e2eEnv } from '../playwright.config';

const root = path.resolve(import.meta.dirname, '../..');

/** Decodes the quoted-printable text of an .eml file enough to read links. */
function decodeQp(s: string): string {
  return Buffer.from(
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

/** Waits for an e-mail to `to` whose text matches `match`, and returns its decoded source. */
export async function waitForEmail(to: string, match: RegExp = /./, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(e2eEnv.MAIL_DIR)) {
      const files = fs.readdirSync(e2eEnv.MAIL_DIR).sort().reverse();
      for (const f of files) {
        const raw = decodeQp(fs.readFileSync(path.join(e2eEnv.MAIL_DIR, f), 'utf8'));
        if (raw.toLowerCase().includes(`to: ${to.toLowerCase()}`) && match.test(raw)) return raw;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${to} matching ${match}`);
}

/** First link in an e-mail that contains `fragment`. */
export function linkFrom(raw: string, fragment: string): string {
  const link = (raw.match(/https?:\/\/[^\s<>"]+/g) ?? []).find((l) => l.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment}`);
  return link;
}

/** Creates (or resets) an admin with the real `npm run admin:create` script, on the e2e database. */
export function createAdmin(username: string, email: string, password: string): void {
  execFileSync('npm', ['run', '--silent', 'admin:create', '--', '--username', username, '--email', email, '--password', password], {
    cwd: root,
    env: { ...process.env, ...e2eEnv, DATABASE_URL: '', NODE_ENV: 'development', JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret' },
    stdio: 'pipe',
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Opens the registration page and scrolls to its booking form, which loads as the visitor nears it. */
export async function openBookingForm(page: Page, url = '/registro'): Promise<void> {
  await page.goto(url);
  await page.locator('#formulario-registro').scrollIntoViewIfNeeded();
}
