import type { SellerIdentity as Seller } from '@app/shared/orders';

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
          <a href={`mailto:${vendedor.email}`}>{vendedor.email}</a>
        </dd>
      </div>
    </dl>
  );
}
