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
