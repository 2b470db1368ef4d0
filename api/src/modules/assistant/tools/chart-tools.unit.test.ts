import { describe, expect, it } from 'vitest';
import { fakeRunner } from '../../../test/fake-runner.js';
import { getChart } from './chart-tools.js';
import { AssistantChartDocument } from './operations.js';
import { TOOL_LIST_LIMIT, type GraphQLRunner } from './tool.js';

/** A runner that answers myWorkChart with `days` values, recording the variables it was asked with. */
function chartRunner(days: number) {
  return fakeRunner(AssistantChartDocument, ({ kind, start, end }) => {
    const values = Array.from({ length: days }, (_, i) => ({
      label: `11.${String(i + 1).padStart(2, '0')}`,
      value: i % 3,
      text: String(i % 3),
    }));
    return {
      myWorkChart: {
        kind,
        title: 'To-dos done per day',
        subtitle: '11.01 - 11.30',
        startDate: start,
        endDate: end,
        values,
        svg: '<svg/>',
        pngDataUrl: 'data:image/png;base64,AAAA',
        width: 413,
        height: 280,
      },
    };
  });
}

const env = (run: GraphQLRunner) => ({ run, timezone: 'Asia/Seoul', today: '2026-11-24' });

describe('the get_chart tool', () => {
  it('covers this week so far when no dates are given, a week from a first day, and the given period otherwise', async () => {
    const { run, asked } = chartRunner(3);
    await getChart.handler(getChart.input.parse({ kind: 'time_by_goal' }), env(run));
    await getChart.handler(getChart.input.parse({ kind: 'time_by_goal', startDate: '2026-11-01' }), env(run));
    await getChart.handler(
      getChart.input.parse({ kind: 'todos_done_per_day', startDate: '2026-11-01', endDate: '2026-11-30' }),
      env(run),
    );
    expect(asked).toEqual([
      { kind: 'TIME_BY_GOAL', start: '2026-11-22', end: '2026-11-24' },
      { kind: 'TIME_BY_GOAL', start: '2026-11-01', end: '2026-11-07' },
      { kind: 'TODOS_DONE_PER_DAY', start: '2026-11-01', end: '2026-11-30' },
    ]);
  });

  it('answers what its output schema says, its values cut and saying so, and hands a model the numbers without the picture', async () => {
    const result = await getChart.handler(
      getChart.input.parse({ kind: 'todos_done_per_day', startDate: '2026-11-01', endDate: '2026-11-30' }),
      env(chartRunner(30).run),
    );
    expect(getChart.output!.parse(result)).toEqual(result);
    expect(result).toMatchObject({ total: 30, cut: true, png: 'data:image/png;base64,AAAA', svg: '<svg/>' });
    expect(result.values).toHaveLength(TOOL_LIST_LIMIT);
    const forModel = getChart.forModel!(result) as Record<string, unknown>;
    expect(forModel).not.toHaveProperty('svg');
    expect(forModel).not.toHaveProperty('png');
    expect(forModel).toMatchObject({ title: 'To-dos done per day', total: 30, cut: true });
  });
});
