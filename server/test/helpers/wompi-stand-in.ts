import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Wompi on localhost, for tests only: the parts of Wompi the shop
 * talks to, in Wompi's documented shapes (docs.wompi.co, Colombia):
 * - `GET /v1/transactions/:id` → `{ data: { id, created_at, finalized_at, amount_in_cents,
 *   reference, customer_email, currency, payment_method_type, status, status_message, … } }`
 *   (404 `{ error: { type: 'NOT_FOUND_ERROR', reason } }` for an unknown id);
 * - the Web Checkout page `GET /p/?public-key=…&currency=…&amount-in-cents=…&reference=…&
 *   signature:integrity=…&redirect-url=…&expiration-time=…`, which refuses a wrong integrity
 *   signature as Wompi does and offers "Aprobar" / "Rechazar": each creates the transaction,
 *   sends the signed `transaction.updated` event to `eventsUrl` (when set), and redirects to
 *   `redirect-url?id=<transaction id>&env=test`.
 * It never stands in for the product's own code: the server signs, verifies and applies itself.
 */

export type StandInStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR';

export interface StandInTransaction {
  id: string;
  created_at: string;
  finalized_at: string | null;
  amount_in_cents: number;
  reference: string;
  customer_email: string | null;
  currency: string;
  payment_method_type: string;
  payment_method: { type: string; extra: Record<string, unknown> };
  status: StandInStatus;
  status_message: string | null;
  shipping_address: Record<string, string> | null;
  redirect_url: string | null;
  payment_source_id: null;
  payment_link_id: null;
  customer_data: { full_name: string | null; phone_number: string | null } | null;
  billing_data: null;
}

export interface WompiStandInOptions {
  publicKey: string;
  integritySecret: string;
  eventsSecret: string;
  /** Where the checkout page's buttons send the signed event (the app's /api/pagos/wompi/eventos); none: no event. */
  eventsUrl?: string;
  port?: number;
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export class WompiStandIn {
  readonly transactions = new Map<string, StandInTransaction>();
  /** How many times the API was asked about each transaction id. */
  readonly queries = new Map<string, number>();
  /** The events sent to eventsUrl, with the app's answer status. */
  readonly sent: { event: ReturnType<WompiStandIn['event']>; status: number }[] = [];
  private server?: http.Server;
  private seq = 1000;
  url = '';

  constructor(private readonly opts: WompiStandInOptions) {}

  get apiUrl() {
    return `${this.url}/v1`;
  }
  get checkoutUrl() {
    return `${this.url}/p/`;
  }
  /** The app's Wompi settings pointing at this stand-in (once started), for a test context's `env`. */
  get appEnv() {
    return {
      WOMPI_PUBLIC_KEY: this.opts.publicKey,
      WOMPI_INTEGRITY_SECRET: this.opts.integritySecret,
      WOMPI_EVENTS_SECRET: this.opts.eventsSecret,
      WOMPI_API_URL: this.apiUrl,
      WOMPI_CHECKOUT_URL: this.checkoutUrl,
    };
  }

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(err));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.opts.port ?? 0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A transaction as Wompi would hold it once the buyer paid (or tried to) with `reference`. */
  createTransaction(t: {
    reference: string;
    amount_in_cents: number;
    currency?: string;
    status: StandInStatus;
    method?: string;
    email?: string;
  }) {
    const now = new Date().toISOString();
    const id = `${this.seq++}-${Math.floor(Date.now() / 1000)}-${crypto.randomInt(10_000, 99_999)}`;
    const tx: StandInTransaction = {
      id,
      created_at: now,
      finalized_at: t.status === 'PENDING' ? null : now,
      amount_in_cents: t.amount_in_cents,
      reference: t.reference,
      customer_email: t.email ?? null,
      currency: t.currency ?? 'COP',
      payment_method_type: t.method ?? 'CARD',
      payment_method: { type: t.method ?? 'CARD', extra: {} },
      status: t.status,
      status_message: t.status === 'DECLINED' ? 'Transacción rechazada' : null,
      shipping_address: null,
      redirect_url: null,
      payment_source_id: null,
      payment_link_id: null,
      customer_data: null,
      billing_data: null,
    };
    this.transactions.set(id, tx);
    return tx;
  }

