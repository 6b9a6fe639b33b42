import '../funnel.css';
import { Link } from 'react-router-dom';
import { CalendarDays, Flame, Trophy, type LucideIcon } from 'lucide-react';
import { SectionHeading, subHeadingTag, type HeadingLevel } from './section-heading';

interface ChallengeCard {
  days: 10 | 21 | 90;
  title: string;
  text: string;
  to: string;
  icon: LucideIcon;
}

export const CHALLENGE_CARDS: readonly ChallengeCard[] = [
  {
    days: 10,
    title: 'Reto 10 días',
    text: 'Un arranque suave para desinflamar, ordenar tus comidas y sentir más energía en poco tiempo.',
    to: '/reto10dias',
    icon: Flame,
  },
  {
    days: 21,
    title: 'Reto 21 días',
    text: 'Tres semanas para convertir la alimentación saludable en un hábito que se queda contigo.',
    to: '/reto21dias',
    icon: CalendarDays,
  },
  {
    days: 90,
    title: 'Reto 90 días',
    text: 'Una transformación completa con seguimiento cercano, metas medibles y resultados que se notan.',
    to: '/reto90dias',
    icon: Trophy,
  },
];

/** Challenge section (spec §2): three cards whose 'Saber Más' opens each challenge page. */
export function ChallengesSection({ headingLevel }: { headingLevel?: HeadingLevel }) {
  const CardHeading = subHeadingTag(headingLevel);
  return (
    <section className="section challenges" aria-labelledby="retos-titulo">
      <div className="container">
        <SectionHeading id="retos-titulo" eyebrow="Retos de bienestar" title="El desafío que cambiara tu vida" level={headingLevel} />
        <ul className="challenge-grid">
          {CHALLENGE_CARDS.map(({ days, title, text, to, icon: Icon }) => (
            <li key={days} className={`challenge-card challenge-card-${days}`}>
              <div className="challenge-badge" aria-hidden="true">
                <Icon size={28} />
                <span className="challenge-days">{days}</span>
                <span className="challenge-days-label">días</span>
              </div>
              <CardHeading className="challenge-title">{title}</CardHeading>
              <p>{text}</p>
              <Link to={to} className="btn btn-primary" aria-label={`Saber Más sobre el ${title.toLowerCase()}`}>
                Saber Más
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
