import type { SupportedLocale } from './locale.js';
import { SLOT_MINUTES } from './planner-slots.js';
import { categoryLabel, formatMinutes, type WorkOfPeriod } from './report-draft.js';

/**
 * The few written sentences that open a report drafted from the author's work: what the figures
 * below say, in the author's language, by rules (no model needed). With a model configured, the API
 * asks it to write them better from the same figures and keeps these when it cannot.
 */
interface SummaryWords {
  planned: (total: string, category: string, categoryTime: string) => string;
  topGoal: (goal: string, time: string) => string;
  todos: (done: number, open: number) => string;
  indicator: (goal: string, progress: number) => string;
  writing: (notes: number, comments: number) => string;
  nothing: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const WORDS: Record<SupportedLocale, SummaryWords> = {
  'ko-KR': {
    planned: (total, category, time) =>
      `이 기간에 ${total}을 계획했고, 그중 ${category}에 가장 많은 ${time}을 썼습니다.`,
    topGoal: (goal, time) => `가장 많은 시간을 들인 과제는 ‘${goal}’(${time})입니다.`,
    todos: (done, open) =>
      done === 0
        ? `완료한 할 일은 아직 없고 ${open}개가 진행 중입니다.`
        : open === 0
          ? `할 일 ${done}개를 완료했습니다.`
          : `할 일 ${done}개를 완료했고 ${open}개가 진행 중입니다.`,
    indicator: (goal, progress) => `‘${goal}’ 지표는 목표의 ${progress}%입니다.`,
    writing: (notes, comments) =>
      comments === 0
        ? `노트 ${notes}개를 작성했습니다.`
        : notes === 0
          ? `댓글 ${comments}개를 받았습니다.`
          : `노트 ${notes}개를 작성했고 댓글 ${comments}개를 받았습니다.`,
    nothing: '이 기간에 기록된 일이 없습니다.',
  },
  'en-US': {
    planned: (total, category, time) => `You planned ${total} in this period, most of it on ${category} (${time}).`,
    topGoal: (goal, time) => `The goal that took the most time was “${goal}” (${time}).`,
    todos: (done, open) =>
      done === 0
        ? `No to-do is completed yet; ${open} ${open === 1 ? 'is' : 'are'} still open.`
        : open === 0
          ? `You completed ${plural(done, 'to-do', 'to-dos')}.`
          : `You completed ${plural(done, 'to-do', 'to-dos')}; ${open} ${open === 1 ? 'is' : 'are'} still open.`,
    indicator: (goal, progress) => `“${goal}” stands at ${progress}% of its target.`,
    writing: (notes, comments) =>
      comments === 0
        ? `You wrote ${plural(notes, 'note', 'notes')}.`
        : notes === 0
          ? `You received ${plural(comments, 'comment', 'comments')}.`
          : `You wrote ${plural(notes, 'note', 'notes')} and received ${plural(comments, 'comment', 'comments')}.`,
    nothing: 'Nothing was recorded for this period.',
  },
  'vi-VN': {
    planned: (total, category, time) =>
      `Trong kỳ này bạn đã lên kế hoạch ${total}, nhiều nhất cho ${category} (${time}).`,
    topGoal: (goal, time) => `Mục tiêu chiếm nhiều thời gian nhất là “${goal}” (${time}).`,
    todos: (done, open) =>
      done === 0
        ? `Chưa hoàn thành việc nào; ${open} việc còn dang dở.`
        : open === 0
          ? `Bạn đã hoàn thành ${done} việc.`
          : `Bạn đã hoàn thành ${done} việc; ${open} việc còn dang dở.`,
    indicator: (goal, progress) => `“${goal}” đạt ${progress}% mục tiêu.`,
    writing: (notes, comments) =>
      comments === 0
        ? `Bạn đã viết ${notes} ghi chú.`
        : notes === 0
          ? `Bạn đã nhận ${comments} bình luận.`
          : `Bạn đã viết ${notes} ghi chú và nhận ${comments} bình luận.`,
    nothing: 'Không có gì được ghi lại trong kỳ này.',
  },
};

/** At most this many indicators are named: the summary stays a few sentences. */
const INDICATORS_NAMED = 2;

const largest = <T extends { slots: number }>(rows: readonly T[]) =>
  rows.reduce<T | undefined>((best, row) => (!best || row.slots > best.slots ? row : best), undefined);

/** The summary's sentences, from the figures of the period. */
export function summarizeWork(work: WorkOfPeriod, locale: SupportedLocale): string {
  const words = WORDS[locale];
  const time = (slots: number) => formatMinutes(slots * SLOT_MINUTES, locale);
  const sentences: string[] = [];
  const category = largest(work.timeByCategory);
  if (category) {
    const total = work.timeByCategory.reduce((sum, row) => sum + row.slots, 0);
    sentences.push(words.planned(time(total), categoryLabel(category.category, locale), time(category.slots)));
  }
  const goal = largest(work.timeByGoal.filter((row) => row.goalId && row.title?.trim()));
  if (goal) sentences.push(words.topGoal(goal.title!.trim(), time(goal.slots)));
  if (work.completedTodos.length || work.openTodos.length)
    sentences.push(words.todos(work.completedTodos.length, work.openTodos.length));
  for (const indicator of work.indicators.slice(0, INDICATORS_NAMED))
    sentences.push(words.indicator(indicator.title.trim(), indicator.progress));
  const comments = work.commentsReceived.reduce((sum, on) => sum + on.count, 0);
  if (work.notes.length || comments) sentences.push(words.writing(work.notes.length, comments));
  return sentences.length ? sentences.join(' ') : words.nothing;
}
