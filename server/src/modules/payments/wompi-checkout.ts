import crypto from 'node:crypto';
import { ORDER_REFERENCE_ALPHABET, type AdminOrder, type WompiCheckout } from '@app/shared/orders';
import type { WompiConfig } from '../../config.js';
import { integritySignature } from './wompi-signature.js';

/**
 * The fields of Wompi's Web Checkout (docs.wompi.co, "Web Checkout"), built on the server: the
 * browser only sends them as a GET form to WOMPI_CHECKOUT_URL. The amount, the reference and the
 * expiration time are covered by the integrity signature, so none can be changed on the way.
 */

export const WOMPI_CURRENCY = 'COP';

/** Whole pesos → Wompi's amount in cents. */
export const centsOf = (pesos: number) => pesos * 100;

/** A reference per attempt: the order's, a dash, and 4 random characters (VS-7K3Q9-X4B2); unique in the table. */
export function newAttemptReference(orderReference: string): string {
  let s = `${orderReference}-`;
  for (let i = 0; i < 4; i++) s += ORDER_REFERENCE_ALPHABET[crypto.randomInt(ORDER_REFERENCE_ALPHABET.length)];
  return s;
}

/** Where Wompi sends the buyer back (it adds ?id=<transaction>&env=…): the result page of "Mi pedido". */
export const resultUrl = (publicUrl: string, token: string) => `${publicUrl}/pedido/${encodeURIComponent(token)}/resultado`;

/** A Colombian mobile in E.164 (+57…) splits into Wompi's prefix and number; other numbers are not sent. */
function phoneParts(telefono: string): { prefix: string; number: string } | undefined {
  const m = /^\+57(\d{10})$/.exec(telefono.replace(/[\s-]/g, ''));
  return m ? { prefix: '+57', number: m[1] } : undefined;
}

export function checkoutFields(
  wompi: WompiConfig,
  publicUrl: string,
  order: AdminOrder,
  attempt: { referencia: string; montoCentavos: number; moneda: string; venceAt: Date },
  token: string,
): WompiCheckout {
  const expirationTime = attempt.venceAt.toISOString();
  const fullName = `${order.comprador.nombres} ${order.comprador.apellidos}`.trim();
  const phone = phoneParts(order.comprador.telefono);
  const campos: Record<string, string> = {
    'public-key': wompi.publicKey,
    currency: attempt.moneda,
    'amount-in-cents': String(attempt.montoCentavos),
    reference: attempt.referencia,
    'signature:integrity': integritySignature({
      reference: attempt.referencia,
      amountInCents: attempt.montoCentavos,
      currency: attempt.moneda,
      expirationTime,
      secret: wompi.integritySecret,
    }),
    'redirect-url': resultUrl(publicUrl, token),
    'expiration-time': expirationTime,
    'customer-data:email': order.comprador.email,
    'customer-data:full-name': fullName,
    'customer-data:legal-id': order.numeroDocumento,
    'customer-data:legal-id-type': order.tipoDocumento,
  };
  if (phone) {
    campos['customer-data:phone-number'] = phone.number;
    campos['customer-data:phone-number-prefix'] = phone.prefix;
  }
  const e = order.entrega;
  if (e.tipo === 'domicilio' && e.direccion) {
    campos['shipping-address:address-line-1'] = e.direccion;
    if (e.barrio) campos['shipping-address:address-line-2'] = e.barrio;
    campos['shipping-address:country'] = 'CO';
    if (e.departamentoNombre) campos['shipping-address:region'] = e.departamentoNombre;
    if (e.municipioNombre) campos['shipping-address:city'] = e.municipioNombre;
    campos['shipping-address:name'] = fullName;
    if (phone) campos['shipping-address:phone-number'] = phone.number;
  }
  return { url: wompi.checkoutUrl, campos };
}
