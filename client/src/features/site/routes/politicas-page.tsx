import { Link } from 'react-router-dom';
import { CURRENT_POLICY } from '@app/shared/privacy';
import { brandName, contactEmail, contactPhone, legalAddress, legalId } from '../../../lib/site-config';
import { usePageMeta } from '../../../lib/use-page-meta';

/*
 * The spec (§2) left bracketed placeholders; the site fills the ones the site knows (brand, contact
 * e-mail and phone, site-config) and adds what Ley 1581 requires: sensitive data, the rights and how
 * to exercise them, response times, the policy's version and date. NIT and address stay bracketed
 * unless VITE_LEGAL_ID / VITE_LEGAL_ADDRESS are set.
 */

const sections = [
  { id: 'datos', title: '1. Datos que recopilamos' },
  { id: 'sensibles', title: '2. Datos sensibles' },
  { id: 'finalidad', title: '3. Finalidad del tratamiento' },
  { id: 'proteccion', title: '4. Protección de la información' },
  { id: 'compartir', title: '5. Compartir información con terceros' },
  { id: 'derechos', title: '6. Derechos de los titulares' },
  { id: 'ejercer', title: '7. Cómo ejercer tus derechos' },
  { id: 'cookies', title: '8. Cookies y tecnologías similares' },
  { id: 'menores', title: '9. Menores de edad' },
  { id: 'cambios', title: '10. Cambios a la política' },
  { id: 'contacto', title: '11. Contacto' },
] as const;
const section = (id: (typeof sections)[number]['id']) => sections.find((s) => s.id === id)!.title;

/** '23 de noviembre de 2026' from yyyy-MM-dd (a date, no time zone involved). */
function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const months = [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ];
  return `${d} de ${months[m - 1]} de ${y}`;
}

