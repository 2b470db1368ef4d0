import { BASIC_CATEGORIES, type BasicCategory } from './categories.js';
import type { SupportedLocale } from './locale.js';
import type { NoteDocJson } from './note-schema.js';
import { SLOT_MINUTES } from './planner-slots.js';

/**
 * "Draft from my own work" (issue 14): a report's first version composed from the author's real
 * data of the period, without any model, in the author's language. Every line links to its source
 * (a goal, a note, the planner day of a to-do). The API gathers the data (report-draft.read.ts);
 * this turns it into a document of the note editor's schema.
 */
/** Planned time of a period, in quarter-hour slots: what a report's chart shows. */
export interface WorkTime {
  timeByCategory: { category: BasicCategory['name']; slots: number }[];
  /** Planned time per goal; goalId null for to-dos without a goal. */
  timeByGoal: { goalId: string | null; title: string | null; slots: number }[];
}

export interface WorkOfPeriod extends WorkTime {
  completedTodos: WorkTodo[];
  openTodos: WorkTodo[];
  /** Goals worked on in the period that measure an indicator. */
  indicators: { goalId: string; title: string; current: number; target: number; progress: number }[];
  notes: { id: string; title: string }[];
  /** Comments others wrote on the author's to-dos and goals. */
  commentsReceived: { kind: 'goal' | 'todo'; id: string; title: string; count: number; date: string }[];
}

export interface WorkTodo {
  id: string;
  title: string;
  /** The planner day it links to. */
  date: string;
}

interface Labels {
  summary: string;
  time: string;
  byCategory: string;
  byGoal: string;
  noGoal: string;
  done: string;
  open: string;
  indicators: string;
  notes: string;
  comments: string;
  untitled: string;
  nothing: string;
  /** Never both zero: a row with no time is not listed. */
  hours: (hours: number, minutes: number) => string;
  commentCount: (count: number) => string;
  categories: Record<BasicCategory['name'], string>;
}

const LABELS: Record<SupportedLocale, Labels> = {
  'ko-KR': {
    summary: '요약',
    time: '시간',
    byCategory: '카테고리별 계획 시간',
    byGoal: '과제별 계획 시간',
    noGoal: '과제 없음',
    done: '완료한 할 일',
    open: '진행 중인 할 일',
    indicators: '과제 지표',
    notes: '작성한 노트',
    comments: '받은 댓글',
    untitled: '제목 없음',
    nothing: '이 기간에 기록된 일이 없습니다.',
    hours: (h, m) => [h && `${h}시간`, m && `${m}분`].filter(Boolean).join(' '),
    commentCount: (n) => `댓글 ${n}개`,
    categories: { Work: '업무', Meeting: '회의', Communication: '소통', Study: '학습', Rest: '휴식', Etc: '기타' },
  },
  'en-US': {
    summary: 'Summary',
    time: 'Time',
    byCategory: 'Planned time by category',
    byGoal: 'Planned time by goal',
    noGoal: 'No goal',
    done: 'To-dos completed',
    open: 'To-dos still open',
    indicators: 'Goal indicators',
    notes: 'Notes written',
    comments: 'Comments received',
    untitled: 'Untitled',
    nothing: 'Nothing was recorded for this period.',
    hours: (h, m) => [h && `${h}h`, m && `${m}m`].filter(Boolean).join(' '),
    commentCount: (n) => (n === 1 ? '1 comment' : `${n} comments`),
    categories: {
      Work: 'Work',
      Meeting: 'Meeting',
      Communication: 'Communication',
      Study: 'Study',
      Rest: 'Rest',
      Etc: 'Etc',
    },
  },
  'vi-VN': {
    summary: 'Tóm tắt',
    time: 'Thời gian',
    byCategory: 'Thời gian dự kiến theo danh mục',
    byGoal: 'Thời gian dự kiến theo mục tiêu',
    noGoal: 'Không có mục tiêu',
    done: 'Việc đã hoàn thành',
    open: 'Việc còn dang dở',
    indicators: 'Chỉ số mục tiêu',
    notes: 'Ghi chú đã viết',
    comments: 'Bình luận nhận được',
    untitled: 'Không có tiêu đề',
    nothing: 'Không có gì được ghi lại trong kỳ này.',
    hours: (h, m) => [h && `${h} giờ`, m && `${m} phút`].filter(Boolean).join(' '),
    commentCount: (n) => `${n} bình luận`,
    categories: {
      Work: 'Công việc',
      Meeting: 'Cuộc họp',
      Communication: 'Trao đổi',
      Study: 'Học tập',
      Rest: 'Nghỉ ngơi',
      Etc: 'Khác',
    },
  },
};

type Inline = { type: 'text'; text: string; marks?: { type: 'link'; attrs: { href: string; title: null } }[] };
type Block = Record<string, unknown>;

