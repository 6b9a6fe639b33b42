import { formatColombiaLongDateTime } from '@app/shared/format';
import { DELIVERY_TYPE_LABELS, ORDER_STATE_LABELS, PAYMENT_METHOD_LABELS, formatPesos, type AdminOrder } from '@app/shared/orders';
import type { Config } from '../../config.js';
import { renderEmail, type EmailContent } from '../../lib/email-template.js';
import type { QueuedEmail } from '../../mail/outbox.js';

/**
 * The e-mails of an order, pure functions: to the buyer at each step, to the team for
 * each new order (the address the booking notifications use, COACH_EMAIL). Each carries the
 * order's id, so erasing the buyer reaches them (orders-personal-data.repo.ts, through mail/outbox.ts scrubEmailsAbout).
 */

/** "27 de noviembre de 2026 a las 3:04 p. m. (hora de Colombia)". */
export const colombiaDateTime = (iso: string) => `${formatColombiaLongDateTime(iso)} (hora de Colombia)`;

/** Header-safe text: a subject never carries a line break from user input. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

/** "Mi pedido" for the buyer: the token is the only credential. */
export const trackingLink = (publicUrl: string, token: string) => `${publicUrl}/pedido/${encodeURIComponent(token)}`;

function place(o: AdminOrder): string {
  const e = o.entrega;
  if (e.tipo === 'ninguna') return DELIVERY_TYPE_LABELS.ninguna;
  if (e.tipo === 'recoger') return `${DELIVERY_TYPE_LABELS.recoger}: ${o.direccionRecogida ?? ''}`.trim();
  return [e.direccion, e.barrio, e.municipioNombre, e.departamentoNombre].filter(Boolean).join(', ');
}

/** The order's lines and totals as the details table of an e-mail. */
function summary(o: AdminOrder): [string, string][] {
  return [
    ['Referencia', o.referencia],
    ...o.lineas.map((l): [string, string] => [`${l.cantidad} × ${l.nombre}`, formatPesos(l.subtotal)]),
    ['Subtotal', formatPesos(o.subtotal)],
    ['Envío', o.envio === 0 ? 'Gratis' : formatPesos(o.envio)],
    ['Total', formatPesos(o.total)],
    ['Pago', PAYMENT_METHOD_LABELS[o.metodoPago]],
    [o.entrega.tipo === 'recoger' ? 'Entrega' : 'Dirección', place(o)],
  ];
}

function toBuyer(
  config: Config,
  o: AdminOrder,
  subject: string,
  content: Omit<EmailContent, 'brandName'>,
  link: string | null,
  label = 'Ver mi pedido',
): QueuedEmail {
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    ...content,
    ...(link ? { button: { label, url: link } } : {}),
  });
  return { pedidoId: o.id, to: o.comprador.email, subject: oneLine(`${subject} — ${config.brand.name}`), html, text };
}

function howToPay(o: AdminOrder, horas: number): string[] {
  if (o.metodoPago === 'wompi') {
    return [
      `Pagas ${formatPesos(o.total)} en línea con Wompi (tarjeta, PSE, Nequi o Bancolombia).` +
        (o.venceEn ? ` Guardamos tus productos hasta el ${colombiaDateTime(o.venceEn)}.` : ''),
      'Te escribiremos en cuanto Wompi nos confirme el pago. Si el pago no se completó, desde "Mi pedido" puedes intentarlo de nuevo o elegir otro método.',
    ];
  }
  if (o.metodoPago === 'transferencia') {
    return [
      `Para completar tu compra transfiere exactamente ${formatPesos(o.total)} e indica la referencia ${o.referencia}.` +
        (o.venceEn
          ? ` Tienes hasta el ${colombiaDateTime(o.venceEn)} (${horas} horas); después el pedido se cancela y los productos vuelven a la tienda.`
          : ''),
      `Datos para el pago: ${o.instruccionesPago ?? ''}`,
      `Cuando pagues, envíanos el comprobante por WhatsApp (+${o.whatsapp}) con la referencia ${o.referencia}.`,
    ];
  }
  return [
    o.entrega.tipo === 'recoger'
      ? `Pagas ${formatPesos(o.total)} en efectivo cuando recojas tu pedido en ${o.direccionRecogida ?? 'nuestra dirección'}.`
      : `Pagas ${formatPesos(o.total)} en efectivo cuando recibas tu pedido.`,
    ...(o.puedeConfirmar && o.venceEn
      ? [
          `Confirma tu pedido antes del ${colombiaDateTime(o.venceEn)} con el botón "Confirmar mi pedido": así lo preparamos. Si no lo confirmas a tiempo, lo cancelaremos y los productos volverán a la tienda.`,
        ]
      : []),
  ];
}

