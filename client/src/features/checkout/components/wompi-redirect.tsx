import { useEffect, useRef } from 'react';
import { CreditCard } from 'lucide-react';
import type { WompiCheckout } from '@app/shared/orders';

/** Sends the form (a seam for tests: jsdom does not navigate). */
export const submitForm = { send: (form: HTMLFormElement) => form.submit() };

/**
 * Opens Wompi's Web Checkout: a GET form to the server's checkout address with the
 * fields the server built and signed, sent at once; the button is there if the browser did not
 * follow (or the buyer comes back to this page).
 */
export function WompiRedirect({ checkout }: { checkout: WompiCheckout }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current) submitForm.send(form.current);
  }, [checkout]);
  return (
    <form ref={form} method="get" action={checkout.url} className="wompi-redirect" aria-label="Pagar en línea con Wompi">
      {Object.entries(checkout.campos).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p role="status">Te estamos llevando al pago seguro de Wompi…</p>
      <button type="submit" className="btn btn-primary">
        <CreditCard aria-hidden="true" size={18} /> Ir a pagar con Wompi
      </button>
    </form>
  );
}
