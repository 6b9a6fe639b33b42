import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Search } from 'lucide-react';
import { CATEGORIAS, PRODUCT_ORDERS, type ProductOrder } from '@app/shared/shop-public';
import { Alert } from '../../../components/ui/alert';
import { apiErrorMessage } from '../../../lib/api-error';
import { useHydrated } from '../../../lib/hydration';
import { ServerSlot, useServerSlot } from '../../../lib/server-slot';
import { usePageMeta } from '../../../lib/use-page-meta';
import { preloadCatalog, useProductos, type ProductFilter } from '../api/get-productos';
import { ProductCard, ProductGridSkeleton } from '../components/product-card';
import { ORDER_LABELS, categoriaBySlug, isCategoriaSlug, isProductOrder } from '../lib/catalog';
import '../shop.css';

export const TIENDA_META = {
  title: 'Tienda',
  description:
    'Batidos, tés, fibra, colágeno, proteína y cuidado de la piel, con envío a toda Colombia. Precios en pesos con IVA incluido.',
};

/** The filter the address names (`?categoria=&orden=&q=`); anything unknown in it is ignored. */
function filterFrom(params: URLSearchParams): ProductFilter {
  const categoria = params.get('categoria');
  const orden = params.get('orden');
  return {
    categoria: isCategoriaSlug(categoria) ? categoria : null,
    orden: isProductOrder(orden) ? orden : 'relevancia',
    q: (params.get('q') ?? '').slice(0, 100),
  };
}

function chipSearch(params: URLSearchParams, categoria: string | null): string {
  const next = new URLSearchParams(params);
  if (categoria) next.set('categoria', categoria);
  else next.delete('categoria');
  const query = next.toString();
  return query ? `?${query}` : '';
}

/** /tienda: the shop: category chips, sort, search, and the product cards. */
export default function TiendaPage() {
  const [params, setParams] = useSearchParams();
  // The pre-rendered page was built without a query string: the first render matches it.
  const hydrated = useHydrated();
  if (!hydrated) preloadCatalog();
  const filter = hydrated ? filterFrom(params) : filterFrom(new URLSearchParams());
  const query = useProductos(filter);
  const categoria = categoriaBySlug(filter.categoria);
  usePageMeta(categoria ? `${categoria.nombre} — ${TIENDA_META.title}` : TIENDA_META.title, TIENDA_META.description);
  const sortId = useId();
  const searchId = useId();
  const [search, setSearch] = useState(filter.q);
  // The cards as the page server drew them (server modules/shop/shop-page-bodies.ts), until the list arrives.
  const serverCards = useServerSlot('tienda-ssr');
  useEffect(() => setSearch(filter.q), [filter.q]);

  const update = (key: 'orden' | 'q', value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value && value !== fallback) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const submitSearch = (e: FormEvent) => {
    e.preventDefault();
    update('q', search.trim(), '');
  };

  const products = query.data;
  return (
    <section className="section shop" aria-labelledby="tienda-titulo">
      <div className="container">
        <header className="shop-header">
          <p className="eyebrow">{categoria ? categoria.subtitulo : 'Nutrición y bienestar'}</p>
          <h1 id="tienda-titulo">{categoria ? categoria.nombre : 'Tienda'}</h1>
          <p className="lead shop-lead">Precios en pesos colombianos con IVA incluido. Envíos a toda Colombia.</p>
        </header>

        <nav className="link-chips" aria-label="Categorías">
          <ul>
            <li>
              <Link
                to={{ search: chipSearch(params, null) }}
                className="link-chip"
                aria-current={filter.categoria === null ? 'page' : undefined}
                preventScrollReset
              >
                Todos
              </Link>
            </li>
            {CATEGORIAS.map((c) => (
              <li key={c.slug}>
                <Link
                  to={{ search: chipSearch(params, c.slug) }}
                  className="link-chip"
                  aria-current={filter.categoria === c.slug ? 'page' : undefined}
                  preventScrollReset
                >
                  {c.nombre}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="shop-toolbar">
          <form className="shop-search" role="search" onSubmit={submitSearch}>
            <label htmlFor={searchId} className="label">
              Buscar productos
            </label>
            <div className="shop-search-row">
              <input
                id={searchId}
                type="search"
                name="q"
                value={search}
                maxLength={100}
                placeholder="Ej.: proteína, colágeno"
                onChange={(e) => setSearch(e.target.value)}
              />
              <button type="submit" className="btn btn-primary shop-search-btn">
                <Search aria-hidden="true" size={18} />
                <span className="visually-hidden">Buscar</span>
              </button>
            </div>
          </form>
          <div className="shop-sort">
            <label htmlFor={sortId} className="label">
              Ordenar por
            </label>
            <select id={sortId} value={filter.orden} onChange={(e) => update('orden', e.target.value as ProductOrder, 'relevancia')}>
              {PRODUCT_ORDERS.map((o) => (
                <option key={o} value={o}>
                  {ORDER_LABELS[o]}
                </option>
              ))}
            </select>
          </div>
        </div>

        <p className="shop-count" role="status">
          {products ? resultText(products.length, filter) : ''}
        </p>

        {query.isError && !products ? (
          <Alert variant="error">{apiErrorMessage(query.error, 'No pudimos cargar los productos. Intenta de nuevo en un momento.')}</Alert>
        ) : !products ? (
          <>
            {serverCards !== null && <ServerSlot id="tienda-ssr" html={serverCards} />}
            <ProductGridSkeleton />
          </>
        ) : products.length === 0 ? (
          <div className="shop-empty">
            <p>No encontramos productos {filter.q ? `para «${filter.q}»` : 'en esta categoría'}.</p>
            <Link to="/tienda" className="btn btn-outline">
              Ver todos los productos
            </Link>
          </div>
        ) : (
          <ul className={`product-grid${query.isPlaceholderData ? ' is-updating' : ''}`}>
            {products.map((p, i) => (
              <li key={p.id}>
                <ProductCard product={p} priority={i < 2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function resultText(count: number, filter: ProductFilter): string {
  const n = count === 1 ? '1 producto' : `${count} productos`;
  return filter.q ? `${n} para «${filter.q}»` : n;
}
