import type { WeekFigures } from '@blockbeat/contracts';
import { useTheme } from '@blockbeat/shell-sdk';
import { useEffect, useRef, useState } from 'react';
import type { WeekMeasure } from '../model/figures';
import { formatCount, formatWeek } from '../model/format';

interface WeekChartProps {
  weeks: WeekFigures[];
  measure: WeekMeasure;
  label: string;
  color: string;
}

const INK = {
  dark: { text: '#b4b4c6', grid: 'rgba(180, 180, 198, 0.18)' },
  light: { text: '#55556a', grid: 'rgba(85, 85, 106, 0.15)' },
} as const;

/** "Sign-ups per week, last 12 weeks: 120 in all, most in the week of Mar 2 (31)." */
function describe(weeks: WeekFigures[], measure: WeekMeasure, label: string): string {
  const total = weeks.reduce((sum, w) => sum + w[measure], 0);
  const top = weeks.reduce<WeekFigures | null>((best, w) => (best === null || w[measure] > best[measure] ? w : best), null);
  const most = top && top[measure] > 0 ? `, most in the week of ${formatWeek(top.weekStart)} (${formatCount(top[measure])})` : '';
  return `${label} per week, last ${weeks.length} weeks: ${formatCount(total)} in all${most}.`;
}

/** A bar chart of one weekly measure, drawn once the chart code has arrived; its words stand in for it. */
export function WeekChart({ weeks, measure, label, color }: WeekChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const { resolvedTheme } = useTheme();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let resize: ResizeObserver | null = null;
    let gone = false;
    import('../model/drawWeekChart')
      .then(({ drawWeekChart }) => {
        if (gone) return;
        const drawn = drawWeekChart(target, { weeks, measure, label, color, ink: INK[resolvedTheme], width: target.clientWidth || 320 });
        chart = drawn;
        resize = new ResizeObserver(() => drawn.setSize({ width: target.clientWidth, height: drawn.height }));
        resize.observe(target);
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      resize?.disconnect();
      chart?.destroy();
    };
  }, [weeks, measure, label, color, resolvedTheme]);

  return (
    <figure className="ov-chart">
      <figcaption>{label}</figcaption>
      <div ref={box} className="ov-chart-plot" role="img" aria-label={describe(weeks, measure, label)} />
      {failed && <p className="muted-text">The chart could not be drawn; the table below has its figures.</p>}
    </figure>
  );
}