/** Order received: the summary, how to pay, and the link to "Mi pedido". */
export function orderReceivedEmail(config: Config, o: AdminOrder, link: string, paymentHours: number): QueuedEmail {
  return toBuyer(
    config,
    o,
    `Recibimos tu pedido ${o.referencia}`,
    {
      title: `Recibimos tu pedido ${o.referencia}`,
      paragraphs: [
        `Hola ${o.comprador.nombres}:`,
        'Gracias por tu compra. Este es el resumen de tu pedido.',
        ...howToPay(o, paymentHours),
        'En "Mi pedido" puedes ver su estado en todo momento.',
      ],
      details: summary(o),
    },
    link,
    // "Mi pedido" opens with its own "Confirmar pedido" button: a link in an e-mail only opens the page (mail scanners follow links)
    o.puedeConfirmar ? 'Confirmar mi pedido' : undefined,
  );
}

/** The team: a new order to attend (the buyer's contact, what to prepare). */
export function teamNewOrderEmail(config: Config, o: AdminOrder): QueuedEmail {
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: `Nuevo pedido ${o.referencia}`,
    paragraphs: [
      `${o.comprador.nombres} ${o.comprador.apellidos} hizo un pedido por ${formatPesos(o.total)} (${PAYMENT_METHOD_LABELS[o.metodoPago]}).`,
      o.metodoPago === 'transferencia'
        ? 'Confirma el pago en el panel cuando llegue el comprobante.'
        : o.metodoPago === 'wompi'
          ? 'Se paga en línea con Wompi: te escribimos cuando Wompi confirme el pago; no lo prepares antes.'
          : 'Se paga contra entrega: prepáralo y envíalo.',
    ],
    details: [['Correo', o.comprador.email], ['Celular', o.comprador.telefono], ...summary(o)],
    button: { label: 'Ver el pedido', url: `${config.publicUrl}/admin/dashboard/pedidos/${o.id}` },
  });
  return {
    pedidoId: o.id,
    to: config.brand.coachEmail,
    subject: oneLine(`Nuevo pedido ${o.referencia}: ${o.comprador.nombres} ${o.comprador.apellidos} — ${formatPesos(o.total)}`),
    html,
    text,
  };
}

/** Halfway through the payment time of an unpaid transfer. */
export function paymentReminderEmail(config: Config, o: AdminOrder, link: string): QueuedEmail {
  return toBuyer(
    config,
    o,
    `Recuerda pagar tu pedido ${o.referencia}`,
    {
      title: 'Tu pedido espera el pago',
      paragraphs: [
        `Hola ${o.comprador.nombres}:`,
        `Aún no vemos el pago de tu pedido ${o.referencia} por ${formatPesos(o.total)}.`,
        ...(o.venceEn
          ? [`Si no lo recibimos antes del ${colombiaDateTime(o.venceEn)}, el pedido se cancelará y los productos volverán a la tienda.`]
          : []),
        `Datos para el pago: ${o.instruccionesPago ?? ''}`,
        'Si ya pagaste, envíanos el comprobante por WhatsApp con la referencia y no tengas en cuenta este mensaje.',
      ],
      details: summary(o),
    },
    link,
  );
}

/** The buyer is told of each move the team makes (unless "Notificar al cliente" was unticked). */
export function orderMovedEmail(config: Config, o: AdminOrder, link: string | null): QueuedEmail {
  const hola = `Hola ${o.comprador.nombres}:`;
  switch (o.estado) {
    case 'pagado':
      return toBuyer(
        config,
        o,
        `Pago confirmado: pedido ${o.referencia}`,
        {
          title: 'Confirmamos tu pago',
          paragraphs: [hola, `Recibimos el pago de tu pedido ${o.referencia} por ${formatPesos(o.total)}. Ya lo estamos alistando.`],
          details: summary(o),
        },
        link,
      );
    case 'en_preparacion':
      return toBuyer(
        config,
        o,
        `Estamos preparando tu pedido ${o.referencia}`,
        {
          title: 'Estamos preparando tu pedido',
          paragraphs: [
            hola,
            o.entrega.tipo === 'recoger'
              ? `Tu pedido ${o.referencia} está en preparación. Te avisaremos cuando puedas recogerlo en ${o.direccionRecogida ?? 'nuestra dirección'}.`
              : `Tu pedido ${o.referencia} está en preparación. Te avisaremos cuando salga con la transportadora.`,
          ],
          details: summary(o),
        },
        link,
      );
    case 'enviado':
      return toBuyer(
        config,
        o,
        `Tu pedido ${o.referencia} va en camino`,
        {
          title: 'Tu pedido va en camino',
          paragraphs: [
            hola,
            `Entregamos tu pedido ${o.referencia} a la transportadora. Con el número de guía puedes seguir el envío en su página.`,
          ],
          details: [['Transportadora', o.entrega.transportadora ?? ''], ['Número de guía', o.entrega.guia ?? ''], ...summary(o)],
        },
        link,
      );
    case 'entregado':
      return toBuyer(
        config,
        o,
        `Pedido ${o.referencia} entregado`,
        {
          title: 'Tu pedido fue entregado',
          paragraphs: [
            hola,
            `Tu pedido ${o.referencia} fue entregado. ¡Gracias por tu compra!`,
            `Si algo no llegó bien, escríbenos por WhatsApp (+${o.whatsapp}) o a ${o.vendedor.email || config.brand.coachEmail}: tienes derecho de retracto y garantía según los términos de venta (${config.publicUrl}/terminos).`,
          ],
          details: summary(o),
        },
        link,
      );
    default:
      return orderCancelledEmail(config, o, link, 'admin');
  }
}

