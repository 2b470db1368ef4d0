import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import ko from '../locales/ko-KR.json';
import type { ChartResult } from '../toolResults';
import { ChartCard } from './ChartCard';

const CHART: ChartResult = {
  title: '카테고리별 계획 시간',
  period: '11.22 - 11.24',
  values: [
    { label: '업무', value: 390, text: '6시간 30분' },
    { label: '회의', value: 60, text: '1시간' },
  ],
  total: 2,
  cut: false,
  png: 'data:image/png;base64,iVBORw0KGgo=',
  width: 413,
  height: 160,
};

const html = (result: ChartResult) =>
  renderToStaticMarkup(
    <MantineProvider>
      <IntlProvider locale="ko-KR" messages={ko}>
        <ChartCard result={result} />
      </IntlProvider>
    </MantineProvider>,
  );

describe('the chart card', () => {
  it('shows the picture as an image described by its values', () => {
    const out = html(CHART);
    expect(out).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(out).toContain('alt="카테고리별 계획 시간 차트, 11.22 - 11.24: 업무 6시간 30분, 회의 1시간"');
    expect(out).toContain(ko['assistant.card.chart.title']);
    expect(out).not.toContain('assistant-card-chart-broken');
  });

  it('without a picture it can show, says so with a badge and lists the values', () => {
    const out = html({ ...CHART, png: null });
    expect(out).not.toContain('<img');
    expect(out).toContain('data-testid="assistant-card-chart-broken"');
    expect(out).toContain(ko['assistant.card.chart.broken']);
    expect(out).toContain(ko['assistant.card.chart.fallback']);
    expect(out).toContain('카테고리별 계획 시간 · 11.22 - 11.24');
    expect(out).toContain('6시간 30분');
    expect(html({ ...CHART, png: null, values: [] })).toContain(ko['assistant.card.chart.fallbackEmpty']);
  });
});
