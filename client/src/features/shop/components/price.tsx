import { formatPesos } from '@app/shared/shop-public';

/** A product's price ("$ 95.000", IVA incluido) and, when it has one, the former price crossed out. */
export function Price({ precio, precioAntes, large = false }: { precio: number; precioAntes: number | null; large?: boolean }) {
  return (
    <p className={`price${large ? ' price-lg' : ''}`}>
      <span className="price-now">
        <span className="visually-hidden">Precio: </span>
        {formatPesos(precio)}
      </span>
      {precioAntes !== null && precioAntes > precio && (
        <s className="price-before">
          {/* a strike-through is not read aloud: the words say it */}
          <span className="visually-hidden">Precio anterior: </span>
          {formatPesos(precioAntes)}
        </s>
      )}
    </p>
  );
}
