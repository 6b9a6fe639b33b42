import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useInView } from 'react-intersection-observer';
import type { CountUpProps } from 'react-countup';
import { useReducedMotion } from '../../../lib/reduced-motion';

/** Spec §9: counts up to 5 with a '+' over 2.75 s, once, when scrolled into view. */
export const ABOUT_COUNTER = { end: 5, suffix: '+', duration: 2.75 } as const;

// The counter library loads only when the counter scrolls into view: the about section sits in
// the layout of every page that markets, so this keeps it out of the entry chunk. react-countup is CommonJS;
// the production build and vitest hand its default export over differently, hence the unwrap.
const CountUp = lazy(async () => {
  const mod = (await import('react-countup')) as unknown as {
    default: ComponentType<CountUpProps> | { default: ComponentType<CountUpProps> };
  };
  const component = 'default' in mod.default ? mod.default.default : mod.default;
  return { default: component };
});

/**
 * True once the page has loaded and the browser is idle. The counter sits in the first screen of
 * every public page, so its 2.75 s of animation frames wait until the page's own scripts, images
 * and first render are done instead of competing with them.
 */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let idleId: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(() => setSettled(true), { timeout: 1500 });
      else timer = setTimeout(() => setSettled(true), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      clearTimeout(timer);
    };
  }, []);
  return settled;
}

export function AboutCounter() {
  const { ref, inView: seen } = useInView({ triggerOnce: true, threshold: 0.5, fallbackInView: true });
  const inView = usePageSettled() && seen;
  const reduced = useReducedMotion();
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
