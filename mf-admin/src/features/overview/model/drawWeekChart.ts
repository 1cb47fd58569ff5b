import type { WeekFigures } from '@blockbeat/contracts';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatWeek } from './format';
import type { WeekMeasure } from './figures';

export interface WeekChartOptions {
  weeks: WeekFigures[];
  measure: WeekMeasure;
  label: string;
  color: string;
  /** Axis and grid colours that read on the page's theme. */
  ink: { text: string; grid: string };
  width: number;
}

const HEIGHT = 180;
/** Half a week each side, so the first and last bars show whole. */
const HALF_WEEK_SECONDS = 3.5 * 24 * 60 * 60;
const toSeconds = (isoDate: string) => Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / 1000;

/**
 * One measure per week as bars, drawn by uPlot into `target`. This module is the only one that
 * imports uPlot, and /admin's overview imports it on demand: no other page downloads the chart code.
 */
export function drawWeekChart(target: HTMLElement, { weeks, measure, label, color, ink, width }: WeekChartOptions): uPlot {
  // uPlot draws later, in a frame callback, where a missing canvas could not be caught.
  if (!document.createElement('canvas').getContext('2d')) throw new Error('This browser cannot draw on a canvas');
  const axis = { stroke: ink.text, grid: { stroke: ink.grid, width: 1 }, ticks: { stroke: ink.grid, width: 1 } };
  return new uPlot(
    {
      width,
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false, range: (_u, min, max) => [min - HALF_WEEK_SECONDS, max + HALF_WEEK_SECONDS] }, y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.15))] } },
      axes: [
        { ...axis, values: (_u, ticks) => ticks.map((t) => formatWeek(new Date(t * 1000).toISOString())), space: 60 },
        { ...axis, size: 44, values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? String(t) : '')) },
      ],
      series: [{}, { label, stroke: color, fill: `${color}cc`, width: 0, paths: uPlot.paths.bars!({ size: [0.7, 48] }), points: { show: false } }],
    },
    [weeks.map((w) => toSeconds(w.weekStart)), weeks.map((w) => w[measure])],
    target,
  );
}
