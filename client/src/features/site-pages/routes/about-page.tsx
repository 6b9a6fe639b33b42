import { Link } from 'react-router-dom';
import { HeartHandshake, Salad, Users } from 'lucide-react';
import { usePageMeta } from '../../../lib/use-page-meta';
import { brandName, coachName } from '../../../lib/site-config';
import '../site-pages.css';

const VALUES = [
  {
    icon: Salad,
    title: 'Nutrición real',
    text: 'Planes con comida de verdad, adaptados a lo que encuentras en tu mercado y a tu presupuesto.',
  },
  {
    icon: HeartHandshake,
    title: 'Acompañamiento cercano',
    text: 'Te escuchamos, resolvemos tus dudas por chat y ajustamos el plan cuando tu rutina cambia.',
  },
  {
    icon: Users,
    title: 'Comunidad',
    text: 'Un equipo y un grupo de apoyo que celebra cada avance contigo, por pequeño que sea.',
  },
];

/** /acerca, /quienes-somos, /about: who we are (the about section itself is in the layout above: docs/decisions/014). */
export default function AboutPage() {
  usePageMeta(
    'Quiénes Somos',
    `Conoce a ${coachName} y al equipo de ${brandName}: asesoría nutricional personalizada y retos de bienestar en Colombia.`,
  );
  return (
    <section className="section site-page" aria-labelledby="quienes-somos-titulo">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">Quiénes Somos</p>
          <h1 id="quienes-somos-titulo">Un equipo que te acompaña a comer mejor</h1>
          <p className="lead">
            {brandName} nació para demostrar que cuidarse no tiene por qué ser complicado. Liderado por {coachName}, nuestro equipo de
            coaches de bienestar acompaña a personas de toda Colombia a mejorar su alimentación, recuperar su energía y alcanzar un peso
            saludable.
          </p>
        </div>
        <ul className="values-grid">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card value-card">
              <span className="value-icon" aria-hidden="true">
                <Icon size={28} />
              </span>
              <h2 className="value-title">{title}</h2>
              <p>{text}</p>
            </li>
          ))}
        </ul>
        <div className="site-page-cta">
          <p>¿Quieres saber qué plan es para ti? Agenda una asesoría personalizada y lo descubrimos juntos.</p>
          <div className="btn-row">
            <Link to="/registro" className="btn btn-primary btn-lg">
              Agenda tu asesoría
            </Link>
            <Link to="/contacto" className="btn btn-outline btn-lg">
              Contáctanos
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
