import { describe, expect, it } from 'vitest';
import { workTimeCharts } from '@domain/report-draft.js';
import { CHART_FONT, CHART_WIDTH, everyDay, MAX_BARS, timeChartPlan, todosDonePlan } from './chart-spec.js';

const WEEK = { start: '2026-11-22', end: '2026-11-28' };
const TIME = {
  timeByCategory: [
    { category: 'Work' as const, slots: 26 },
    { category: 'Meeting' as const, slots: 4 },
  ],
  timeByGoal: [
    { goalId: 'g1', title: 'Beta', slots: 10 },
    { goalId: 'g2', title: 'Beta', slots: 6 },
    { goalId: null, title: null, slots: 2 },
  ],
};

/** The rows a spec draws (its inline data). */
const rowsOf = (spec: unknown) => (spec as { data: { values: Record<string, unknown>[] } }).data.values;

describe('chart specs', () => {
  it('draw planned time by category in the category colours, labelled in the reader language', () => {
    const [byCategory] = workTimeCharts(TIME, 'ko-KR');
    const plan = timeChartPlan(byCategory!, WEEK, 'ko-KR');
    expect(plan.title).toBe('카테고리별 계획 시간');
    expect(plan.subtitle).toBe('11.22 - 11.28');
    expect(plan.values).toEqual([
      { label: '업무', value: 390, text: '6시간 30분' },
      { label: '회의', value: 60, text: '1시간' },
    ]);
    // Each bar under its label: 14 px a label line, a 14 px bar, 10 px between rows.
    expect(rowsOf(plan.spec)).toEqual([
      { label: '업무', labelTop: 0, barTop: 16, barBottom: 30, hours: 6.5, text: '6시간 30분', color: '#3B6FE0' },
      { label: '회의', labelTop: 40, barTop: 56, barBottom: 70, hours: 1, text: '1시간', color: '#8A5CD6' },
    ]);
    expect(plan.spec).toMatchObject({ height: 70 });
    expect(plan.spec).toMatchObject({
      width: CHART_WIDTH,
      config: { font: CHART_FONT },
      title: { text: '카테고리별 계획 시간', subtitle: '11.22 - 11.28' },
    });
  });

  it('keep two goals of one title as two bars', () => {
    const [, byGoal] = workTimeCharts(TIME, 'en-US');
    const plan = timeChartPlan(byGoal!, WEEK, 'en-US');
    expect(rowsOf(plan.spec).map((row) => row.label)).toEqual(['Beta', 'Beta', 'No goal']);
    expect(plan.values.map((value) => value.text)).toEqual(['2h 30m', '1h 30m', '30m']);
  });

  it('gather the smallest goals of a long chart into one bar', () => {
    const goals = Array.from({ length: 14 }, (_, i) => ({ goalId: `g${i}`, title: `과제 ${i}`, slots: 20 - i }));
    const plan = timeChartPlan(
      workTimeCharts({ timeByCategory: [], timeByGoal: goals }, 'ko-KR', { keepEmpty: true })[1]!,
      WEEK,
      'ko-KR',
    );
    expect(plan.values).toHaveLength(MAX_BARS);
    expect(plan.values[MAX_BARS - 2]!.label).toBe('과제 8');
    // Goals 9 to 13: 11 + 10 + 9 + 8 + 7 slots of 15 minutes.
    expect(plan.values[MAX_BARS - 1]).toEqual({ label: '그 밖의 5개', value: 45 * 15, text: '11시간 15분' });
    expect(rowsOf(plan.spec)[MAX_BARS - 1]).toMatchObject({ label: '그 밖의 5개', color: '#9ca3af' });
  });

  it('write a long goal title whole, on as many lines above its bar as it needs (not cut to an ellipsis)', () => {
    const title = 'Kế hoạch ra mắt sản phẩm mới quý 4 cho thị trường Việt Nam và Hàn Quốc';
    const plan = timeChartPlan(
      workTimeCharts({ timeByCategory: [], timeByGoal: [{ goalId: 'g1', title, slots: 8 }] }, 'vi-VN', {
        keepEmpty: true,
      })[1]!,
      WEEK,
      'vi-VN',
    );
    const [row] = rowsOf(plan.spec);
    expect(String(row!.label).split('\n').join(' ')).toBe(title);
    expect(row!.barTop).toBe(2 * 14 + 2);
    expect(JSON.stringify(plan.spec)).not.toContain('labelLimit');
  });

  it('count to-dos done on every day of the period, zero included', () => {
    const days = everyDay(WEEK, [
      { date: '2026-11-23', count: 3 },
      { date: '2026-11-25', count: 1 },
    ]);
    expect(days.map((day) => day.count)).toEqual([0, 3, 0, 1, 0, 0, 0]);
    const plan = todosDonePlan(days, WEEK, 'vi-VN');
    expect(plan.title).toBe('Việc đã xong mỗi ngày');
    expect(plan.values[1]).toEqual({ label: '23/11', value: 3, text: '3' });
    expect(rowsOf(plan.spec)[0]).toEqual({ day: '22/11', count: 0, text: '' });
    expect(todosDonePlan(days, WEEK, 'ko-KR').values[1]!.text).toBe('3개');
  });

  it('list nothing for an empty period but still draw the period', () => {
    const plan = timeChartPlan(
      workTimeCharts({ timeByCategory: [], timeByGoal: [] }, 'en-US', { keepEmpty: true })[0]!,
      WEEK,
      'en-US',
    );
    expect(plan.values).toEqual([]);
    expect(everyDay({ start: '2026-11-30', end: '2026-12-01' }, [])).toEqual([
      { date: '2026-11-30', count: 0 },
      { date: '2026-12-01', count: 0 },
    ]);
  });
});
