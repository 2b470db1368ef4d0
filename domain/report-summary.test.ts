import { describe, expect, it } from 'vitest';
import type { WorkOfPeriod } from './report-draft.js';
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
const todo = (id: string) => ({ id, title: id, date: '2026-11-20' });

const WEEK: WorkOfPeriod = {
  timeByCategory: [
    { category: 'Meeting', slots: 4 },
    { category: 'Work', slots: 26 },
  ],
  timeByGoal: [
    { goalId: null, title: null, slots: 28 },
    { goalId: 'g1', title: 'Beta launch', slots: 24 },
  ],
  completedTodos: [todo('a'), todo('b'), todo('c')],
  openTodos: [todo('d')],
  indicators: [{ goalId: 'g1', title: 'Beta launch', current: 4, target: 10, progress: 40 }],
  notes: [{ id: 'n1', title: 'Retro' }],
  commentsReceived: [
    { kind: 'goal', id: 'g1', title: 'Beta launch', count: 2, date: '2026-11-19' },
    { kind: 'todo', id: 't1', title: 'a', count: 1, date: '2026-11-19' },
  ],
};

describe('the written summary of a report draft', () => {
  it('says what the figures say: total and largest category, the goal with most time, to-dos, indicators, notes and comments', () => {
    expect(summarizeWork(WEEK, 'en-US')).toBe(
      'You planned 7h 30m in this period, most of it on Work (6h 30m). The goal that took the most time was “Beta launch” (6h). ' +
        'You completed 3 to-dos; 1 is still open. “Beta launch” stands at 40% of its target. You wrote 1 note and received 3 comments.',
    );
  });

  it('is written in Korean and Vietnamese too', () => {
    expect(summarizeWork(WEEK, 'ko-KR')).toBe(
      '이 기간에 7시간 30분을 계획했고, 그중 업무에 가장 많은 6시간 30분을 썼습니다. 가장 많은 시간을 들인 과제는 ‘Beta launch’(6시간)입니다. ' +
        '할 일 3개를 완료했고 1개가 진행 중입니다. ‘Beta launch’ 지표는 목표의 40%입니다. 노트 1개를 작성했고 댓글 3개를 받았습니다.',
    );
    expect(summarizeWork(WEEK, 'vi-VN')).toBe(
      'Trong kỳ này bạn đã lên kế hoạch 7 giờ 30 phút, nhiều nhất cho Công việc (6 giờ 30 phút). Mục tiêu chiếm nhiều thời gian nhất là “Beta launch” (6 giờ). ' +
        'Bạn đã hoàn thành 3 việc; 1 việc còn dang dở. “Beta launch” đạt 40% mục tiêu. Bạn đã viết 1 ghi chú và nhận 3 bình luận.',
    );
  });

  it('leaves out what the period does not have, and says so when it has nothing', () => {
    const onlyOpen = { ...NOTHING, openTodos: [todo('a'), todo('b')] };
    expect(summarizeWork(onlyOpen, 'en-US')).toBe('No to-do is completed yet; 2 are still open.');
    expect(summarizeWork({ ...NOTHING, completedTodos: [todo('a')] }, 'en-US')).toBe('You completed 1 to-do.');
    expect(summarizeWork(NOTHING, 'ko-KR')).toBe('이 기간에 기록된 일이 없습니다.');
  });
});
