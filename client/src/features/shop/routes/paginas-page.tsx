import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { CATEGORIAS } from '@app/shared/shop-public';
import { Alert } from '../../../components/ui/alert';
import { apiErrorMessage } from '../../../lib/api-error';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useHydrated } from '../../../lib/hydration';
import { ALL_PRODUCTS, preloadCatalog, useProductos } from '../api/get-productos';
import { ProductCard, ProductGridSkeleton } from '../components/product-card';
import '../shop.css';

/** /paginas ("Productos" in the header): the whole catalog, one section per category in the home cards' order. */
export default function PaginasPage() {
  usePageMeta('Productos', 'Nuestros productos de nutrición interna, externa, específica y deportiva, y los planes de acompañamiento.');
  if (!useHydrated()) preloadCatalog();
  const query = useProductos(ALL_PRODUCTS);
  const products = query.data;

  return (
    <div className="section shop catalog">
      <div className="container">
        <header className="shop-header">
          <p className="eyebrow">Catálogo</p>
          <h1>Productos</h1>
          <p className="lead shop-lead">Todo lo que ofrecemos, por categoría. Precios con IVA incluido.</p>
        </header>
        {query.isError && !products ? (
          <Alert variant="error">{apiErrorMessage(query.error, 'No pudimos cargar los productos. Intenta de nuevo en un momento.')}</Alert>
        ) : !products ? (
          <ProductGridSkeleton />
        ) : (
          CATEGORIAS.map((c) => {
            const inCategory = products.filter((p) => p.categoria === c.slug);
            return (
              <section key={c.slug} className="catalog-section" aria-labelledby={`categoria-${c.slug}`}>
                <div className="catalog-section-header">
                  <div>
                    <p className="eyebrow">{c.subtitulo}</p>
                    <h2 id={`categoria-${c.slug}`}>{c.nombre}</h2>
                  </div>
                  {inCategory.length > 0 && (
                    <Link to={`/tienda?categoria=${c.slug}`} className="catalog-more">
                      Ver en la tienda <span className="visually-hidden">({c.nombre})</span>
                      <ArrowRight aria-hidden="true" size={18} />
                    </Link>
                  )}
                </div>
                {inCategory.length === 0 ? (
                  <p className="text-muted">Muy pronto tendremos productos en esta categoría.</p>
                ) : (
                  <ul className="product-grid">
                    {inCategory.map((p) => (
                      <li key={p.id}>
                        <ProductCard product={p} headingLevel={3} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })
        )}
      </div>
    </div>
  );
}
