import type { ReactNode } from 'react';
import type { SellerIdentity as Seller } from '@app/shared/orders';

/** An address that may wrap after its '@' on a narrow phone rather than anywhere inside a word. */
function breakableEmail(email: string): ReactNode {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** Who sells (Ley 1480 art. 50: the seller's identity before the purchase): razón social, NIT, address, phone, e-mail. */
export function SellerIdentity({ vendedor }: { vendedor: Seller }) {
  const phoneHref = `tel:${vendedor.telefono.replace(/[^\d+]/g, '')}`;
  return (
    <dl className="seller-identity">
      <div>
        <dt>Razón social</dt>
        <dd>{vendedor.razonSocial}</dd>
      </div>
      <div>
        <dt>NIT</dt>
        <dd>{vendedor.nit}</dd>
      </div>
      <div>
        <dt>Dirección</dt>
        <dd>{vendedor.direccion}</dd>
      </div>
      <div>
        <dt>Teléfono</dt>
        <dd>
          <a href={phoneHref}>{vendedor.telefono}</a>
        </dd>
      </div>
      <div>
        <dt>Correo</dt>
        <dd>
          <a href={`mailto:${vendedor.email}`}>{breakableEmail(vendedor.email)}</a>
        </dd>
      </div>
    </dl>
  );
}
