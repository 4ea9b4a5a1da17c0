// One uPlot line chart that follows its container's width (a ResizeObserver: a 375 px phone
// gets a 375 px chart, never a sideways scroll). The chart is a picture for the eye
// (role img with a label); the same figures are in the table beside it (ChartTable).
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Series } from '../chartData';
import { formatAxisDate, formatChartSeconds } from '../chartData';

export interface UPlotChartProps {
  data: Series;
  /** What the chart shows, for assistive technology ('Grafik harga unit Sentosa Equity Fund'). */
  label: string;
  /** The series' name in the legend ('Harga unit'). */
  seriesLabel: string;
  /** The line's colour: hex, or a theme variable as var(--name) (read when drawn). */
  colour: string;
  /** A y value as the customer reads it ('Rp 1.523,4567'). */
  formatValue: (value: number) => string;
  /** A y axis tick, shorter ('1,5 rb'). */
  formatTick: (value: number) => string;
  height?: number;
}

const DATE_LABEL = 'Tanggal';

/** The last value of series `index` (the legend's figure while nothing is pointed at). */
const last = (plot: uPlot, index: number): number => {
  const values = plot.data[index] ?? [];
  return Number(values[values.length - 1] ?? Number.NaN);
};

export function UPlotChart({
  data,
  label,
  seriesLabel,
  colour,
  formatValue,
  formatTick,
  height = 240,
}: UPlotChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const scheme = useColourScheme();

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const width = Math.max(Math.floor(box.clientWidth), 200);
    const look = axisLook(box);
    const line = resolveColour(box, colour);
    const options: uPlot.Options = {
      width,
      height,
      // Keeps uPlot from showing its own axis in the browser's zone.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
      // Room on the right for the last date's label.
      padding: [8, 20, 0, 0],
      cursor: { y: false, drag: { x: false, y: false } },
      legend: { live: true },
      scales: { x: { time: true } },
      series: [
        // Without the pointer on the chart, the legend shows the last point.
        { label: DATE_LABEL, value: (u, v) => formatChartSeconds(v ?? last(u, 0)) },
        {
          label: seriesLabel,
          stroke: line,
          width: 2,
          fill: `${line}1A`,
          value: (u, v) => formatValue(v ?? last(u, 1)),
        },
      ],
      axes: [
        {
          ...look,
          space: 70,
          values: (u, splits) => {
            const xs = u.data[0];
            const span = (xs[xs.length - 1] ?? 0) - (xs[0] ?? 0);
            return splits.map((s) => formatAxisDate(s, span));
          },
        },
        { ...look, size: 64, values: (_, splits) => splits.map(formatTick) },
      ],
    };
    const plot = new uPlot(options, data, box);
    plotRef.current = plot;
    // Resized on the next frame: resizing inside the observer's callback would loop.
    let frame = 0;
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? width);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (next > 0 && next !== plot.width) plot.setSize({ width: next, height });
      });
    });
    observer.observe(box);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      plot.destroy();
      plotRef.current = null;
    };
    // A new series replaces the chart (ranges and funds change rarely; simpler than diffing),
    // and so does a new colour scheme: a canvas keeps the colours it was drawn with.
  }, [data, seriesLabel, colour, formatValue, formatTick, height, scheme]);

  return <div ref={boxRef} className="inv-plot" role="img" aria-label={label} />;
}

const DARK = '(prefers-color-scheme: dark)';

/** The system's colour scheme now, following its changes (the chart is drawn again). */
function useColourScheme(): 'dark' | 'light' {
  const [dark, setDark] = useState(() => window.matchMedia?.(DARK).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(DARK);
    if (!query) return;
    const follow = () => setDark(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return dark ? 'dark' : 'light';
}

/**
 * In a dark scheme the axes take the page's text and border colours: uPlot draws them on a
 * canvas, which no stylesheet reaches. A light scheme keeps uPlot's own.
 */
function axisLook(box: HTMLElement): Partial<uPlot.Axis> {
  if (!window.matchMedia?.(DARK).matches) return {};
  const style = getComputedStyle(box);
  const line = style.getPropertyValue('--portal-border').trim();
  return {
    stroke: style.color,
    grid: { stroke: line, width: 1 },
    ticks: { stroke: line, width: 1 },
  };
}

/** A colour given as a theme variable, var(--name), read from the page (a canvas needs hex). */
function resolveColour(box: HTMLElement, colour: string): string {
  const name = /^var\((--[\w-]+)\)$/.exec(colour)?.[1];
  return (name && getComputedStyle(box).getPropertyValue(name).trim()) || colour;
}
