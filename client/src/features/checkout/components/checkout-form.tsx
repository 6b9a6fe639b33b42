import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { get, useWatch, type DefaultValues, type FieldErrors, type FieldPath } from 'react-hook-form';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { CURRENT_POLICY } from '@app/shared/privacy';
import { defaultRetoStart, retoStartRange } from '@app/shared/retos-public';
import {
  DELIVERY_TYPE_LABELS,
  DOCUMENT_TYPES,
  MUNICIPIO_CODE,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  PAYMENT_METHOD_LABELS,
  formatPesos,
  orderInputSchema,
  type OrderConflictBody,
  type OrderCreated,
  type OrderInput,
  type OrderItem,
  type OrderPayload,
  type OrderQuote,
  type PaymentMethod,
  type PublicShopSettings,
  type QuoteInput,
} from '@app/shared/orders';
import { Alert, FocusedAlert, type AlertMessage } from '../../../components/ui/alert';
import { FieldGroup, FormField } from '../../../components/ui/form-field';
import { PhoneField } from '../../../components/ui/phone-field';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorBody, apiErrorMessage } from '../../../lib/api-error';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateOrder } from '../api/orders';
import { quoteKey, useQuote } from '../../../lib/quote';
import { useShopSettings } from '../api/shop-settings';
import { AddressFields } from './address-fields';
import { OrderLines, summaryLineOf } from './order-lines';
import { KeepHyphenated, Pesos } from '../../../components/ui/pesos';
import { SellerIdentity } from './seller-identity';

type FieldName = FieldPath<OrderInput>;

const EMPTY: DefaultValues<OrderInput> = {
  items: [],
  comprador: { nombres: '', apellidos: '', email: '', telefono: '', tipoDocumento: 'CC', numeroDocumento: '' },
  entrega: { tipo: 'domicilio', municipio: '', direccion: '', barrio: '', indicaciones: '' },
  metodoPago: undefined,
  aceptaTerminos: false,
  politica_version: CURRENT_POLICY.id,
};

/** The inputs a server's field error can land on; any other path is told in the form's notice. */
const FIELDS = [
  'comprador.nombres',
  'comprador.apellidos',
  'comprador.email',
  'comprador.telefono',
  'comprador.tipoDocumento',
  'comprador.numeroDocumento',
  'entrega.tipo',
  'entrega.municipio',
  'entrega.direccion',
  'entrega.barrio',
  'entrega.indicaciones',
  'metodoPago',
  'aceptaTerminos',
  'inicio',
];

const SUBMIT_FAILED = 'No pudimos registrar tu pedido. Revisa tu conexión e inténtalo de nuevo; lo que escribiste sigue aquí.';
const QUOTE_FAILED = 'No pudimos calcular el total de tu pedido.';
const SETTINGS_FAILED = 'No pudimos cargar los datos del vendedor.';
const WAIT_FOR_TOTAL = 'Espera un momento: estamos calculando el total de tu pedido.';

const METHOD_HINTS: Record<PaymentMethod, (settings: PublicShopSettings | undefined) => ReactNode> = {
  transferencia: () => 'Al confirmar te mostramos los datos de la cuenta, el valor exacto y la referencia que debes indicar.',
  contra_entrega: (s) =>
    s ? (
      <>
        Pagas en efectivo al recibir tu pedido (pedidos de hasta <Pesos value={s.contraEntregaMaximo} />
        ).
      </>
    ) : (
      'Pagas en efectivo al recibir tu pedido.'
    ),
  wompi: () => 'Al confirmar te llevamos al pago seguro de Wompi; tus productos quedan apartados mientras pagas.',
};

const message = (errors: FieldErrors<OrderInput>, name: string): string | undefined =>
  (get(errors, name) as { message?: string } | undefined)?.message;

