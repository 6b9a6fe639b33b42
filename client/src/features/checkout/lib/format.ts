import { COLOMBIA_TZ } from '@app/shared/colombia-time';

// Built once: an Intl formatter costs far more to build than to use.
const dateTime = new Intl.DateTimeFormat('es-CO', {
  timeZone: COLOMBIA_TZ,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const shortDateTime = new Intl.DateTimeFormat('es-CO', {
  timeZone: COLOMBIA_TZ,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function parts(format: Intl.DateTimeFormat, iso: string): Record<string, string> | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  return Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
}

/**
 * 'jueves 28 de noviembre de 2026 a las 15:45 (hora de Colombia)': an instant of the API (UTC ISO)
 * on Colombia's wall clock, whatever the visitor's own time zone.
 */
export function colombiaDateTime(iso: string): string {
  const p = parts(dateTime, iso);
  if (!p) return iso;
  return `${p.weekday} ${p.day} de ${p.month} de ${p.year} a las ${p.hour}:${p.minute} (hora de Colombia)`;
}

/** '28 nov 2026, 15:45': the timeline's shorter form (its heading says the times are Colombia's). */
export function colombiaShortDateTime(iso: string): string {
  const p = parts(shortDateTime, iso);
  if (!p) return iso;
  return `${p.day} ${p.month.replace('.', '')} ${p.year}, ${p.hour}:${p.minute}`;
}

/** A chat with the shop's WhatsApp number (digits, country code first), with a prefilled message. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/**
 * '+57 300 123 4567' from the digits the phone input stores ('573001234567', or a Colombian
 * number pasted without its country code, '3001234567'); other countries: '+' and the digits.
 */
export function phoneLabel(digits: string): string {
  const d = digits.replace(/\D/g, '');
  const co = /^(?:57)?([36]\d{2})(\d{3})(\d{4})$/.exec(d);
  return co ? `+57 ${co[1]} ${co[2]} ${co[3]}` : `+${d}`;
}