export default function PoliticasPage() {
  usePageMeta(
    'Política de Privacidad',
    'Política de privacidad y tratamiento de datos personales conforme a la Ley 1581 de 2012 de Colombia.',
  );

  return (
    <article className="section policy">
      <div className="container policy-inner">
        <div className="policy-header">
          <p className="eyebrow">Tratamiento de datos personales</p>
          <h1>Política de Privacidad</h1>
          <p className="lead">
            En {brandName} valoramos la confianza que depositas en nosotros. Esta política explica qué datos personales recopilamos, para
            qué los usamos, cómo los protegemos y cuáles son tus derechos como titular de la información, de acuerdo con la Ley Estatutaria
            1581 de 2012, el Decreto 1377 de 2013 y demás normas colombianas sobre protección de datos personales.
          </p>
          <p className="policy-updated">
            Última actualización: {longDate(CURRENT_POLICY.fecha)} · Versión de la política: <strong>{CURRENT_POLICY.id}</strong>
          </p>
        </div>

        <nav className="policy-toc" aria-label="Contenido de la política">
          <p className="policy-toc-title">Contenido</p>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title.replace(/^\d+\.\s*/, '')}</a>
              </li>
            ))}
          </ol>
        </nav>

        <section className="policy-section">
          <h2>Responsable del tratamiento</h2>
          <p>
            El responsable del tratamiento de tus datos personales es {brandName}, identificada con NIT {legalId}, con domicilio en{' '}
            {legalAddress}, Colombia, correo electrónico <a href={`mailto:${contactEmail}`}>{contactEmail}</a> y teléfono {contactPhone}.
          </p>
        </section>

        <section id="datos" className="policy-section" aria-labelledby="datos-title">
          <h2 id="datos-title">{section('datos')}</h2>
          <p>Podemos recopilar los siguientes datos cuando usas nuestro sitio, te registras o agendas una asesoría:</p>
          <ul>
            <li>
              <strong>Datos de identificación y contacto:</strong> nombres, apellidos, correo electrónico, número de teléfono, país,
              ocupación, fecha de nacimiento y sexo.
            </li>
            <li>
              <strong>Datos de salud y bienestar:</strong> edad, peso, estatura, condiciones de salud que nos indiques (por ejemplo,
              gastritis, ansiedad o diabetes) y tus objetivos de bienestar. Estos datos son sensibles y solo se tratan con tu autorización
              previa, expresa e informada; no estás obligado a suministrarlos.
            </li>
            <li>
              <strong>Datos de la asesoría:</strong> fecha y hora elegidas, persona que te recomendó e identificador de patrocinador, si los
              indicas.
            </li>
            <li>
              <strong>Datos de la cuenta:</strong> credenciales de acceso (la contraseña se guarda cifrada y nunca en texto plano) y la
              fecha de creación de la cuenta.
            </li>
            <li>
              <strong>Datos técnicos:</strong> dirección IP, tipo de navegador, páginas visitadas y fecha y hora de acceso, recopilados de
              forma automática para la seguridad y el buen funcionamiento del sitio.
            </li>
          </ul>
        </section>

        <section id="sensibles" className="policy-section" aria-labelledby="sensibles-title">
          <h2 id="sensibles-title">{section('sensibles')}</h2>
          <p>
            Son datos sensibles los que afectan tu intimidad o cuyo uso indebido puede generar discriminación, entre ellos los datos
            relativos a la salud (artículo 5 de la Ley 1581 de 2012). Para preparar tu asesoría te pedimos datos de salud: peso, estatura,
            edad, condiciones de salud que quieras indicarnos (por ejemplo, gastritis, ansiedad o diabetes) y tus objetivos de bienestar.
          </p>
          <ul>
            <li>
              <strong>Responder es facultativo:</strong> no estás obligado a suministrar datos sensibles ni a autorizar su tratamiento. Sin
              ellos no podemos personalizar la asesoría, pero puedes pedirnos una orientación general.
            </li>
            <li>
              <strong>Finalidad:</strong> los usamos únicamente para agendar, preparar y prestar tu asesoría nutricional y, si tienes
              cuenta, para personalizar tu espacio; nunca para fines comerciales ni los compartimos con terceros distintos de nuestros
              encargados.
            </li>
            <li>
              <strong>Autorización:</strong> te pedimos una autorización previa, expresa e informada antes de recibirlos. Guardamos prueba
              de ella: la fecha y hora, la dirección IP desde la que la diste, la versión de esta política y el texto exacto que aceptaste.
            </li>
            <li>
              <strong>Conservación:</strong> los datos de una asesoría se anonimizan automáticamente cuando dejan de ser necesarios (a más
              tardar 24 meses después de la cita); conservamos solo la fecha, la hora y el estado, sin nada que te identifique.
            </li>
          </ul>
        </section>

        <section id="finalidad" className="policy-section" aria-labelledby="finalidad-title">
          <h2 id="finalidad-title">{section('finalidad')}</h2>
          <p>Usamos tus datos personales únicamente para las siguientes finalidades:</p>
          <ul>
            <li>Agendar, confirmar y prestar las asesorías personalizadas de nutrición y bienestar.</li>
            <li>Diseñar planes y recomendaciones acordes con tu estado de salud y tus objetivos.</li>
            <li>Crear y administrar tu cuenta de usuario, verificar tu correo y permitirte recuperar tu contraseña.</li>
            <li>Enviarte confirmaciones, recordatorios e información sobre los retos de 10, 21 y 90 días.</li>
            <li>
              Enviarte comunicaciones comerciales sobre productos y servicios, solo si lo autorizas; puedes retirar esa autorización en
              cualquier momento.
            </li>
            <li>Atender tus consultas, peticiones, quejas y reclamos.</li>
            <li>Cumplir obligaciones legales y atender requerimientos de autoridades competentes.</li>
            <li>Mejorar nuestro sitio y nuestros servicios mediante estadísticas agregadas y anónimas.</li>
          </ul>
        </section>

        <section id="proteccion" className="policy-section" aria-labelledby="proteccion-title">
          <h2 id="proteccion-title">{section('proteccion')}</h2>
          <p>
            Aplicamos medidas técnicas, humanas y administrativas razonables para proteger tus datos contra pérdida, acceso no autorizado,
            uso indebido, alteración o divulgación: conexiones cifradas (HTTPS), contraseñas almacenadas con algoritmos de cifrado robustos,
            acceso restringido al personal autorizado y copias de seguridad periódicas.
          </p>
          <p>
            Conservamos tus datos solo durante el tiempo necesario para cumplir las finalidades descritas o el que exija la ley. Ningún
            sistema es completamente invulnerable; si ocurre un incidente de seguridad que afecte tus datos, te informaremos y lo
            reportaremos a la Superintendencia de Industria y Comercio cuando corresponda.
          </p>
        </section>

        <section id="compartir" className="policy-section" aria-labelledby="compartir-title">
          <h2 id="compartir-title">{section('compartir')}</h2>
          <p>No vendemos ni alquilamos tus datos personales. Solo los compartimos en estos casos:</p>
          <ul>
            <li>
              Con proveedores que nos prestan servicios (alojamiento web, envío de correos electrónicos, mensajería), quienes actúan como
              encargados del tratamiento bajo acuerdos de confidencialidad y solo pueden usar los datos para prestarnos el servicio.
            </li>
            <li>Con el equipo de coaching que te atiende, en la medida necesaria para prestarte la asesoría.</li>
            <li>Cuando una autoridad competente lo solicite conforme a la ley.</li>
            <li>Con tu autorización previa y expresa, en cualquier otro caso.</li>
          </ul>
          <p>
            Si algún proveedor se encuentra fuera de Colombia, la transferencia o transmisión internacional de datos se hará conforme a lo
            exigido por la Ley 1581 de 2012 y las instrucciones de la Superintendencia de Industria y Comercio.
          </p>
        </section>

        <section id="derechos" className="policy-section" aria-labelledby="derechos-title">
          <h2 id="derechos-title">{section('derechos')}</h2>
          <p>
            De acuerdo con el artículo 8 de la Ley 1581 de 2012 y el derecho fundamental de habeas data (artículo 15 de la Constitución
            Política de Colombia), como titular de los datos tienes derecho a:
          </p>
          <ul>
            <li>
              <strong>Conocer, actualizar y rectificar</strong> tus datos personales frente a nosotros o a nuestros encargados.
            </li>
            <li>
              <strong>Suprimir</strong> tus datos y <strong>revocar</strong> la autorización que nos diste, en cualquier momento, cuando no
              exista un deber legal o contractual de conservarlos.
            </li>
            <li>Solicitar prueba de la autorización que nos otorgaste para el tratamiento.</li>
            <li>Ser informado, previa solicitud, sobre el uso que le hemos dado a tus datos.</li>
            <li>
              Presentar quejas ante la Superintendencia de Industria y Comercio por infracciones a la normativa de protección de datos.
            </li>
            <li>
              Revocar la autorización y solicitar la supresión de tus datos cuando no se respeten los principios, derechos y garantías
              legales, siempre que no exista un deber legal o contractual de conservarlos.
            </li>
            <li>Acceder en forma gratuita a tus datos personales que hayan sido objeto de tratamiento.</li>
          </ul>
        </section>

        <section id="ejercer" className="policy-section" aria-labelledby="ejercer-title">
          <h2 id="ejercer-title">{section('ejercer')}</h2>
          <p>Puedes ejercer tus derechos de forma gratuita por cualquiera de estos medios:</p>
          <ul>
            <li>
              <strong>Página «Mi asesoría»:</strong> con el enlace «Gestionar mi asesoría» del correo de confirmación puedes ver,
              reprogramar o cancelar tu asesoría y elegir «Eliminar mis datos» para que anonimicemos sus datos personales.
            </li>
            <li>
              <strong>
                Tu perfil (<Link to="/perfil">/perfil</Link>):
              </strong>{' '}
              si tienes cuenta, «Descargar mis datos» te entrega un archivo con todo lo que guardamos sobre ti (tu cuenta, tus
              autorizaciones y tus asesorías) y «Eliminar mi cuenta» la borra y anonimiza tus asesorías.
            </li>
            <li>
              <strong>Correo electrónico:</strong> escríbenos a <a href={`mailto:${contactEmail}`}>{contactEmail}</a> indicando tu nombre
              completo, tu documento de identidad, la descripción de tu solicitud y un medio de respuesta.
            </li>
          </ul>
          <p>
            Las consultas se atenderán en un plazo máximo de diez (10) días hábiles y los reclamos en un plazo máximo de quince (15) días
            hábiles, prorrogables en los términos de la ley.
          </p>
        </section>

        <section id="cookies" className="policy-section" aria-labelledby="cookies-title">
          <h2 id="cookies-title">{section('cookies')}</h2>
          <p>
            Nuestro sitio usa cookies y almacenamiento local del navegador estrictamente necesarios para su funcionamiento: mantener tu
            sesión iniciada y proteger los formularios contra solicitudes fraudulentas. También podemos usar cookies analíticas para conocer
            de forma agregada cómo se usa el sitio.
          </p>
          <p>
            Puedes configurar tu navegador para bloquear o eliminar las cookies; sin embargo, algunas funciones del sitio, como el inicio de
            sesión, podrían dejar de funcionar correctamente.
          </p>
        </section>

        <section id="menores" className="policy-section" aria-labelledby="menores-title">
          <h2 id="menores-title">{section('menores')}</h2>
          <p>
            Nuestros servicios están dirigidos a personas mayores de 18 años. No recopilamos de manera intencional datos de niños, niñas o
            adolescentes. Cuando un menor de edad requiera una asesoría, sus datos deberán ser suministrados por su padre, madre o
            representante legal, quien otorgará la autorización correspondiente, respetando siempre el interés superior del menor y sus
            derechos fundamentales.
          </p>
          <p>
            Si crees que un menor nos ha proporcionado datos sin esa autorización, escríbenos a{' '}
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a> y los eliminaremos.
          </p>
        </section>

        <section id="cambios" className="policy-section" aria-labelledby="cambios-title">
          <h2 id="cambios-title">{section('cambios')}</h2>
          <p>
            Podemos actualizar esta política para reflejar cambios legales o en nuestros servicios. Publicaremos la versión vigente en esta
            página indicando la fecha de la última actualización y, si los cambios son sustanciales, te lo comunicaremos por correo
            electrónico antes de aplicarlos. Si continúas usando el sitio después de la publicación, entenderemos que conoces la nueva
            versión.
          </p>
        </section>

        <section id="contacto" className="policy-section" aria-labelledby="contacto-title">
          <h2 id="contacto-title">{section('contacto')}</h2>
          <p>Si tienes preguntas sobre esta política o sobre el tratamiento de tus datos, contáctanos:</p>
          <ul className="policy-contact">
            <li>
              <strong>Responsable:</strong> {brandName}
            </li>
            <li>
              <strong>Correo electrónico:</strong> <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </li>
            <li>
              <strong>Teléfono:</strong> {contactPhone}
            </li>
            <li>
              <strong>Dirección:</strong> {legalAddress}, Colombia
            </li>
          </ul>
        </section>
      </div>
    </article>
  );
}