interface CheckoutFormProps {
  /** The cart's lines (product ids and quantities): the server prices them. */
  items: readonly OrderItem[];
  /** The cart's programmes (reto ids): bought with the account whose e-mail is `accountEmail`. */
  retos?: readonly number[];
  accountEmail?: string | null;
  onPlaced: (created: OrderCreated) => void;
}

/**
 * /checkout's form: the buyer, the delivery, the payment method, the server's summary
 * and the seller's identity, the acceptance of the terms; "Confirmar pedido" sends the total the
 * buyer saw, and a 409 puts the server's new quote on screen for a second confirmation.
 */
export function CheckoutForm({ items, retos = [], accountEmail = null, onPlaced }: CheckoutFormProps) {
  const shipsNothing = items.length === 0;
  // The first and last start a programme may have, from the device's clock (the server checks on its own).
  const [startRange] = useState(() => ({ ...retoStartRange(new Date()), initial: defaultRetoStart(new Date()) }));
  const queryClient = useQueryClient();
  const settings = useShopSettings();
  const createOrder = useCreateOrder();
  const [notice, setNotice] = useState<AlertMessage | null>(null);
  const {
    register,
    control,
    handleSubmit,
    submitValid,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors, isSubmitting, isSubmitted },
  } = useSchemaForm(
    orderInputSchema,
    async (payload: OrderPayload) => {
      const method = current?.metodosPago.find((m) => m.metodo === payload.metodoPago);
      if (method && !method.disponible) {
        setError('metodoPago', { type: 'quote', message: method.motivo ?? ORDER_MESSAGES.metodoPagoUnavailable }, { shouldFocus: true });
        return;
      }
      onPlaced(await createOrder.mutateAsync(payload));
    },
    {
      defaultValues: {
        ...EMPTY,
        ...(retos.length ? { inicio: startRange.initial } : {}),
        ...(accountEmail ? { comprador: { ...EMPTY.comprador, email: accountEmail } } : {}),
      },
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      fields: FIELDS,
      // the notice above the button says the refusal, with what names no field of the form
      onFailure: ({ error, failure, elsewhere }) => {
        if (failure.kind !== 'response') {
          setNotice({ variant: 'error', text: SUBMIT_FAILED });
          return null;
        }
        const body = apiErrorBody(error) as Partial<OrderConflictBody> | undefined;
        if (failure.status === 409 && body?.cotizacion) {
          // the server's prices, stock or shipping moved: its quote replaces the one shown, and the buyer confirms again
          queryClient.setQueryData(quoteKey(quoteInput), body.cotizacion);
          setNotice({ variant: 'warning', text: failure.message ?? ORDER_MESSAGES.totalChanged });
          return null;
        }
        setNotice({
          variant: 'error',
          text: [failure.message ?? SUBMIT_FAILED, ...elsewhere].filter((t, i, all) => all.indexOf(t) === i).join(' '),
        });
        return null;
      },
    },
  );

  // Only what prices the order is watched here: the shipping follows the municipality (or pickup).
  const [tipo, municipio] = useWatch({ control, name: ['entrega.tipo', 'entrega.municipio'] }) as [string, string | undefined];
  const quoteInput = useMemo<QuoteInput>(() => {
    const lines = items.map(({ productoId, cantidad }) => ({ productoId, cantidad }));
    const programmes = retos.length ? { retos: retos.map((retoId) => ({ retoId })) } : {};
    if (shipsNothing) return { items: lines, ...programmes };
    if (tipo === 'recoger') return { items: lines, ...programmes, entrega: { tipo: 'recoger' } };
    if (municipio && MUNICIPIO_CODE.test(municipio)) return { items: lines, ...programmes, entrega: { tipo: 'domicilio', municipio } };
    return { items: lines, ...programmes };
  }, [items, retos, shipsNothing, tipo, municipio]);
  const quote = useQuote(quoteInput);
  const current: OrderQuote | undefined = quote.data;
  const updating = quote.isFetching;

  // A method the new quote refuses (cash on delivery over its limit, or outside its zones) is unticked, saying why.
  useEffect(() => {
    if (!current) return;
    const chosen = getValues('metodoPago');
    const method = current.metodosPago.find((m) => m.metodo === chosen);
    if (chosen && method && !method.disponible) {
      setValue('metodoPago', undefined as unknown as PaymentMethod);
      setError('metodoPago', { type: 'quote', message: method.motivo ?? ORDER_MESSAGES.metodoPagoUnavailable });
    }
  }, [current, getValues, setValue, setError]);

  const recogerActivo = settings.data?.recogerActivo === true;
  const field = (name: FieldName) => ({ id: `checkout-${name.replace('.', '-')}`, error: message(errors, name) });

  const onInvalid = (invalid: FieldErrors<OrderInput>) => {
    // what has no input of its own (the cart, the total) is said above the button
    const other =
      message(invalid, 'items') ??
      message(invalid, 'items.root') ??
      message(invalid, 'totalEsperado') ??
      message(invalid, 'politica_version');
    setNotice(other ? { variant: 'error', text: other } : null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!current || updating) {
      event.preventDefault();
      setNotice({ variant: 'info', text: WAIT_FOR_TOTAL });
      return;
    }
    // what the buyer does not type: the cart's lines, the total on screen, the policy version whose links the form showed
    setValue('items', quoteInput.items);
    setValue('retos', quoteInput.retos ?? []);
    // programmes only: nothing to deliver, so no address is sent
    if (shipsNothing) setValue('entrega', undefined);
    setValue('totalEsperado', current.total);
    setValue('politica_version', CURRENT_POLICY.id);
    setNotice(null);
    void handleSubmit(submitValid, onInvalid)(event);
  };

  const blocked = !current || updating || !current.valido || Boolean(current.problemaEntrega) || !settings.data;

  return (
    <form className="checkout-form" onSubmit={onSubmit} noValidate aria-label="Finalizar compra">
      <p className="text-muted checkout-intro">
        Los campos marcados con <span className="required">*</span> son obligatorios.
      </p>
      <div className="checkout-layout">
        <div className="checkout-main">
          <section className="checkout-section card" aria-labelledby="checkout-comprador-title">
            <h2 id="checkout-comprador-title">1. Tus datos</h2>
            <div className="form-grid">
              <FormField {...field('comprador.nombres')} label="Nombres" required>
                <input type="text" autoComplete="given-name" maxLength={ORDER_LIMITS.nombres} {...register('comprador.nombres')} />
              </FormField>
              <FormField {...field('comprador.apellidos')} label="Apellidos" required>
                <input type="text" autoComplete="family-name" maxLength={ORDER_LIMITS.nombres} {...register('comprador.apellidos')} />
              </FormField>
              <FormField
                {...field('comprador.email')}
                label="Correo electrónico"
                required
                hint={
                  accountEmail
                    ? 'El de tu cuenta: allí te enviaremos la confirmación y cómo empezar tu reto.'
                    : 'Te enviaremos la confirmación y el estado de tu pedido.'
                }
              >
                <input
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  readOnly={Boolean(accountEmail)}
                  {...register('comprador.email')}
                />
              </FormField>
              <FormField {...field('comprador.telefono')} label="Celular" required>
                {(a11y) => <PhoneField control={control} name="comprador.telefono" a11y={a11y} />}
              </FormField>
              <FormField {...field('comprador.tipoDocumento')} label="Tipo de documento" required>
                <select {...register('comprador.tipoDocumento')}>
                  {DOCUMENT_TYPES.map((d) => (
                    <option key={d.value} value={d.value}>
                      {d.label}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField {...field('comprador.numeroDocumento')} label="Número de documento" required hint="Sin puntos ni espacios.">
                <input type="text" autoComplete="off" maxLength={ORDER_LIMITS.documento} {...register('comprador.numeroDocumento')} />
              </FormField>
            </div>
          </section>

          {retos.length > 0 && (
            <section className="checkout-section card" aria-labelledby="checkout-inicio-title">
              <h2 id="checkout-inicio-title">{shipsNothing ? '2.' : '2a.'} Inicio de tu reto</h2>
              <FormField
                {...field('inicio')}
                label="Fecha de inicio"
                required
                hint="Desde mañana (hora de Colombia); te sugerimos el próximo lunes. El día 1 empieza a las 00:00 de esa fecha."
              >
                <input type="date" min={startRange.min} max={startRange.max} {...register('inicio')} />
              </FormField>
            </section>
          )}

          {!shipsNothing && (
            <section className="checkout-section card" aria-labelledby="checkout-entrega-title">
              <h2 id="checkout-entrega-title">2. Entrega</h2>
              {recogerActivo && (
                <FieldGroup
                  id="checkout-entrega-tipo"
                  legend="¿Cómo quieres recibir tu pedido?"
                  className="checkout-choices"
                  error={message(errors, 'entrega.tipo')}
                >
                  {(['domicilio', 'recoger'] as const).map((t) => (
                    <label key={t} className="checkout-choice">
                      <input type="radio" value={t} {...register('entrega.tipo')} />
                      <span className="checkout-choice-text">
                        <strong>{DELIVERY_TYPE_LABELS[t]}</strong>
                        <span className="field-hint">
                          {t === 'domicilio' ? 'Te lo llevamos a la dirección que indiques.' : 'Sin costo de envío.'}
                        </span>
                      </span>
                    </label>
                  ))}
                </FieldGroup>
              )}
              {tipo === 'recoger' && settings.data ? (
                <div className="checkout-pickup">
                  <p className="checkout-pickup-title">Recoges tu pedido en:</p>
                  <p className="checkout-pickup-address">{settings.data.direccionRecogida}</p>
                  <p className="field-hint">Te avisamos por correo cuando esté listo para recoger.</p>
                </div>
              ) : (
                <>
                  {recogerActivo && <h3 className="checkout-subtitle">Dirección de entrega</h3>}
                  <AddressFields control={control} register={register} setValue={setValue} errors={errors} validateOnChange={isSubmitted} />
                </>
              )}
              {current?.problemaEntrega && <Alert variant="warning">{current.problemaEntrega}</Alert>}
            </section>
          )}

          <section className="checkout-section card" aria-labelledby="checkout-pago-title">
            <h2 id="checkout-pago-title">3. Pago</h2>
            {current ? (
              <FieldGroup
                id="checkout-metodoPago"
                legend="Método de pago"
                className="checkout-choices"
                error={message(errors, 'metodoPago')}
              >
                {current.metodosPago.map((m) => {
                  const hintId = `checkout-metodo-${m.metodo}-hint`;
                  return (
                    <label key={m.metodo} className={m.disponible ? 'checkout-choice' : 'checkout-choice is-unavailable'}>
                      <input
                        type="radio"
                        value={m.metodo}
                        disabled={!m.disponible}
                        aria-describedby={hintId}
                        {...register('metodoPago', { onChange: () => clearErrors('metodoPago') })}
                      />
                      <span className="checkout-choice-text">
                        <strong>
                          <KeepHyphenated text={PAYMENT_METHOD_LABELS[m.metodo]} />
                        </strong>
                        <span id={hintId} className={m.disponible ? 'field-hint' : 'field-hint checkout-unavailable'}>
                          {m.disponible ? METHOD_HINTS[m.metodo](settings.data) : (m.motivo ?? ORDER_MESSAGES.metodoPagoUnavailable)}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </FieldGroup>
            ) : quote.isError ? (
              <p className="field-hint">Los métodos de pago aparecen cuando calculemos el total.</p>
            ) : (
              <Spinner label="Cargando los métodos de pago..." showLabel />
            )}
          </section>
        </div>

        <div className="checkout-aside">
          <section className="checkout-section card" aria-labelledby="checkout-resumen-title">
            <h2 id="checkout-resumen-title">Resumen del pedido</h2>
            {current ? (
              <>
                <OrderLines
                  lines={[
                    ...(current.programas ?? []).map((p) => ({
                      key: `reto-${p.retoId}`,
                      nombre: p.nombre,
                      cantidad: 1,
                      precio: p.precio,
                      subtotal: p.precio,
                      problema: p.problema ? 'Este reto ya no está disponible.' : null,
                    })),
                    ...current.lineas.map((l) => summaryLineOf(l, items.find((i) => i.productoId === l.productoId)?.cantidad ?? 0)),
                  ]}
                  subtotal={current.subtotal}
                  envio={current.envio}
                  envioPending={tipo === 'recoger' ? 'Sin costo' : 'Elige el municipio'}
                  zona={current.zona}
                  total={current.total}
                  totalLabel={current.envio === null ? 'Total sin envío' : 'Total'}
                />
                {current.envioGratisDesde !== null && current.envio !== 0 && current.subtotal < current.envioGratisDesde && (
                  <p className="field-hint">
                    Envío gratis en compras desde <Pesos value={current.envioGratisDesde} />.
                  </p>
                )}
                <p className="checkout-updating" aria-live="polite">
                  {updating ? 'Actualizando el total...' : ''}
                </p>
                {!current.valido && (
                  <Alert variant="warning">
                    {current.problemaTotal ?? ORDER_MESSAGES.productUnavailable} <Link to="/carrito">Ir al carrito</Link>
                  </Alert>
                )}
              </>
            ) : quote.isError ? (
              <>
                <Alert variant="error">{apiErrorMessage(quote.error, QUOTE_FAILED)}</Alert>
                <button type="button" className="btn btn-outline btn-sm" onClick={() => void quote.refetch()}>
                  <RefreshCw aria-hidden="true" size={16} /> Intentar de nuevo
                </button>
              </>
            ) : (
              <Spinner label="Calculando el total..." showLabel />
            )}
          </section>

          <section className="checkout-section card" aria-labelledby="checkout-vendedor-title">
            <h2 id="checkout-vendedor-title">Quién te vende</h2>
            {settings.data ? (
              <SellerIdentity vendedor={settings.data.vendedor} />
            ) : settings.isError ? (
              <>
                <Alert variant="error">{SETTINGS_FAILED}</Alert>
                <button type="button" className="btn btn-outline btn-sm" onClick={() => void settings.refetch()}>
                  <RefreshCw aria-hidden="true" size={16} /> Intentar de nuevo
                </button>
              </>
            ) : (
              <Spinner label="Cargando los datos del vendedor..." showLabel />
            )}
          </section>

          <div className="checkout-confirm">
            <FormField
              {...field('aceptaTerminos')}
              inline
              className="checkout-consent"
              // the text the server records with the acceptance (policy version, its text, time, IP)
              hint={CURRENT_POLICY.purchaseConsent}
              label={
                <>
                  He leído y acepto los{' '}
                  <Link to="/terminos" target="_blank" rel="noopener">
                    términos y condiciones de venta
                  </Link>{' '}
                  y la{' '}
                  <Link to="/Politicas" target="_blank" rel="noopener">
                    política de tratamiento de datos personales
                  </Link>
                  .
                </>
              }
            >
              <input type="checkbox" {...register('aceptaTerminos')} />
            </FormField>
            <FocusedAlert message={notice} className="checkout-notice" />
            {current && (
              <p className="checkout-total-line">
                {current.envio === null ? 'Total sin envío:' : 'Total a pagar:'} <strong>{formatPesos(current.total)}</strong>
              </p>
            )}
            <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={isSubmitting || blocked}>
              <ShieldCheck aria-hidden="true" size={20} />
              {isSubmitting ? 'Confirmando...' : 'Confirmar pedido'}
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}
