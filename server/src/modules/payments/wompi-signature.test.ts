import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { checksumText, eventChecksum, integritySignature, sameDigest, verifyEvent } from './wompi-signature.js';

/** The examples of Wompi's documentation (docs.wompi.co: "Web Checkout", "Eventos"). */
describe('Wompi signatures', () => {
  it('integrity: reference + amount in cents + currency + secret, lowercase SHA-256 hex', () => {
    expect(
      integritySignature({
        reference: 'sk8-438k4-xmxm392-sn2m',
        amountInCents: 2490000,
        currency: 'COP',
        secret: 'prod_integrity_Z5mMke9x0k8gpErbDqwrJXMqsI6SFli6',
      }),
    ).toBe('37c8407747e595535433ef8f6a811d853cd943046624a0ec04662b17bbf33bf5');
  });

  it('integrity with an expiration time: it goes between the currency and the secret', () => {
    const base = { reference: 'VS-7K3Q9-1', amountInCents: 9500000, currency: 'COP', secret: 'test_integrity_x' };
    const withTime = integritySignature({ ...base, expirationTime: '2026-12-01T16:00:00.000Z' });
    expect(withTime).toMatch(/^[0-9a-f]{64}$/);
    expect(withTime).not.toBe(integritySignature(base));
  });

  // The documentation's event: properties transaction.id, transaction.status, transaction.amount_in_cents.
  const documented = {
    event: 'transaction.updated',
    data: {
      transaction: {
        id: '1234-1610641025-49201',
        amount_in_cents: 4490000,
        reference: 'MZQ3X2DE2SMX',
        customer_email: 'juan.perez@gmail.com',
        currency: 'COP',
        payment_method_type: 'NEQUI',
        redirect_url: 'https://mitienda.com.co/pagos/redireccion',
        status: 'APPROVED',
        shipping_address: null,
        payment_link_id: null,
        payment_source_id: null,
      },
    },
    environment: 'prod',
    signature: {
      properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
      checksum: '3476DDA50F64CD7CBD160689640506FEBEA93239BC524FC0469B2C68A3CC8BD0',
    },
    timestamp: 1530291411,
    sent_at: '2018-07-20T16:45:05.000Z',
  };
  const secret = 'prod_events_OcHnIzeBl5socpwByQ4hA52Em3USQ93Z';

  it('event checksum: the values at signature.properties, the timestamp and the secret', () => {
    // The concatenation the documentation shows, step by step.
    expect(checksumText(documented)).toBe('1234-1610641025-49201APPROVED44900001530291411');
    const digest = crypto.createHash('sha256').update(`1234-1610641025-49201APPROVED44900001530291411${secret}`).digest('hex');
    expect(eventChecksum(documented, secret)).toBe(digest);
    // The documentation's printed checksum (3476DDA5…) is not the SHA-256 of that text (any
    // SHA-256 tool gives 5a18ec5e…): the example's digest is illustrative. What Wompi signs is the
    // documented text, so the event below carries its true digest, in upper case as Wompi prints it.
    expect(digest).toBe('5a18ec5e8fdb7df463e9f94774cba8f583ba21bd04a09ceff2ea68a4bc0aefbe');
    const signed = { ...documented, signature: { ...documented.signature, checksum: digest.toUpperCase() } };
    expect(verifyEvent(signed, secret)).toBe(true);
    // compared case-insensitively
    expect(verifyEvent({ ...signed, signature: { ...signed.signature, checksum: digest } }, secret)).toBe(true);
  });

  it('reads the property list from the event, not a fixed one', () => {
    const base = { ...documented, signature: { ...documented.signature, checksum: eventChecksum(documented, secret)! } };
    expect(verifyEvent(base, secret)).toBe(true);
    const reordered = {
      ...base,
      signature: { ...base.signature, properties: ['transaction.status', 'transaction.id', 'transaction.amount_in_cents'] },
    };
    expect(verifyEvent(reordered, secret)).toBe(false);
    const more = {
      ...documented,
      signature: { ...documented.signature, properties: [...documented.signature.properties, 'transaction.reference'] },
    };
    expect(eventChecksum(more, secret)).not.toBe(eventChecksum(documented, secret));
  });

  it('refuses a changed value, another secret, a missing property or a malformed checksum', () => {
    const good = { ...documented, signature: { ...documented.signature, checksum: eventChecksum(documented, secret)! } };
    expect(verifyEvent(good, secret)).toBe(true);
    const tampered = { ...good, data: { transaction: { ...good.data.transaction, amount_in_cents: 4490001 } } };
    expect(verifyEvent(tampered, secret)).toBe(false);
    expect(verifyEvent(good, 'prod_events_other')).toBe(false);
    expect(verifyEvent({ ...good, signature: { ...good.signature, properties: ['transaction.nope'] } }, secret)).toBe(false);
    expect(verifyEvent({ ...good, signature: { ...good.signature, checksum: 'abc' } }, secret)).toBe(false);
    expect(verifyEvent({ ...good, timestamp: undefined }, secret)).toBe(false);
    expect(verifyEvent(null, secret)).toBe(false);
    expect(verifyEvent('texto', secret)).toBe(false);
  });

  it('compares digests without regard to case', () => {
    expect(sameDigest('ABCDEF', 'abcdef')).toBe(true);
    expect(sameDigest('abcdef', 'abcde0')).toBe(false);
    expect(sameDigest('abc', 'abcd')).toBe(false);
  });
});
