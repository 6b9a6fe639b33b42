import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RefreshCw } from 'lucide-react';
import { PAYMENT_METHOD_LABELS, formatPesos, type PublicShopSettings } from '@app/shared/orders';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { brandName } from '../../../lib/site-config';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useShopSettings } from '../api/shop-settings';
import { SellerIdentity } from '../components/seller-identity';
import '../checkout.css';

/*
 * The terms of sale under the Estatuto del Consumidor (Ley 1480 de 2011) and its rules
 * for distance and e-commerce sales (arts. 46 to 51; Decreto 1074 de 2015; reversión: Decreto 587
 * de 2016). What the shop settings hold (seller, methods, limits, pickup) comes from
 * GET /api/tienda/ajustes, so the page never disagrees with the checkout; the delivery times are
 * the team's commitment, written once here.
 */

/** yyyy-MM-dd of the current text; a change of terms applies to orders placed after it. */
const UPDATED = { fecha: '2026-11-26', texto: '26 de noviembre de 2026' } as const;
/** Business days to hand an order to the carrier once paid (or once placed, paying on delivery). */
const DISPATCH_DAYS = 2;
const TRANSIT = {
  principales: 'de 1 a 3 días hábiles en Bogotá, Soacha y las ciudades principales',
  resto: 'de 3 a 8 días hábiles en el resto del país',
} as const;

const sections = [
  { id: 'vendedor', title: '1. Quién vende' },
  { id: 'alcance', title: '2. Alcance y aceptación' },
  { id: 'precios', title: '3. Productos y precios' },
  { id: 'compra', title: '4. Cómo se hace un pedido' },
  { id: 'pago', title: '5. Medios de pago' },
  { id: 'envios', title: '6. Envíos: costos y tiempos' },
  { id: 'retracto', title: '7. Derecho de retracto' },
  { id: 'reversion', title: '8. Reversión del pago' },
  { id: 'garantia', title: '9. Garantía legal' },
  { id: 'pqr', title: '10. Peticiones, quejas y reclamos' },
  { id: 'datos', title: '11. Datos personales' },
  { id: 'cambios', title: '12. Cambios a estos términos' },
] as const;
type SectionId = (typeof sections)[number]['id'];
const title = (id: SectionId) => sections.find((s) => s.id === id)!.title;

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  return (
    <section id={id} className="policy-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title(id)}</h2>
      {children}
    </section>
  );
}

function Seller({ settings }: { settings: ReturnType<typeof useShopSettings> }) {
  if (settings.data) return <SellerIdentity vendedor={settings.data.vendedor} />;
  if (settings.isError) {
    return (
      <>
        <Alert variant="error">No pudimos cargar los datos del vendedor. Inténtalo de nuevo en unos minutos.</Alert>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void settings.refetch()}>
          <RefreshCw aria-hidden="true" size={16} /> Intentar de nuevo
        </button>
      </>
    );
  }
  return <Spinner label="Cargando los datos del vendedor..." showLabel />;
}

/** "a contacto@… o por WhatsApp al …": how to reach the seller, once the settings are known. */
function Contact({ s }: { s: PublicShopSettings | undefined }) {
  if (!s) return <>por los medios de contacto del numeral 1</>;
  return (
    <>
      al correo <a href={`mailto:${s.vendedor.email}`}>{s.vendedor.email}</a>, por WhatsApp al{' '}
      <a href={`https://wa.me/${s.whatsapp}`} target="_blank" rel="noopener noreferrer">
        +{s.whatsapp}
      </a>{' '}
      o al teléfono {s.vendedor.telefono}
    </>
  );
}

