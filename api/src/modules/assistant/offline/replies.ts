import type { SupportedLocale } from '@domain/locale.js';
import { slotRuns, slotTime } from '@domain/planner-slots.js';

/** What the offline engine says, in the user's language; the days it names come written for it (date-words.ts). */
export interface Replies {
  help: string;
  askTitle: string;
  askPhrase: string;
  askWorkspace: (names: string[]) => string;
  noWorkspace: string;
  askPerson: (names: string[]) => string;
  personNotFound: (name: string) => string;
  todos: (who: string | null, date: string, lines: string[], total: number) => string;
  noTodos: (who: string | null, date: string) => string;
  created: (title: string, date: string, blocks: number[]) => string;
  notes: (phrase: string, total: number, titles: string[]) => string;
  noNotes: (phrase: string) => string;
  report: (title: string) => string;
  /** The report could not be written (its tool's line says why). */
  reportFailed: string;
  /** On the note page: its summary, the sentences answering a question, or why there are none. */
  noteSummary: (title: string, sentences: string[]) => string;
  noteAnswer: (title: string, sentences: string[]) => string;
  noteNoAnswer: (title: string) => string;
  noteEmpty: (title: string) => string;
  untitled: string;
}

export const timeText = (blocks: number[]) => slotRuns(blocks).map(([from, to]) => `${slotTime(from)}-${slotTime(to + 1)}`).join(', ');
const bullets = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n');