  setStatus(id: string, status: StandInStatus) {
    const tx = this.transactions.get(id)!;
    tx.status = status;
    tx.finalized_at = status === 'PENDING' ? null : new Date().toISOString();
    return tx;
  }

  /**
   * The `transaction.updated` event of a transaction, signed as Wompi signs it: SHA-256 of the
   * values at `signature.properties` (inside `data`), the timestamp and the events secret.
   */
  event(tx: StandInTransaction, o: { secret?: string; properties?: string[]; timestamp?: number } = {}) {
    const properties = o.properties ?? ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'];
    const timestamp = o.timestamp ?? Math.floor(Date.now() / 1000);
    const data = { transaction: { ...tx } };
    const values = properties
      .map((p) => p.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], data))
      .map(String)
      .join('');
    return {
      event: 'transaction.updated',
      data,
      environment: this.opts.publicKey.startsWith('pub_test_') ? 'test' : 'prod',
      signature: { properties, checksum: sha256(`${values}${timestamp}${o.secret ?? this.opts.eventsSecret}`).toUpperCase() },
      timestamp,
      sent_at: new Date().toISOString(),
    };
  }

  /** Sends a transaction's signed event to eventsUrl; the app's answer status. */
  async sendEvent(tx: StandInTransaction): Promise<number> {
    if (!this.opts.eventsUrl) return 0;
    const event = this.event(tx);
    const res = await fetch(this.opts.eventsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    this.sent.push({ event, status: res.status });
    return res.status;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const tx = /^\/v1\/transactions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && tx) {
      const id = decodeURIComponent(tx[1]);
      this.queries.set(id, (this.queries.get(id) ?? 0) + 1);
      const found = this.transactions.get(id);
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(found ? { data: found } : { error: { type: 'NOT_FOUND_ERROR', reason: 'La entidad solicitada no existe' } }));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/p/') return this.checkoutPage(url, res);
    if (req.method === 'POST' && url.pathname === '/p/pagar') return this.pay(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('No encontrado');
  }

  /** Wompi's checkout refuses a form whose integrity signature does not match its fields. */
  private checkoutPage(url: URL, res: http.ServerResponse) {
    const q = url.searchParams;
    const reference = q.get('reference') ?? '';
    const amount = q.get('amount-in-cents') ?? '';
    const currency = q.get('currency') ?? '';
    const expiration = q.get('expiration-time') ?? '';
    const expected = sha256(`${reference}${amount}${currency}${expiration}${this.opts.integritySecret}`);
    const ok = q.get('public-key') === this.opts.publicKey && q.get('signature:integrity') === expected && /^\d+$/.test(amount);
    if (!ok) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="es"><title>Wompi (prueba)</title><h1>La firma de integridad no es válida</h1></html>');
      return;
    }
    const hidden = ['reference', 'amount-in-cents', 'currency', 'redirect-url', 'customer-data:email']
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(q.get(k) ?? '')}">`)
      .join('');
    const pesos = (Number(amount) / 100).toLocaleString('es-CO');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Wompi (prueba)</title></head><body><main><h1>Checkout de prueba</h1>
<p>Referencia <strong>${escapeHtml(reference)}</strong> · $ ${escapeHtml(pesos)} ${escapeHtml(currency)}</p>
<form method="post" action="/p/pagar">${hidden}
<button name="decision" value="APPROVED">Aprobar</button>
<button name="decision" value="DECLINED">Rechazar</button>
<button name="decision" value="PENDING">Dejar pendiente</button>
</form></main></body></html>`);
  }

  private async pay(req: http.IncomingMessage, res: http.ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    const f = new URLSearchParams(body);
    const tx = this.createTransaction({
      reference: f.get('reference') ?? '',
      amount_in_cents: Number(f.get('amount-in-cents')),
      currency: f.get('currency') ?? 'COP',
      status: (f.get('decision') as StandInStatus) ?? 'DECLINED',
      email: f.get('customer-data:email') ?? undefined,
    });
    await this.sendEvent(tx);
    const redirect = new URL(f.get('redirect-url') ?? this.url);
    redirect.searchParams.set('id', tx.id);
    redirect.searchParams.set('env', 'test');
    res.writeHead(302, { location: redirect.toString() });
    res.end();
  }
}
