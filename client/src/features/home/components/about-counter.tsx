import CountUp from 'react-countup';
import { useInView } from 'react-intersection-observer';
import { prefersReducedMotion } from '../reduced-motion';

/** Spec §9: counts up to 5 with a '+' over 2.75 s, once, when scrolled into view. */
export const ABOUT_COUNTER = { end: 5, suffix: '+', duration: 2.75 } as const;

export function AboutCounter() {
  const { ref, inView } = useInView({ triggerOnce: true, threshold: 0.5, fallbackInView: true });
  const reduced = prefersReducedMotion();
  const final = `${ABOUT_COUNTER.end}${ABOUT_COUNTER.suffix}`;

  return (
    <div ref={ref} className="about-counter">
      <span className="about-counter-value" data-testid="about-counter-value">
        {reduced ? final : inView ? <CountUp end={ABOUT_COUNTER.end} suffix={ABOUT_COUNTER.suffix} duration={ABOUT_COUNTER.duration} useEasing={false} /> : `0${ABOUT_COUNTER.suffix}`}
      </span>
      <span className="about-counter-label">Años de Experiencia</span>
    </div>
  );
}
