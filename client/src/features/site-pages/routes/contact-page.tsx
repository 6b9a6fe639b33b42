import { MapPin, MessageCircle, Phone } from 'lucide-react';
import { usePageMeta } from '../../../lib/use-page-meta';
import { contactPhone, contactPhoneHref, country, socialLinks, whatsappUrl } from '../../../lib/site-config';
import { SocialIcon } from '../../../components/layout/social-icons';
import '../site-pages.css';

/** /contacto: phone, WhatsApp chat link and the social profiles. */
export default function ContactPage() {
  usePageMeta('Contacto', `Escríbenos por WhatsApp o llámanos al ${contactPhone}. Atendemos en toda ${country}.`);
  return (
    <section className="section site-page" aria-labelledby="contacto-titulo">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">Contacto</p>
          <h1 id="contacto-titulo">Hablemos de tu bienestar</h1>
          <p className="lead">
            Resolvemos tus dudas sobre las asesorías, los retos y los productos. Escríbenos y te respondemos lo antes posible.
          </p>
        </div>
        <ul className="contact-grid">
          <li className="card contact-card">
            <span className="value-icon" aria-hidden="true">
              <MessageCircle size={28} />
            </span>
            <h2 className="value-title">WhatsApp</h2>
            <p>La forma más rápida de hablar con tu coach.</p>
            <a
              className="btn btn-primary"
              href={whatsappUrl('Hola, quiero información sobre las asesorías.')}
              target="_blank"
              rel="noopener noreferrer"
            >
              Escríbenos por WhatsApp
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          </li>
          <li className="card contact-card">
            <span className="value-icon" aria-hidden="true">
              <Phone size={28} />
            </span>
            <h2 className="value-title">Teléfono</h2>
            <p>Llámanos de lunes a sábado, de 8:00 a. m. a 8:00 p. m.</p>
            <a className="contact-phone" href={contactPhoneHref}>
              {contactPhone}
            </a>
          </li>
          <li className="card contact-card">
            <span className="value-icon" aria-hidden="true">
              <MapPin size={28} />
            </span>
            <h2 className="value-title">Dónde estamos</h2>
            <p>Atendemos en línea a personas de toda {country}.</p>
            <p className="contact-country">{country}</p>
          </li>
        </ul>
        <div className="contact-social">
          <h2 className="value-title">Síguenos en redes</h2>
          <ul className="social-list">
            {socialLinks.map((link) => (
              <li key={link.network}>
                <a className="social-pill" href={link.href} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={link.network} size={20} />
                  {link.label}
                  <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
