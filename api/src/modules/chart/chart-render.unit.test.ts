import { describe, expect, it } from 'vitest';
import { workTimeCharts } from '@domain/report-draft.js';
import { PNG_SCALE, renderChart } from './chart-render.js';
import { timeChartPlan } from './chart-spec.js';

const WEEK = { start: '2026-11-22', end: '2026-11-28' };
const plan = (slots: number) =>
  timeChartPlan(
    workTimeCharts({ timeByCategory: [{ category: 'Communication', slots }], timeByGoal: [] }, 'vi-VN')[0]!,
    WEEK,
    'vi-VN',
  );

describe('rendering a chart', () => {
  it('writes Vietnamese labels as SVG text and a PNG twice the size', async () => {
    const chart = await renderChart(plan(5).spec);
    for (const text of ['Thời gian dự kiến theo danh mục', 'Trao đổi', '1 giờ 15 phút'])
      expect(chart.svg).toContain(text);
    expect(chart.png.readUInt32BE(16)).toBe(chart.width * PNG_SCALE);
    expect(chart.png.readUInt32BE(20)).toBe(chart.height * PNG_SCALE);
  });

  it('draws a spec once: the same spec answers the same picture, another spec a new one', async () => {
    const first = await renderChart(plan(7).spec);
    expect(await renderChart(plan(7).spec)).toBe(first);
    const other = await renderChart(plan(8).spec);
    expect(other).not.toBe(first);
    expect(other.png.equals(first.png)).toBe(false);
  });
});
