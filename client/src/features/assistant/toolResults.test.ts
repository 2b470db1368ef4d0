import { describe, expect, it } from 'vitest';
import { toolCard } from './toolResults';

describe('the tool cards', () => {
  it('reads note search results', () => {
    const result = {
      query: '온보딩',
      total: 21,
      cut: true,
      notes: [
        { noteId: 'n1', title: '온보딩 안내', authorName: '김하늘', registerDate: '2026-11-20T01:00:00.000Z' },
        { title: 'no id' },
      ],
    };
    expect(toolCard('search_notes', result)).toEqual({
      kind: 'notes',
      result: {
        query: '온보딩',
        total: 21,
        cut: true,
        notes: [{ noteId: 'n1', title: '온보딩 안내', authorName: '김하늘', registerDate: '2026-11-20T01:00:00.000Z' }],
      },
    });
  });

  it('reads a day of to-dos, a colleague’s masked ones included', () => {
    const todo = {
      todoId: 't1',
      plannerId: 'p1',
      title: null,
      masked: true,
      status: 'IN_PROGRESS',
      category: 'Work',
      color: 'Blue',
      colorHex: '#228be6',
      blocks: [36, 37],
    };
    expect(toolCard('get_public_todos', { date: '2026-11-24', total: 1, cut: false, todos: [todo] })).toEqual({
      kind: 'todoDay',
      result: { date: '2026-11-24', total: 1, cut: false, todos: [todo] },
    });
    expect(toolCard('get_todos', { total: 0, todos: [] })).toBeNull();
    // A week: each day as a day's card.
    const week = {
      startDate: '2026-11-15',
      endDate: '2026-11-16',
      total: 1,
      days: [
        { date: '2026-11-15', total: 1, cut: false, todos: [todo] },
        { date: '2026-11-16', total: 0, cut: false, todos: [] },
        { total: 0 },
      ],
    };
    expect(toolCard('get_todos_range', week)).toEqual({
      kind: 'todoRange',
      result: { ...week, days: week.days.slice(0, 2) },
    });
  });

  it('reads a created to-do and a created report', () => {
    const todo = {
      todoId: 't1',
      plannerId: 'p1',
      title: '치과 예약',
      content: null,
      date: '2026-11-25',
      blocks: [60, 61, 62, 63],
      category: 'Work',
      color: 'Blue',
      colorHex: '#228be6',
      registerDate: '2026-11-24T05:00:00.000Z',
    };
    expect(toolCard('create_todo', todo)).toEqual({ kind: 'createdTodo', result: { ...todo, busy: null } });
    // Asked for a taken time: in the inbox, with what holds the time and the next free one.
    const busy = { takenBy: 'Team sync', blocks: [60, 61, 62, 63], nextFree: [65, 66, 67, 68] };
    expect(toolCard('create_todo', { ...todo, plannerId: null, blocks: [], busy })).toMatchObject({
      kind: 'createdTodo',
      result: { plannerId: null, blocks: [], busy },
    });
    // A result stored before the colour was sent, or with a colour that is no #rrggbb, falls back to the palette (empty).
    expect(toolCard('create_todo', { ...todo, colorHex: 'red;background:url(x)' })).toEqual({
      kind: 'createdTodo',
      result: { ...todo, colorHex: '', busy: null },
    });
    const report = {
      reportId: 'r1',
      workspaceId: 'w1',
      workspaceName: 'Report Lab',
      title: '주간 보고 11.18 - 11.24',
      type: 'WEEKLY',
      startDate: '2026-11-18',
      endDate: '2026-11-24',
      markdown: '# x',
    };
    expect(toolCard('create_weekly_report', report)).toEqual({
      kind: 'report',
      result: {
        reportId: 'r1',
        workspaceId: 'w1',
        workspaceName: 'Report Lab',
        title: '주간 보고 11.18 - 11.24',
        type: 'WEEKLY',
        startDate: '2026-11-18',
        endDate: '2026-11-24',
      },
    });
  });

  it('reads a chart, keeping only a PNG data URL as its picture', () => {
    const chart = {
      kind: 'time_by_category',
      title: '카테고리별 계획 시간',
      period: '11.22 - 11.24',
      values: [{ label: '업무', value: 390, text: '6시간 30분' }, { label: 7 }],
      total: 1,
      cut: false,
      svg: '<svg/>',
      png: 'data:image/png;base64,iVBORw0KGgo=',
      width: 413,
      height: 160,
    };
    expect(toolCard('get_chart', chart)).toEqual({
      kind: 'chart',
      result: {
        title: '카테고리별 계획 시간',
        period: '11.22 - 11.24',
        values: [{ label: '업무', value: 390, text: '6시간 30분' }],
        total: 1,
        cut: false,
        png: 'data:image/png;base64,iVBORw0KGgo=',
        width: 413,
        height: 160,
      },
    });
    // Markup or another scheme is never a picture: the card shows the values instead.
    for (const png of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'javascript:alert(1)',
      'https://example.com/x.png',
      undefined,
    ]) {
      expect(toolCard('get_chart', { ...chart, png })).toMatchObject({ kind: 'chart', result: { png: null } });
    }
    expect(toolCard('get_chart', { values: [] })).toBeNull();
  });

  it('shows no card for other tools or results that do not fit', () => {
    expect(toolCard('find_user_id', { users: [] })).toBeNull();
    expect(toolCard('create_todo', 'nope')).toBeNull();
    expect(toolCard('create_daily_report', { reportId: 'r1' })).toBeNull();
  });
});
