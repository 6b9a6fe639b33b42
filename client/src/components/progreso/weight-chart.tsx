import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatAxisDay } from '@app/shared/format';
import 'uplot/dist/uPlot.min.css';
import type { TrendPoint } from '@app/shared/progreso';
import './weight-chart.css';

const DAY = 86_400;
const HEIGHT = 240;

/**
 * The weights as points and their 7-day trend as a line, with the goal as a dashed line (uPlot,
 * canvas). Imported with React.lazy by Mi progreso and the coach's person page only, so the library
 * reaches no other screen. The figures are in the table beside it: the canvas is aria-hidden.
 */
export default function WeightChart({ trend, goalKg }: { trend: readonly TrendPoint[]; goalKg: number | null }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el || !trend.length) return;
    const css = getComputedStyle(document.documentElement);
    const primary = css.getPropertyValue('--color-primary').trim() || '#2e7d32';
    const accent = css.getPropertyValue('--color-accent').trim() || '#f57c00';
    const muted = css.getPropertyValue('--color-muted').trim() || '#52606d';
    // x: the days as Unix seconds at noon UTC (the same calendar day in Colombia)
    const xs = trend.map((p) => Date.parse(`${p.fecha}T12:00:00Z`) / 1000);
    const values = [...trend.map((p) => p.peso_kg), ...(goalKg === null ? [] : [goalKg])];
    const width = () => Math.max(240, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true, range: (_u, min, max) => [min - DAY, max + DAY] },
          y: { range: () => [Math.floor(Math.min(...values) - 1), Math.ceil(Math.max(...values) + 1)] },
        },
        axes: [
          {
            space: 70,
            // whole days only (the weights are days): never two ticks with one date
            incrs: [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 28 * DAY, 91 * DAY, 182 * DAY],
            values: (_u, ticks) => ticks.map(formatAxisDay),
          },
          { size: 44, values: (_u, ticks) => ticks.map((t) => `${t}`) },
        ],
        series: [
          { label: 'Día' },
          { label: 'Peso (kg)', stroke: muted, width: 0, points: { show: true, size: 8, fill: muted } },
          { label: 'Tendencia 7 días', stroke: primary, width: 3, points: { show: false } },
          ...(goalKg === null ? [] : [{ label: 'Meta', stroke: accent, width: 2, dash: [6, 6], points: { show: false } }]),
        ],
      },
      [xs, trend.map((p) => p.peso_kg), trend.map((p) => p.tendencia_kg), ...(goalKg === null ? [] : [trend.map(() => goalKg)])],
      el,
    );
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [trend, goalKg]);

  return <div ref={box} className="weight-chart" aria-hidden="true" data-testid="weight-chart" />;
}
