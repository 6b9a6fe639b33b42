import { Link } from 'react-router-dom';
import type { ProductSummary } from '@app/shared/shop';
import { productPath } from '../lib/catalog';
import { Price } from './price';
import { ProductImage } from './product-image';

/** Cards are two across on a phone, then three, then four (shop.css). */
export const CARD_IMAGE_SIZES = '(min-width: 1200px) 270px, (min-width: 768px) 30vw, 45vw';

/** One product of the shop's grid: picture, name, presentation, price, and "Agotado" when it cannot be bought. */
/** `priority`: a card of the first row, whose picture is the page's largest paint. */
export function ProductCard({
  product,
  headingLevel = 2,
  priority = false,
}: {
  product: ProductSummary;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`product-card${product.disponible ? '' : ' is-sold-out'}`}>
      <ProductImage image={product.imagen} sizes={CARD_IMAGE_SIZES} priority={priority} />
      <div className="product-card-body">
        <Heading className="product-card-title">
          {/* the whole card is the link's target area (shop.css), its name is the product's */}
          <Link to={productPath(product.slug)} className="product-card-link">
            {product.nombre}
          </Link>
        </Heading>
        <p className="product-card-presentation">{product.presentacion}</p>
        <Price precio={product.precio} precioAntes={product.precioAntes} />
        {/* read after the price; drawn over the picture's corner */}
        {!product.disponible && <p className="product-sold-out">Agotado</p>}
      </div>
    </article>
  );
}

/** The grid's shape while the products load: boxes where the cards will be, nothing to read. */
export function ProductGridSkeleton({ cards = 8 }: { cards?: number }) {
  return (
    <ul className="product-grid product-grid-skeleton" aria-hidden="true">
      {Array.from({ length: cards }, (_, i) => (
        <li key={i} className="product-card product-card-skeleton">
          <span className="product-image" />
          <span className="skeleton-line" />
          <span className="skeleton-line skeleton-line-short" />
        </li>
      ))}
    </ul>
  );
}
