import type { PlaceReport } from '@platform/core';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useReportsTexts } from '../texts.ts';

/**
 * Page views (and reservations for venues, menu views on screens for shops) per day, drawn by uPlot: a small chart library that only this page loads.
 * The table below carries the same numbers for screen readers, so the chart itself is hidden from them.
 */
export function ReportChart({ report }: { report: PlaceReport }) {
  const { t } = useReportsTexts();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const x = report.days.map((day) => Date.parse(`${day.day}T12:00:00Z`) / 1000);
    const series: uPlot.Series[] = [
      {},
      { label: t('reports.metrics.pageViews'), stroke: '#047857', width: 2 },
      ...(report.reservations ? [{ label: t('reports.metrics.reservations'), stroke: '#c2410c', width: 2 }] : []),
      ...(report.screens ? [{ label: t('reports.metrics.screenMenuViews'), stroke: '#6d28d9', width: 2 }] : []),
    ];
    const data: uPlot.AlignedData = [
      x,
      report.days.map((day) => day.pageViews),
      ...(report.reservations ? [report.days.map((day) => day.reservations)] : []),
      ...(report.screens ? [report.days.map((day) => day.screenMenuViews)] : []),
    ];
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: 240,
        series,
        axes: [
          {
            values: (_, ticks) =>
              ticks.map((tick) => new Date(tick * 1000).toLocaleDateString('nl-NL', { day: 'numeric', month: 'short' })),
          },
          {},
        ],
        scales: { x: { time: true } },
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [report, t]);
  return <div ref={box} aria-hidden="true" className="w-full" />;
}