export const REPLIES: Record<SupportedLocale, Replies> = {
  'ko-KR': {
    help: '할 일 조회, 할 일 추가, 보고서 작성, 노트 검색, 차트 그리기를 도와드릴 수 있어요. 예: "내일 오후 3시에 치과 예약 추가해 줘", "오늘 할 일 보여줘", "온보딩 노트 찾아 줘", "이번 주 주간 보고서 써 줘", "이번 주 카테고리별 시간 차트 보여줘".',
    askTitle: '어떤 할 일을 추가할까요? 제목을 알려 주세요.',
    askPhrase: '어떤 내용을 찾을까요? 검색어를 알려 주세요.',
    askWorkspace: (names) => `어느 워크스페이스의 보고서인가요? ${names.join(', ')} 중에서 골라 주세요.`,
    noWorkspace: '보고서를 쓸 워크스페이스가 없어요. 먼저 워크스페이스에 참여해 주세요.',
    askPerson: (names) => `여러 명이 있어요: ${names.join(', ')}. 누구인지 이름을 더 알려 주세요.`,
    personNotFound: (name) => `'${name}'님을 워크스페이스 동료 중에서 찾지 못했어요.`,
    todos: (who, date, lines, total) => `${who ? `${who}님의 ` : ''}${date} 할 일 ${total}개예요.\n${bullets(lines)}`,
    noTodos: (who, date) => `${who ? `${who}님의 ` : ''}${date}에는 계획된 할 일이 없어요.`,
    created: (title, date, blocks) => `'${title}'을(를) ${date}${blocks.length ? ` ${timeText(blocks)}` : ''}에 추가했어요.`,
    notes: (phrase, total, titles) => `'${phrase}'(으)로 노트 ${total}개를 찾았어요.\n${bullets(titles)}`,
    noNotes: (phrase) => `'${phrase}'에 해당하는 노트가 없어요.`,
    report: (title) => `'${title}' 초안을 만들었어요. 확인하고 보내 주세요.`,
    reportFailed: '보고서를 작성하지 못했어요.',
    noteSummary: (title, sentences) => `'${title}' 노트의 핵심 문장이에요.\n${bullets(sentences)}`,
    noteAnswer: (title, sentences) => `'${title}' 노트에 이렇게 적혀 있어요.\n${bullets(sentences)}`,
    noteNoAnswer: (title) => `'${title}' 노트에서 그 내용을 찾지 못했어요. 노트에 나오는 낱말로 물어보거나 "요약해 줘"라고 해 보세요.`,
    noteEmpty: (title) => `'${title}' 노트에는 아직 내용이 없어요.`,
    untitled: '제목 없음',
  },
  'en-US': {
    help: 'I can list to-dos, add a to-do, write a report, search notes and draw charts of your time. Try "Add Call the bank tomorrow at 3pm", "What are my to-dos today?", "Find notes about onboarding", "Write this week\'s weekly report" or "Show a chart of my time by category this week".',
    askTitle: 'What should the to-do be called?',
    askPhrase: 'What should I look for in your notes?',
    askWorkspace: (names) => `Which workspace is the report for? Choose one of ${names.join(', ')}.`,
    noWorkspace: 'You have no workspace to write a report in yet. Join one first.',
    askPerson: (names) => `Several people match: ${names.join(', ')}. Which one do you mean?`,
    personNotFound: (name) => `I could not find ${name} among your colleagues.`,
    todos: (who, date, lines, total) => `${who ? `${who} has` : 'You have'} ${total} to-do${total === 1 ? '' : 's'} on ${date}.\n${bullets(lines)}`,
    noTodos: (who, date) => `${who ? `${who} has` : 'You have'} nothing planned on ${date}.`,
    created: (title, date, blocks) => `Added "${title}" on ${date}${blocks.length ? `, ${timeText(blocks)}` : ''}.`,
    notes: (phrase, total, titles) => `Found ${total} note${total === 1 ? '' : 's'} for "${phrase}".\n${bullets(titles)}`,
    noNotes: (phrase) => `No notes match "${phrase}".`,
    report: (title) => `I drafted "${title}". Review it and send it when ready.`,
    reportFailed: 'I could not write the report.',
    noteSummary: (title, sentences) => `The key sentences of "${title}":\n${bullets(sentences)}`,
    noteAnswer: (title, sentences) => `Here is what "${title}" says:\n${bullets(sentences)}`,
    noteNoAnswer: (title) => `I could not find that in "${title}". Ask with words the note uses, or ask me to summarise it.`,
    noteEmpty: (title) => `"${title}" has no text yet.`,
    untitled: 'Untitled',
  },
  'vi-VN': {
    help: 'Tôi có thể xem việc cần làm, thêm việc, viết báo cáo, tìm ghi chú và vẽ biểu đồ thời gian. Ví dụ: "Thêm Gọi ngân hàng lúc 3 giờ chiều mai", "Hôm nay tôi có việc gì?", "Tìm ghi chú về onboarding", "Viết báo cáo tuần này", "Biểu đồ thời gian theo danh mục tuần này".',
    askTitle: 'Bạn muốn thêm việc gì? Hãy cho tôi biết tên việc.',
    askPhrase: 'Bạn muốn tìm gì trong ghi chú?',
    askWorkspace: (names) => `Báo cáo cho không gian làm việc nào? Hãy chọn một trong: ${names.join(', ')}.`,
    noWorkspace: 'Bạn chưa có không gian làm việc nào để viết báo cáo. Hãy tham gia một không gian trước.',
    askPerson: (names) => `Có nhiều người phù hợp: ${names.join(', ')}. Bạn muốn nói đến ai?`,
    personNotFound: (name) => `Tôi không tìm thấy ${name} trong số đồng nghiệp của bạn.`,
    todos: (who, date, lines, total) => `${who ? `${who} có` : 'Bạn có'} ${total} việc vào ${date}.\n${bullets(lines)}`,
    noTodos: (who, date) => `${who ? `${who} không` : 'Bạn không'} có việc nào được lên lịch vào ${date}.`,
    created: (title, date, blocks) => `Đã thêm "${title}" vào ${date}${blocks.length ? `, ${timeText(blocks)}` : ''}.`,
    notes: (phrase, total, titles) => `Tìm thấy ${total} ghi chú cho "${phrase}".\n${bullets(titles)}`,
    noNotes: (phrase) => `Không có ghi chú nào khớp với "${phrase}".`,
    report: (title) => `Tôi đã soạn bản nháp "${title}". Hãy xem lại và gửi khi sẵn sàng.`,
    reportFailed: 'Tôi không viết được báo cáo.',
    noteSummary: (title, sentences) => `Những câu chính của ghi chú "${title}":\n${bullets(sentences)}`,
    noteAnswer: (title, sentences) => `Ghi chú "${title}" viết như sau:\n${bullets(sentences)}`,
    noteNoAnswer: (title) => `Tôi không tìm thấy nội dung đó trong ghi chú "${title}". Hãy hỏi bằng những từ có trong ghi chú, hoặc nhờ tôi tóm tắt.`,
    noteEmpty: (title) => `Ghi chú "${title}" chưa có nội dung.`,
    untitled: 'Không có tiêu đề',
  },
};