const text = (value: string): Inline => ({ type: 'text', text: value });
const link = (value: string, href: string): Inline => ({
  type: 'text',
  text: value,
  marks: [{ type: 'link', attrs: { href, title: null } }],
});
const heading = (level: 2 | 3, value: string): Block => ({ type: 'heading', attrs: { level }, content: [text(value)] });
const paragraph = (...inline: Inline[]): Block => ({ type: 'paragraph', content: inline });
const bullets = (items: Inline[][]): Block => ({
  type: 'bullet_list',
  attrs: { tight: true },
  content: items.map((inline) => ({ type: 'list_item', content: [paragraph(...inline)] })),
});

const minutesText = (labels: Labels, minutes: number) => labels.hours(Math.floor(minutes / 60), minutes % 60);
const duration = (labels: Labels, slots: number) => minutesText(labels, slots * SLOT_MINUTES);

const goalHref = (id: string) => `/goal/${id}`;
const todoHref = (todo: WorkTodo) => `/planner?date=${todo.date}`;

/**
 * The draft document: a few written sentences (the summary, from the same figures), then one section
 * per kind of work that has something to show.
 */
export function composeWorkDraft(work: WorkOfPeriod, locale: SupportedLocale, summary: string): NoteDocJson {
  const labels = LABELS[locale];
  const title = (value: string) => value.trim() || labels.untitled;
  const sections: Block[][] = [];
  if (work.timeByCategory.length) {
    sections.push([
      heading(2, labels.time),
      heading(3, labels.byCategory),
      bullets(
        work.timeByCategory.map((row) => [text(`${labels.categories[row.category]}: ${duration(labels, row.slots)}`)]),
      ),
      heading(3, labels.byGoal),
      bullets(
        work.timeByGoal.map((row) => [
          row.goalId ? link(title(row.title ?? ''), goalHref(row.goalId)) : text(labels.noGoal),
          text(`: ${duration(labels, row.slots)}`),
        ]),
      ),
    ]);
  }
  const list = (label: string, items: Inline[][]) => items.length && sections.push([heading(2, label), bullets(items)]);
  list(
    labels.done,
    work.completedTodos.map((todo) => [link(title(todo.title), todoHref(todo))]),
  );
  list(
    labels.open,
    work.openTodos.map((todo) => [link(title(todo.title), todoHref(todo))]),
  );
  list(
    labels.indicators,
    work.indicators.map((goal) => [
      link(title(goal.title), goalHref(goal.goalId)),
      text(`: ${goal.progress}% (${goal.current} / ${goal.target})`),
    ]),
  );
  list(
    labels.notes,
    work.notes.map((note) => [link(title(note.title), `/note/${note.id}`)]),
  );
  list(
    labels.comments,
    work.commentsReceived.map((on) => [
      link(title(on.title), on.kind === 'goal' ? goalHref(on.id) : `/planner?date=${on.date}`),
      text(`: ${labels.commentCount(on.count)}`),
    ]),
  );
  const content = sections.length
    ? [heading(2, labels.summary), paragraph(text(summary)), ...sections.flat()]
    : [paragraph(text(labels.nothing))];
  return { type: 'doc', content };
}

/** One bar chart of a report: a title and labelled bars (minutes), in the author's language. */
export interface TimeChart {
  title: string;
  bars: { label: string; minutes: number; color: string }[];
}

const GOAL_BAR_COLOR = '#4C6EF5';

/** The charts of a report's planned time, by category (in the category colours) and by goal; those without bars are left out unless `keepEmpty`. */
export function workTimeCharts(time: WorkTime, locale: SupportedLocale, { keepEmpty = false } = {}): TimeChart[] {
  const labels = LABELS[locale];
  const colorOf = (category: BasicCategory['name']) =>
    BASIC_CATEGORIES.find((c) => c.name === category)?.color ?? GOAL_BAR_COLOR;
  const charts: TimeChart[] = [
    {
      title: labels.byCategory,
      bars: time.timeByCategory.map((row) => ({
        label: labels.categories[row.category],
        minutes: row.slots * SLOT_MINUTES,
        color: colorOf(row.category),
      })),
    },
    {
      title: labels.byGoal,
      bars: time.timeByGoal.map((row) => ({
        label: row.goalId ? row.title?.trim() || labels.untitled : labels.noGoal,
        minutes: row.slots * SLOT_MINUTES,
        color: GOAL_BAR_COLOR,
      })),
    },
  ];
  return keepEmpty ? charts : charts.filter((chart) => chart.bars.length > 0);
}

/** A basic category's name in a language: "업무", "Work", "Công việc". */
export function categoryLabel(category: BasicCategory['name'], locale: SupportedLocale): string {
  return LABELS[locale].categories[category];
}

/** "6h 30m", "6시간 30분", "6 giờ 30 phút". */
export function formatMinutes(minutes: number, locale: SupportedLocale): string {
  return minutesText(LABELS[locale], minutes);
}
