import type { Response } from 'superagent';

/** A supertest parser for a body kept as its raw bytes: `.buffer(true).parse(rawBody)` (a CSV compared byte for byte). */
export function rawBody(res: Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
