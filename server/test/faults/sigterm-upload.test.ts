import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../helpers/spawn-server.js';
import { signToken } from '../../src/lib/jwt.js';
import { removeScratchDir } from '../helpers/scratch-dir.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
const SECRET = 'spawned-secret-spawned-secret-spawned-secret';

/** Sends a multipart upload in slow chunks; `midway` runs once a few chunks have left. */
function slowUpload(
  url: string,
  token: string,
  field: string,
  file: Buffer,
  midway: () => void,
): Promise<{ status: number; body: string }> {
  const boundary = `----vs${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, file, tail]);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': body.length,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    const chunks = 8;
    const size = Math.ceil(body.length / chunks);
    let i = 0;
    const next = () => {
      req.write(body.subarray(i * size, (i + 1) * size));
      // SIGTERM once the server is surely reading this request (not while it is still connecting)
      if (i === 2) midway();
      i++;
      if (i < chunks) setTimeout(next, 150);
      else req.end();
    };
    next();
  });
}

describe('SIGTERM during an upload [sqlite]', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vs-sigterm-up-'));
  const env = {
    DATABASE_URL: '',
    SQLITE_FILE: path.join(dir, 'app.db'),
    DATA_DIR: dir,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    MAIL_DIR: path.join(dir, 'mail'),
    SEED_DEMO: 'true',
    // the first admin (id 1): the admin guard refuses tokens of unknown accounts
    ADMIN_USERNAME: 'admin',
    ADMIN_EMAIL: 'admin@example.test',
    ADMIN_PASSWORD: 'Clave-Segura-2026!',
  };
  afterAll(() => removeScratchDir(dir));

  it('finishes the in-flight upload, then stops; after a restart the stored video is whole and referenced', async () => {
    const server = await spawnServer(env);
    const token = signToken(SECRET, { sub: '1', role: 'admin' }, '1h');
    // a valid mp4 header followed by padding: about 1.5 MB in 8 slow chunks
    const video = Buffer.concat([fs.readFileSync(path.join(FIXTURES, 'test-pattern.mp4')), Buffer.alloc(1_500_000, 7)]);
    const answer = await slowUpload(`${server.url}/api/admin/slider/video/upload`, token, 'motivacionalVideo', video, () => {
      server.child.kill('SIGTERM');
    });
    expect(answer.status).toBe(200);
    expect(await server.exited).toBe(0);

    const again = await spawnServer(env);
    try {
      const stored = (await (await fetch(`${again.url}/api/video-motivacional-path`)).json()) as string;
      expect(stored).toMatch(/^uploads\/video\/[\w-]+\.mp4$/);
      const file = await fetch(`${again.url}/${stored}`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(video)).toBe(true);
      // no temporary or partial file left among the stored videos
      const names = fs.readdirSync(path.join(env.UPLOADS_DIR, 'video'));
      expect(names.filter((n) => n.includes('tmp'))).toEqual([]);
    } finally {
      await again.stop();
    }
  });
});