/** Cancelled (by the buyer, by the team) or expired (the payment time ran out). */
export function orderCancelledEmail(
  config: Config,
  o: AdminOrder,
  link: string | null,
  by: 'cliente' | 'admin' | 'vencimiento' | 'wompi',
): QueuedEmail {
  const hola = `Hola ${o.comprador.nombres}:`;
  const why =
    by === 'vencimiento'
      ? o.metodoPago === 'contra_entrega'
        ? `No recibimos la confirmación de tu pedido ${o.referencia} a tiempo, así que lo cancelamos y los productos volvieron a la tienda.`
        : `No recibimos el pago de tu pedido ${o.referencia} a tiempo, así que lo cancelamos y los productos volvieron a la tienda.`
      : by === 'cliente'
        ? `Cancelamos tu pedido ${o.referencia}, como lo pediste.`
        : `Cancelamos tu pedido ${o.referencia}.${o.motivoCancelacion ? ` Motivo: ${o.motivoCancelacion}` : ''}`;
  return toBuyer(
    config,
    o,
    `Pedido ${o.referencia} ${by === 'vencimiento' ? ORDER_STATE_LABELS.expirado.toLowerCase() : ORDER_STATE_LABELS.cancelado.toLowerCase()}`,
    {
      title:
        by === 'vencimiento'
          ? o.metodoPago === 'contra_entrega'
            ? 'Tu pedido venció sin confirmación'
            : 'Tu pedido venció sin pago'
          : 'Tu pedido fue cancelado',
      paragraphs: [
        hola,
        why,
        ...(o.reembolsoPendiente
          ? [
              `Como ya habías pagado ${formatPesos(o.total)}, te devolveremos el dinero: te escribiremos para acordar la cuenta (Ley 1480 de 2011).`,
            ]
          : []),
        `Si quieres comprar de nuevo, visita ${config.publicUrl}/tienda o escríbenos por WhatsApp (+${o.whatsapp}).`,
      ],
      details: summary(o),
    },
    link,
  );
}

/** The team: the buyer cancelled an unpaid order from "Mi pedido". */
export function teamCancelledEmail(config: Config, o: AdminOrder): QueuedEmail {
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: `Pedido ${o.referencia} cancelado por el cliente`,
    paragraphs: [
      `${o.comprador.nombres} ${o.comprador.apellidos} canceló su pedido ${o.referencia} antes de pagarlo. Las unidades volvieron al inventario.`,
    ],
    details: summary(o),
    button: { label: 'Ver el pedido', url: `${config.publicUrl}/admin/dashboard/pedidos/${o.id}` },
  });
  return { pedidoId: o.id, to: config.brand.coachEmail, subject: oneLine(`Pedido cancelado por el cliente: ${o.referencia}`), html, text };
}

/** The team: Wompi approved an order's payment, so it can be prepared. */
export function teamOnlinePaidEmail(config: Config, o: AdminOrder, note: string | null): QueuedEmail {
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: `Pago en línea recibido: ${o.referencia}`,
    paragraphs: [
      `Wompi aprobó el pago de ${formatPesos(o.total)} del pedido ${o.referencia}.`,
      ...(note ? [note] : []),
      o.estado === 'pagado' ? 'Ya puedes prepararlo.' : 'Revisa el pedido en el panel.',
    ],
    details: summary(o),
    button: { label: 'Ver el pedido', url: `${config.publicUrl}/admin/dashboard/pedidos/${o.id}` },
  });
  return { pedidoId: o.id, to: config.brand.coachEmail, subject: oneLine(`Pago en línea recibido: ${o.referencia}`), html, text };
}

/**
 * The team: something about an online payment needs a person (an amount, currency or reference
 * that does not match an attempt; an approval after the order expired or was cancelled, or for an
 * order already paid). No personal data beyond the reference: the dashboard shows the rest.
 */
export function teamPaymentAlertEmail(config: Config, a: { alerta: string; referencia: string; pedidoId: number | null }): QueuedEmail {
  const { html, text } = renderEmail({
    brandName: config.brand.name,
    title: 'Revisa un pago en línea',
    paragraphs: [a.alerta, 'El pedido sigue sin marcarse como pagado por este aviso: revisa el pago en el panel de Wompi y en el pedido.'],
    details: [['Referencia', a.referencia]],
    button: {
      label: a.pedidoId ? 'Ver el pedido' : 'Ir al panel',
      url: a.pedidoId ? `${config.publicUrl}/admin/dashboard/pedidos/${a.pedidoId}` : `${config.publicUrl}/admin/dashboard`,
    },
  });
  return {
    ...(a.pedidoId ? { pedidoId: a.pedidoId } : {}),
    to: config.brand.coachEmail,
    subject: oneLine(`Revisa un pago en línea: ${a.referencia}`),
    html,
    text,
  };
}