export default function TerminosPage() {
  usePageMeta(
    'Términos y condiciones de venta',
    'Condiciones de compra en la tienda: precios, medios de pago, envíos, derecho de retracto, reversión del pago, garantía y cómo presentar una queja (Ley 1480 de 2011).',
  );
  const settings = useShopSettings();
  const s = settings.data;
  const transfer = s ? s.metodos.transferencia : true;
  const cod = s ? s.metodos.contra_entrega : true;

  return (
    <article className="section policy terminos">
      <div className="container policy-inner">
        <div className="policy-header">
          <p className="eyebrow">Tienda</p>
          <h1>Términos y condiciones de venta</h1>
          <p className="lead">
            Estas son las condiciones de las compras que haces en la tienda de {brandName}. Las escribimos para que sepas, antes de pagar,
            quién te vende, cuánto pagas, cuándo recibes tu pedido y qué derechos tienes según el Estatuto del Consumidor (Ley 1480 de
            2011).
          </p>
          <p className="policy-updated">
            Última actualización: <time dateTime={UPDATED.fecha}>{UPDATED.texto}</time>
          </p>
        </div>

        <nav className="policy-toc" aria-label="Contenido de los términos">
          <p className="policy-toc-title">Contenido</p>
          <ol>
            {sections.map((sec) => (
              <li key={sec.id}>
                <a href={`#${sec.id}`}>{sec.title.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>

        <Section id="vendedor">
          <p>Los productos de esta tienda los vende:</p>
          <Seller settings={settings} />
        </Section>

        <Section id="alcance">
          <p>
            Estos términos se aplican a las compras hechas en este sitio web por personas que adquieren los productos como destinatarias
            finales. Al marcar la casilla de aceptación y pulsar «Confirmar pedido» declaras que los leíste y los aceptas. Rigen la Ley 1480
            de 2011 (Estatuto del Consumidor), la Ley 527 de 1999 (comercio electrónico) y sus normas reglamentarias.
          </p>
          <p>Los términos que se aplican a tu pedido son los publicados el día en que lo confirmaste.</p>
        </Section>

        <Section id="precios">
          <ul>
            <li>
              Los precios están en <strong>pesos colombianos (COP)</strong> e <strong>incluyen el IVA</strong> cuando el producto lo causa.
              El costo del envío se suma aparte y se muestra antes de confirmar.
            </li>
            <li>
              Cada producto indica su presentación y, cuando aplica, su registro sanitario INVIMA. Los suplementos dietarios no son
              medicamentos y no reemplazan una alimentación balanceada.
            </li>
            <li>
              El precio que pagas es el del resumen que ves al confirmar. Si un precio, la disponibilidad o el envío cambian mientras
              compras, te mostramos el nuevo total y debes confirmarlo otra vez: nunca cobramos un valor distinto del que aceptaste.
            </li>
            <li>Las unidades se reservan al confirmar el pedido, hasta agotar existencias.</li>
          </ul>
        </Section>

        <Section id="compra">
          <ol>
            <li>Agregas productos al carrito y pulsas «Continuar con la compra».</li>
            <li>Escribes tus datos, eliges cómo recibir el pedido y el medio de pago.</li>
            <li>Revisas el resumen: cada producto, el envío, el total y los datos del vendedor.</li>
            <li>Aceptas estos términos y la política de datos personales y pulsas «Confirmar pedido».</li>
            <li>
              Te mostramos la página «Mi pedido» con la referencia de tu pedido (por ejemplo, VS-7K3Q9) y te la enviamos por correo. Desde
              allí sigues su estado.
            </li>
          </ol>
        </Section>

        <Section id="pago">
          <ul>
            {transfer && (
              <li>
                <strong>{PAYMENT_METHOD_LABELS.transferencia}.</strong> Al confirmar el pedido te mostramos los datos de la cuenta, el valor
                exacto y la referencia que debes escribir en el pago. Cuando verificamos el pago te avisamos por correo. Si no recibimos el
                pago dentro del plazo indicado en tu pedido, este se cancela automáticamente y los productos vuelven a la tienda.
              </li>
            )}
            {cod && (
              <li>
                <strong>{PAYMENT_METHOD_LABELS.contra_entrega}.</strong> Pagas en efectivo al recibir el pedido. Está disponible en los
                municipios donde nuestra transportadora lo ofrece
                {s ? ` y para pedidos de hasta ${formatPesos(s.contraEntregaMaximo)}` : ''}; el formulario te dice si aplica a tu pedido.
              </li>
            )}
            {!transfer && !cod && <li>En este momento la tienda no recibe pedidos en línea. Escríbenos para comprar.</li>}
          </ul>
          <p>Nunca te pediremos claves, códigos de verificación ni datos de tu tarjeta por correo, WhatsApp o teléfono.</p>
        </Section>

        <Section id="envios">
          <ul>
            <li>
              <strong>Costo.</strong> Depende del municipio de entrega y lo ves en el resumen antes de confirmar.
              {s?.envioGratisDesde != null && ` El envío es gratis en compras desde ${formatPesos(s.envioGratisDesde)}.`}
            </li>
            <li>
              <strong>Despacho.</strong> Entregamos el pedido a la transportadora dentro de los {DISPATCH_DAYS} días hábiles siguientes a la
              confirmación del pago (o del pedido, si pagas contra entrega). Te enviamos por correo la transportadora y el número de guía.
            </li>
            <li>
              <strong>Tiempo de entrega.</strong> Normalmente {TRANSIT.principales}, y {TRANSIT.resto}, contados desde el despacho. En
              ningún caso superará 30 días calendario desde el día siguiente a tu pedido; si no cumplimos ese plazo, puedes cancelar la
              compra y te devolvemos todo lo pagado.
            </li>
            {s?.recogerActivo && (
              <li>
                <strong>Recoger.</strong> También puedes recoger tu pedido sin costo de envío en {s.direccionRecogida}. Te avisamos cuando
                esté listo.
              </li>
            )}
            <li>
              Revisa el paquete al recibirlo. Si llega abierto o dañado, anótalo en la guía de la transportadora y escríbenos ese mismo día.
            </li>
          </ul>
        </Section>

        <Section id="retracto">
          <p>
            Como compraste a distancia, tienes derecho a retractarte de la compra (artículo 47 de la Ley 1480 de 2011) dentro de los{' '}
            <strong>5 días hábiles siguientes a la entrega</strong> del producto, sin dar explicaciones.
          </p>
          <ul>
            <li>
              <strong>Cómo hacerlo:</strong> escríbenos <Contact s={s} /> con la referencia del pedido y los productos que devuelves.
            </li>
            <li>
              Devuelve el producto por tus propios medios y a tu cargo, en el mismo estado en que lo recibiste: cerrado, con su sello de
              seguridad y su empaque.
            </li>
            <li>
              Te devolvemos la totalidad del dinero pagado por esos productos, sin descuentos ni retenciones, a más tardar{' '}
              <strong>30 días calendario</strong> después de que ejerzas el derecho.
            </li>
          </ul>
          <p>La ley exceptúa del retracto, entre otros:</p>
          <ul>
            <li>
              los productos que por su naturaleza no pueden devolverse o pueden deteriorarse o caducar con rapidez, como los alimentos y los
              suplementos dietarios <strong>abiertos</strong> o a los que se les retiró el sello de seguridad;
            </li>
            <li>los productos de uso personal, por razones de higiene, una vez abiertos;</li>
            <li>los productos o planes hechos según tus especificaciones o claramente personalizados;</li>
            <li>los servicios (por ejemplo, un plan o un reto) cuya prestación ya comenzó con tu acuerdo.</li>
          </ul>
        </Section>

        <Section id="reversion">
          <p>
            Si pagaste con tarjeta de crédito, tarjeta débito o cualquier otro instrumento de pago electrónico, puedes pedir la reversión
            del pago (artículo 51 de la Ley 1480 de 2011 y Decreto 587 de 2016) cuando:
          </p>
          <ul>
            <li>fuiste víctima de fraude;</li>
            <li>la operación no fue solicitada por ti;</li>
            <li>el producto no te fue entregado;</li>
            <li>el producto entregado no corresponde a lo que pediste o es defectuoso.</li>
          </ul>
          <p>
            Para hacerlo, dentro de los <strong>5 días hábiles siguientes</strong> a la fecha en que conociste el fraude o la operación no
            solicitada, o a la fecha en que debiste recibir el producto o lo recibiste defectuoso o distinto: presenta tu queja ante
            nosotros <Contact s={s} />, devuelve el producto cuando corresponda, y avisa de la reversión al emisor del medio de pago (tu
            banco o la entidad de tu tarjeta o billetera). Si la reversión resulta procedente, el emisor te devuelve el dinero.
          </p>
          <p>El pago en efectivo contra entrega no admite reversión; en ese caso aplican la garantía y el derecho de retracto.</p>
        </Section>

        <Section id="garantia">
          <p>
            Todos nuestros productos tienen la <strong>garantía legal</strong> de calidad, idoneidad y seguridad (artículos 7 a 17 de la Ley
            1480 de 2011), que no tiene costo para ti.
          </p>
          <ul>
            <li>
              Para alimentos y suplementos, la garantía cubre el producto hasta la fecha de vencimiento que indica su empaque, siempre que
              se haya conservado como indica la etiqueta. Para los demás productos rige el término anunciado por el fabricante o, en su
              defecto, el que fija la ley.
            </li>
            <li>
              Si un producto llega vencido, defectuoso o distinto de lo que pediste, escríbenos <Contact s={s} /> con la referencia del
              pedido y una foto. Según el caso, lo cambiamos por otro igual o te devolvemos el dinero; los envíos que esto cause corren por
              nuestra cuenta.
            </li>
            <li>Respondemos las solicitudes de garantía en un plazo máximo de 15 días hábiles.</li>
          </ul>
        </Section>

        <Section id="pqr">
          <p>
            Puedes presentar peticiones, quejas y reclamos <Contact s={s} />. Indica tu nombre, tu documento, la referencia del pedido y lo
            que pides, con las pruebas que tengas (fotos, comprobantes). Te respondemos dentro de los 15 días hábiles siguientes.
          </p>
          <p>
            Si no recibes respuesta o no estás de acuerdo con ella, puedes acudir a la Superintendencia de Industria y Comercio (SIC), la
            autoridad de protección al consumidor en Colombia:{' '}
            <a href="https://www.sic.gov.co" target="_blank" rel="noopener noreferrer">
              www.sic.gov.co
            </a>
            .
          </p>
        </Section>

        <Section id="datos">
          <p>
            Usamos los datos de tu pedido (nombre, documento, contacto y dirección) para procesarlo, entregarlo, facturarlo y atender tus
            solicitudes, conforme a nuestra <Link to="/Politicas">Política de Privacidad y tratamiento de datos personales</Link> (Ley 1581
            de 2012). Al aceptar estos términos también autorizas ese tratamiento.
          </p>
        </Section>

        <Section id="cambios">
          <p>
            Podemos actualizar estos términos; la fecha de la última actualización aparece al inicio. Los cambios se aplican a los pedidos
            confirmados después de su publicación; tu pedido se rige por los términos vigentes el día en que lo confirmaste.
          </p>
        </Section>
      </div>
    </article>
  );
}
