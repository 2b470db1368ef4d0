import { describe, expect, it } from 'vitest';
import { noteMarkdown, parseNoteDoc } from './note-schema.js';
import { composeWorkDraft, formatMinutes, workTimeCharts, type WorkOfPeriod } from './report-draft.js';
import { summarizeWork } from './report-summary.js';

const NOTHING: WorkOfPeriod = {
  timeByCategory: [],
  timeByGoal: [],
  completedTodos: [],
  openTodos: [],
  indicators: [],
  notes: [],
  commentsReceived: [],
};

const WEEK: WorkOfPeriod = {
  timeByCategory: [
    { category: 'Work', slots: 26 },
    { category: 'Meeting', slots: 4 },
  ],
  timeByGoal: [
    { goalId: 'g1', title: 'Beta launch', slots: 24 },
    { goalId: null, title: null, slots: 2 },
  ],
  completedTodos: [{ id: 't1', title: 'Ship the beta', date: '2026-11-20' }],
  openTodos: [{ id: 't2', title: '', date: '2026-11-21' }],
  indicators: [{ goalId: 'g1', title: 'Beta launch', current: 4, target: 10, progress: 40 }],
  notes: [{ id: 'n1', title: 'Retro' }],
  commentsReceived: [{ kind: 'goal', id: 'g1', title: 'Beta launch', count: 3, date: '2026-11-19' }],
};

const markdownOf = (work: WorkOfPeriod, locale: 'ko-KR' | 'en-US' | 'vi-VN') => {
  const doc = parseNoteDoc(composeWorkDraft(work, locale, summarizeWork(work, locale)));
  expect(doc, 'a document of the note schema').not.toBeNull();
  return noteMarkdown(doc!);
};

describe('a draft from the author own work', () => {
  it('opens with a written summary, then lists time, to-dos, indicators, notes and comments, each linked to its source', () => {
    const markdown = markdownOf(WEEK, 'en-US');
    expect(markdown.startsWith('## Summary\n\nYou planned 7h 30m in this period')).toBe(true);
    for (const line of [
      '## Time',
      '* Work: 6h 30m',
      '* Meeting: 1h',
      '* [Beta launch](/goal/g1): 6h',
      '* No goal: 30m',
      '## To-dos completed',
      '* [Ship the beta](/planner?date=2026-11-20)',
      '* [Untitled](/planner?date=2026-11-21)',
      '* [Beta launch](/goal/g1): 40% (4 / 10)',
      '* [Retro](/note/n1)',
      '* [Beta launch](/goal/g1): 3 comments',
    ])
      expect(markdown).toContain(line);
  });

  it('speaks the author language', () => {
    const korean = markdownOf(WEEK, 'ko-KR');
    expect(korean).toContain('* 업무: 6시간 30분');
    expect(korean).toContain('## 완료한 할 일');
    expect(markdownOf(WEEK, 'vi-VN')).toContain('* Công việc: 6 giờ 30 phút');
  });

  it('says so when the period holds nothing', () => {
    expect(markdownOf(NOTHING, 'en-US').trim()).toBe('Nothing was recorded for this period.');
  });
});

describe('the charts of a report', () => {
  it('show planned minutes by category in the category colours and by goal, in the author language', () => {
    expect(workTimeCharts(WEEK, 'en-US')).toEqual([
      {
        title: 'Planned time by category',
        bars: [
          { label: 'Work', minutes: 390, color: '#3B6FE0' },
          { label: 'Meeting', minutes: 60, color: '#8A5CD6' },
        ],
      },
      {
        title: 'Planned time by goal',
        bars: [
          { label: 'Beta launch', minutes: 360, color: '#4C6EF5' },
          { label: 'No goal', minutes: 30, color: '#4C6EF5' },
        ],
      },
    ]);
    expect(workTimeCharts(WEEK, 'ko-KR')[0]!.bars[0]!.label).toBe('업무');
    expect(workTimeCharts(NOTHING, 'en-US')).toEqual([]);
    expect(formatMinutes(390, 'vi-VN')).toBe('6 giờ 30 phút');
  });
});
