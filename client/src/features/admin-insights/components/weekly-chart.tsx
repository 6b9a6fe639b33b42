import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatAxisDay } from '@app/shared/format';
import 'uplot/dist/uPlot.min.css';
import type { InsightsResponse } from '@app/shared/insights';

const HALF_WEEK = 3.5 * 86_400;

/**
 * Bookings per week as bars (uPlot, canvas). Loaded with React.lazy from the dashboard only, so the
 * library never reaches the public pages' JavaScript. The figures are also in the table beside it:
 * the canvas is decoration for screen readers (aria-hidden), the table is what they read.
 */
export default function WeeklyChart({ weeks }: { weeks: InsightsResponse['porSemana'] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const css = getComputedStyle(document.documentElement);
    const primary = css.getPropertyValue('--color-primary').trim() || '#2e7d32';
    const accent = css.getPropertyValue('--color-accent').trim() || '#f59e0b';
    // x: the weeks' Mondays as Unix seconds (noon UTC: the same calendar day in Colombia)
    const xs = weeks.map((w) => Date.parse(`${w.semana}T12:00:00Z`) / 1000);
    const bars = uPlot.paths.bars!({ size: [0.6, 48] });
    const width = () => Math.max(240, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 220,
        // the legend names the series; the figures themselves are in the table below the chart
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          // half a week of room on each side, so the first and last bars are drawn whole
          x: { time: true, range: (_u, min, max) => [min - HALF_WEEK, max + HALF_WEEK] },
          y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
        },
        axes: [
          {
            space: 90,
            values: (_u, ticks) => ticks.map(formatAxisDay),
          },
          { values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')) },
        ],
        series: [
          { label: 'Semana' },
          { label: 'Creadas', stroke: primary, fill: `${primary}66`, paths: bars, points: { show: false } },
          { label: 'Confirmadas', stroke: accent, width: 2, points: { show: true } },
        ],
      },
      [xs, weeks.map((w) => w.creadas), weeks.map((w) => w.confirmadas)],
      el,
    );
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => plot.setSize({ width: width(), height: 220 }));
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [weeks]);

  return <div ref={box} className="insights-chart" aria-hidden="true" data-testid="weekly-chart" />;
}
