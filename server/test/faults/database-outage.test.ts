import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app.js';

/** A TCP proxy in front of MariaDB that the test can take down and bring back. */
class ToggleProxy {
  private server: net.Server;
  private sockets = new Set<net.Socket>();
  port = 0;
  up = true;

  constructor(
    private targetHost: string,
    private targetPort: number,
  ) {
    this.server = net.createServer((client) => {
      if (!this.up) return client.destroy();
      const upstream = net.connect(this.targetPort, this.targetHost);
      this.sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const close = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
  }

  async start(): Promise<number> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    this.port = (this.server.address() as AddressInfo).port;
    return this.port;
  }

  down(): void {
    this.up = false;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  async stop(): Promise<void> {
    this.down();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

const mysqlUrl = process.env.TEST_MYSQL_URL;

describe.runIf(mysqlUrl)('database outage [mysql]', () => {
  let ctx: TestContext;
  let proxy: ToggleProxy;

  beforeAll(async () => {
    const target = new URL(mysqlUrl!);
    proxy = new ToggleProxy(target.hostname, Number(target.port || 3306));
    const port = await proxy.start();
    ctx = await createTestContext('mysql', {
      seed: false,
      mapMysqlUrl: (u) => {
        const url = new URL(u);
        url.hostname = '127.0.0.1';
        url.port = String(port);
        return url.toString();
      },
    });
  });

  afterAll(async () => {
    await ctx?.close();
    await proxy?.stop();
  });

  it('answers health 503 and API calls a clean 503 JSON while the database is unreachable, then recovers by itself', async () => {
    expect((await ctx.api.get('/api/health')).status).toBe(200);
    expect((await ctx.api.get('/api/bloqueos')).status).toBe(200);

    proxy.down();
    const health = await ctx.api.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.database).toBe('unreachable');

    for (const url of ['/api/bloqueos', `/api/horarios-ocupados?fecha=2030-01-15`]) {
      const res = await ctx.api.get(url);
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.body.message).toBe(res.body.error);
      expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|\.ts:|stack|sql/i);
    }

    proxy.up = true;
    let recovered = false;
    for (let i = 0; i < 20 && !recovered; i++) {
      recovered = (await ctx.api.get('/api/health')).status === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 250));
    }
    expect(recovered).toBe(true);
    expect((await ctx.api.get('/api/bloqueos')).status).toBe(200);
  });
});
