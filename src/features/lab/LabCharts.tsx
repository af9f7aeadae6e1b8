/**
 * The lab's two charts, drawn by uPlot (a small canvas chart library with no eval, loaded with the
 * lab's chunk and not before): the histogram of session results and a few sessions' bankroll
 * paths. Each chart is an image named by its title, with its figures as a table beside it.
 */
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { HistogramBin } from '../../engine/lab.ts';
import type { Language } from '../../store/types.ts';
import { formatNumber } from '../../ui/format.ts';
import styles from './LabPanel.module.css';

/** Line colours of the sample paths (the felt's own, then two more that read on green). */
const PATH_COLORS = ['#e2bf58', '#2f7de1', '#e0463f', '#fbf7ea', '#b48cf2'];
const HEIGHT = 220;

/** A chart's options and data for a width and the text colour. */
type Built = { opts: uPlot.Options; data: uPlot.AlignedData };

/** An uPlot chart filling its box's width, rebuilt when `make` changes. */
function Chart({ make, label, testId }: { make: (width: number, ink: string) => Built; label: string; testId: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const ink = getComputedStyle(el).color;
    const { opts, data } = make(Math.max(240, el.clientWidth), ink);
    const plot = new uPlot(opts, data, el);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(240, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [make]);
  return <div ref={box} className={styles.chart} role="img" aria-label={label} data-testid={testId} />;
}

/** A chart under its title, with its table (the children: thead and tbody) folded below it. */
function ChartFigure({ title, make, testId, children }: { title: string; make: (width: number, ink: string) => Built; testId: string; children: ReactNode }) {
  const { t } = useTranslation('lab');
  return (
    <figure className={styles.figure}>
      <figcaption>{title}</figcaption>
      <Chart make={make} label={title} testId={testId} />
      <details>
        <summary>{t('figures')}</summary>
        <table className={styles.table} data-testid={`${testId}-table`}>
          {children}
        </table>
      </details>
    </figure>
  );
}

const kr = (ore: number) => ore / 100;

/** Axis styling shared by both charts. */
function axes(ink: string, xLabel: string, yLabel: string, format: (v: number) => string): uPlot.Axis[] {
  const grid = { stroke: 'rgba(251, 247, 234, 0.12)', width: 1 };
  const common = { stroke: ink, grid, ticks: grid, font: '12px system-ui, sans-serif', labelFont: '12px system-ui, sans-serif' };
  return [
    { ...common, label: xLabel, values: (_u, vals) => vals.map(format) },
    { ...common, label: yLabel, size: 64, values: (_u, vals) => vals.map(format) },
  ];
}

/** The histogram of session results, with its table of bars. */
export function ResultHistogram({ bins, language }: { bins: HistogramBin[]; language: Language }) {
  const { t } = useTranslation('lab');
  const num = (v: number) => formatNumber(v, language, { maximumFractionDigits: 0 });
  const make = useMemo(
    () =>
      (width: number, ink: string): Built => {
      const centers = bins.map((b) => kr((b.from + b.to) / 2));
      const half = bins.length > 0 ? kr(bins[0]!.to - bins[0]!.from) / 2 : 1;
      return {
        opts: {
          width,
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false, range: [centers[0]! - half, centers.at(-1)! + half] }, y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.05] } },
          axes: axes(ink, t('histogramAxis'), t('count'), (v) => formatNumber(v, language, { maximumFractionDigits: 0 })),
          series: [{}, { label: t('count'), fill: 'rgba(226, 191, 88, 0.75)', stroke: '#e2bf58', paths: uPlot.paths.bars!({ size: [0.92, Infinity] }), points: { show: false } }],
        },
        data: [centers, bins.map((b) => b.count)],
      };
    },
    [bins, language, t],
  );
  return (
    <ChartFigure title={t('histogram')} make={make} testId="lab-histogram">
      <thead>
        <tr>
          <th scope="col">{t('from')}</th>
          <th scope="col">{t('to')}</th>
          <th scope="col">{t('count')}</th>
        </tr>
      </thead>
      <tbody>
        {bins.map((b) => (
          <tr key={b.from} data-from={b.from} data-count={b.count}>
            <td>{num(kr(b.from))}</td>
            <td>{num(kr(b.to))}</td>
            <td>{num(b.count)}</td>
          </tr>
        ))}
      </tbody>
    </ChartFigure>
  );
}

/** Most rows of the paths' table: longer paths are shown at evenly spaced rounds (and the last). */
const PATH_TABLE_ROWS = 26;

/** Bankroll paths of a few sessions, with a table of them at a sample of rounds. */
export function BankrollPaths({ paths, language }: { paths: number[][]; language: Language }) {
  const { t } = useTranslation('lab');
  const num = (v: number) => formatNumber(v, language, { maximumFractionDigits: 2 });
  const length = Math.max(0, ...paths.map((p) => p.length));
  const make = useMemo(
    () =>
      (width: number, ink: string): Built => ({
      opts: {
        width,
        height: HEIGHT,
        legend: { show: true, live: false },
        cursor: { show: false },
        scales: { x: { time: false } },
        axes: axes(ink, t('round'), t('pathsAxis'), (v) => formatNumber(v, language, { maximumFractionDigits: 0 })),
        series: [
          {},
          ...paths.map((_, i) => ({ label: t('evening', { n: i + 1 }), stroke: PATH_COLORS[i % PATH_COLORS.length]!, width: 1.5, points: { show: false } })),
        ],
      },
      data: [Array.from({ length }, (_, r) => r), ...paths.map((p) => Array.from({ length }, (_, r) => (r < p.length ? kr(p[r]!) : null)))],
    }),
    [paths, length, language, t],
  );
  const step = Math.max(1, Math.ceil((length - 1) / (PATH_TABLE_ROWS - 1)));
  const rows = Array.from({ length }, (_, r) => r).filter((r) => r % step === 0 || r === length - 1);
  return (
    <ChartFigure title={t('paths')} make={make} testId="lab-paths">
      <thead>
        <tr>
          <th scope="col">{t('round')}</th>
          {paths.map((_, i) => (
            <th scope="col" key={i}>
              {t('evening', { n: i + 1 })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r}>
            <th scope="row">{r === 0 ? t('start') : r}</th>
            {paths.map((p, i) => (
              <td key={i}>{r < p.length ? num(kr(p[r]!)) : ''}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ChartFigure>
  );
}
