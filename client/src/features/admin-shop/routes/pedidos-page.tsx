import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { SlidersHorizontal } from 'lucide-react';
import {
  ORDER_STATE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  formatPesos,
  type OrderState,
  type PaymentMethod,
} from '@app/shared/orders';
import { AdminPage, AdminPanel } from '../../../components/admin-kit/admin-page';
import { CARDS_QUERY, DataTable } from '../../../components/admin-kit/data-table';
import { CsvExportButton, LoadMore, pagedQueryView } from '../../../components/admin-kit/keyset-list';
import { formatColombiaDate, formatColombiaTime } from '../../../components/admin-kit/format';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { QueryView } from '../../../components/ui/query-view';
import { apiErrorMessage } from '../../../lib/api-error';
import { useMediaQuery } from '../../../lib/media-query';
import { usePageMeta } from '../../../lib/use-page-meta';
import { downloadOrdersCsv, useOrders, type OrderFilter } from '../api/orders';
import { OrderStateBadge, OrderStateOptions } from '../components/order-state-badge';
import { PEDIDOS_PATH } from '../lib/paths';
import '../admin-shop.css';
import { SearchField } from '../../../components/admin-kit/search-field';

const SEARCH_DEBOUNCE_MS = 300;
const RANGE_ERROR = 'La fecha inicial no puede ser posterior a la final.';
/** A column of the list, where the filter and the order page say the method in full. */
const SHORT_METHOD: Record<PaymentMethod, string> = { transferencia: 'Transferencia', contra_entrega: 'Contra entrega', wompi: 'En línea' };

/**
 * Pedidos: newest first, a page at a time; search by reference, name, e-mail or
 * phone; filters by state, payment method and dates (Colombia days); the CSV with the same filters.
 */
export default function PedidosPage() {
  usePageMeta('Pedidos');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [estado, setEstado] = useState<OrderState | ''>('');
  const [metodoPago, setMetodoPago] = useState<PaymentMethod | ''>('');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [range, setRange] = useState({ desde: '', hasta: '' });
  const [error, setError] = useState<string | null>(null);
  // on a phone the filters fold behind one button, so the first orders show on the first screen
  const phone = useMediaQuery(CARDS_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = [estado, metodoPago, desde, hasta].filter(Boolean).length;

  useEffect(() => {
    const timer = setTimeout(() => setQ(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const rangeInvalid = Boolean(desde && hasta && desde > hasta);
  // an inverted range keeps the list of the last valid one on screen, with the error under "Hasta"
  useEffect(() => {
    if (!rangeInvalid) setRange({ desde, hasta });
  }, [desde, hasta, rangeInvalid]);

  const filter: OrderFilter = { q, estado, metodoPago, ...range };
  const orders = useOrders(filter);
  const rows = useMemo(() => orders.data?.pages.flatMap((p) => p.rows) ?? [], [orders.data]);
  const total = orders.data?.pages[0]?.total ?? rows.length;
  const filtered = Boolean(q.trim() || estado || metodoPago || range.desde || range.hasta);

  return (
    <AdminPage
      id="pedidos"
      title="Pedidos"
      intro="Los más recientes primero. Fechas en hora de Colombia; valores en pesos, IVA incluido."
      messages={[{ variant: 'error', text: error }]}
    >
      <AdminPanel
        toolbar={
          <>
            <SearchField
              id="pedidos-buscar"
              placeholder="Referencia, nombre, correo o teléfono"
              value={search}
              onChange={setSearch}
              className="admin-toolbar-grow"
            />
            {phone && (
              <button
                type="button"
                className="btn btn-outline admin-toolbar-btn"
                aria-expanded={filtersOpen}
                aria-controls="pedidos-filtros"
                onClick={() => setFiltersOpen((o) => !o)}
              >
                <SlidersHorizontal aria-hidden="true" size={18} />
                {activeFilters ? `Filtros (${activeFilters})` : 'Filtros'}
              </button>
            )}
            <div id="pedidos-filtros" className="shop-filters" hidden={phone && !filtersOpen}>
              <FormField id="pedidos-estado" label="Estado">
                <select value={estado} onChange={(e) => setEstado(e.target.value as OrderState | '')}>
                  <option value="">Todos</option>
                  <OrderStateOptions />
                </select>
              </FormField>
              <FormField id="pedidos-metodo" label="Método de pago">
                <select value={metodoPago} onChange={(e) => setMetodoPago(e.target.value as PaymentMethod | '')}>
                  <option value="">Todos</option>
                  {PAYMENT_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {PAYMENT_METHOD_LABELS[m]}
                    </option>
                  ))}
                </select>
              </FormField>
              <div className="shop-date-range">
                <FormField id="pedidos-desde" label="Desde">
                  <input type="date" value={desde} onChange={(e) => setDesde(e.target.value)} />
                </FormField>
                <FormField id="pedidos-hasta" label="Hasta" error={rangeInvalid ? RANGE_ERROR : undefined}>
                  <input type="date" value={hasta} min={desde || undefined} onChange={(e) => setHasta(e.target.value)} />
                </FormField>
              </div>
            </div>
            <CsvExportButton download={() => downloadOrdersCsv(filter)} failMessage="No se pudo exportar los pedidos." onError={setError} />
          </>
        }
      >
        <QueryView
          query={pagedQueryView(orders, rows)}
          loading="Cargando pedidos..."
          errorMessage="No se pudieron cargar los pedidos."
          isEmpty={(list) => list.length === 0}
          empty={filtered ? 'Ningún pedido coincide con la búsqueda o los filtros.' : 'Aún no hay pedidos.'}
        >
          {() => (
            <>
              <DataTable
                rows={rows}
                rowKey={(o) => o.id}
                caption={estado ? `Pedidos en estado ${ORDER_STATE_LABELS[estado]}` : 'Pedidos'}
                className="shop-orders-table"
                columns={[
                  {
                    header: 'Referencia',
                    className: 'nowrap',
                    cell: (o) => (
                      <Link to={`${PEDIDOS_PATH}/${o.id}`} className="shop-ref" aria-label={`Pedido ${o.referencia} de ${o.nombre}`}>
                        {o.referencia}
                      </Link>
                    ),
                  },
                  {
                    header: 'Fecha',
                    cell: (o) => (
                      <div className="shop-name">
                        <span className="nowrap">{formatColombiaDate(o.createdAt)}</span>
                        <span className="nowrap text-muted">{formatColombiaTime(o.createdAt)}</span>
                      </div>
                    ),
                  },
                  { header: 'Cliente', className: 'admin-cell-break', cell: (o) => o.nombre },
                  {
                    header: 'Contacto',
                    className: 'admin-cell-break',
                    cell: (o) => (
                      <div className="shop-name">
                        <span>{o.email}</span>
                        <span className="nowrap text-muted">{o.telefono}</span>
                      </div>
                    ),
                  },
                  { header: 'Total', className: 'nowrap', cell: (o) => formatPesos(o.total) },
                  {
                    header: 'Pago',
                    cell: (o) => SHORT_METHOD[o.metodoPago] ?? o.metodoPago,
                  },
                  { header: 'Estado', cell: (o) => <OrderStateBadge estado={o.estado} /> },
                ]}
              />
              <LoadMore
                query={orders}
                shown={rows.length}
                total={total}
                noun={['pedido', 'pedidos']}
                error={(err) => <Alert variant="error">{apiErrorMessage(err, 'No se pudieron cargar más pedidos.')}</Alert>}
              />
            </>
          )}
        </QueryView>
      </AdminPanel>
    </AdminPage>
  );
}
