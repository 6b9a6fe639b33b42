import { lazy, Suspense, type ComponentType } from 'react';
import { useInView } from 'react-intersection-observer';
import type { CountUpProps } from 'react-countup';
import { prefersReducedMotion } from '../reduced-motion';

/** Spec §9: counts up to 5 with a '+' over 2.75 s, once, when scrolled into view. */
export const ABOUT_COUNTER = { end: 5, suffix: '+', duration: 2.75 } as const;

// The counter library loads only when the counter scrolls into view: the about section sits in
// every public page's layout, so this keeps it out of the entry chunk. react-countup is CommonJS;
// the production build and vitest hand its default export over differently, hence the unwrap.
const CountUp = lazy(async () => {
  const mod = (await import('react-countup')) as unknown as {
    default: ComponentType<CountUpProps> | { default: ComponentType<CountUpProps> };
  };
  const component = 'default' in mod.default ? mod.default.default : mod.default;
  return { default: component };
});

export function AboutCounter() {
  const { ref, inView } = useInView({ triggerOnce: true, threshold: 0.5, fallbackInView: true });
  const reduced = prefersReducedMotion();
  const initial = `0${ABOUT_COUNTER.suffix}`;
  const final = `${ABOUT_COUNTER.end}${ABOUT_COUNTER.suffix}`;

  return (
    <div ref={ref} className="about-counter">
      <span className="about-counter-value" data-testid="about-counter-value">
        {reduced ? (
          final
        ) : inView ? (
          <Suspense fallback={initial}>
            <CountUp end={ABOUT_COUNTER.end} suffix={ABOUT_COUNTER.suffix} duration={ABOUT_COUNTER.duration} useEasing={false} />
          </Suspense>
        ) : (
          initial
        )}
      </span>
      <span className="about-counter-label">Años de Experiencia</span>
    </div>
  );
}
