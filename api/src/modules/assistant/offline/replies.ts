import type { SupportedLocale } from '@domain/locale.js';
import { slotRuns, slotTime } from '@domain/planner-slots.js';
import type { Unsupported } from './understanding.js';

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
  /** A range of days (a week): each to-do's line starts with its day. */
  rangeTodos: (who: string | null, from: string, to: string, lines: string[], total: number) => string;
  noRangeTodos: (who: string | null, from: string, to: string) => string;
  /** What the assistant cannot do yet, said plainly, with what it can do instead. */
  unsupported: Record<Unsupported, string>;
  /** The time asked for was taken: by what, the next free time that day (null: none), and the to-do kept in the inbox. */
  busy: (title: string, time: string, takenBy: string, nextFree: string | null) => string;
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

export const timeText = (blocks: number[]) =>
  slotRuns(blocks)
    .map(([from, to]) => `${slotTime(from)}-${slotTime(to + 1)}`)
    .join(', ');
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
    rangeTodos: (who, from, to, lines, total) =>
      `${who ? `${who}님의 ` : ''}${from} ~ ${to} 할 일 ${total}개예요.\n${bullets(lines)}`,
    noRangeTodos: (who, from, to) => `${who ? `${who}님의 ` : ''}${from} ~ ${to}에는 계획된 할 일이 없어요.`,
    unsupported: {
      recurring:
        '반복되는 할 일은 아직 만들 수 없어요. 한 번 하는 할 일은 추가할 수 있으니 날짜를 정해 말씀해 주세요. 예: "다음 주 월요일 10시에 팀 회의 추가해 줘".',
      delete:
        '할 일을 삭제하는 건 아직 할 수 없어요. 플래너에서 할 일을 열어 삭제해 주세요. 저는 할 일을 보여 드릴 수 있어요. 예: "지난주 할 일 보여줘".',
      change:
        '할 일을 옮기거나 바꾸거나 완료 처리하는 건 아직 할 수 없어요. 플래너에서 할 일을 끌어 옮기거나 열어서 바꿔 주세요. 저는 할 일을 보여 드리거나 새로 추가할 수 있어요.',
      'long-range':
        '할 일은 하루나 한 주 단위로만 보여 드릴 수 있어요. 예: "지난주 할 일 보여줘". 한 달 동안 끝낸 일은 차트로 볼 수 있어요: "지난달 일별 완료한 할 일 차트 보여줘".',
    },
    busy: (title, time, takenBy, nextFree) =>
      `${time}에는 이미 '${takenBy}'이(가) 계획되어 있어요. ${nextFree ? `다음 빈 시간은 ${nextFree}이에요.` : '그날은 그 뒤로 빈 시간이 없어요.'} '${title}'은(는) 시간 없이 인박스에 넣어 두었어요.`,
    created: (title, date, blocks) =>
      `'${title}'을(를) ${date}${blocks.length ? ` ${timeText(blocks)}` : ''}에 추가했어요.`,
    notes: (phrase, total, titles) => `'${phrase}'(으)로 노트 ${total}개를 찾았어요.\n${bullets(titles)}`,
    noNotes: (phrase) => `'${phrase}'에 해당하는 노트가 없어요.`,
    report: (title) => `'${title}' 초안을 만들었어요. 확인하고 보내 주세요.`,
    reportFailed: '보고서를 작성하지 못했어요.',
    noteSummary: (title, sentences) => `'${title}' 노트의 핵심 문장이에요.\n${bullets(sentences)}`,
    noteAnswer: (title, sentences) => `'${title}' 노트에 이렇게 적혀 있어요.\n${bullets(sentences)}`,
    noteNoAnswer: (title) =>
      `'${title}' 노트에서 그 내용을 찾지 못했어요. 노트에 나오는 낱말로 물어보거나 "요약해 줘"라고 해 보세요.`,
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
    todos: (who, date, lines, total) =>
      `${who ? `${who} has` : 'You have'} ${total} to-do${total === 1 ? '' : 's'} on ${date}.\n${bullets(lines)}`,
    noTodos: (who, date) => `${who ? `${who} has` : 'You have'} nothing planned on ${date}.`,
    rangeTodos: (who, from, to, lines, total) =>
      `${who ? `${who} has` : 'You have'} ${total} to-do${total === 1 ? '' : 's'} from ${from} to ${to}.\n${bullets(lines)}`,
    noRangeTodos: (who, from, to) => `${who ? `${who} has` : 'You have'} nothing planned from ${from} to ${to}.`,
    unsupported: {
      recurring:
        'I cannot make repeating to-dos yet. I can add a single one on a day you name, for example "Add team meeting next Monday at 10".',
      delete:
        'I cannot delete to-dos yet: open one in the planner to delete it. I can show them to you, for example "Show last week\'s to-dos".',
      change:
        'I cannot move, change or complete to-dos yet: drag one in the planner, or open it there to change it. I can show your to-dos or add new ones.',
      'long-range':
        'I can show the to-dos of one day or one week at a time, for example "Show last week\'s to-dos". For a month, a chart shows what you finished: "Chart of to-dos done per day last month".',
    },
    busy: (title, time, takenBy, nextFree) =>
      `${time} is taken by "${takenBy}". ${nextFree ? `The next free time is ${nextFree}.` : 'Nothing is free later that day.'} I put "${title}" in your inbox, without a time.`,
    created: (title, date, blocks) => `Added "${title}" on ${date}${blocks.length ? `, ${timeText(blocks)}` : ''}.`,
    notes: (phrase, total, titles) =>
      `Found ${total} note${total === 1 ? '' : 's'} for "${phrase}".\n${bullets(titles)}`,
    noNotes: (phrase) => `No notes match "${phrase}".`,
    report: (title) => `I drafted "${title}". Review it and send it when ready.`,
    reportFailed: 'I could not write the report.',
    noteSummary: (title, sentences) => `The key sentences of "${title}":\n${bullets(sentences)}`,
    noteAnswer: (title, sentences) => `Here is what "${title}" says:\n${bullets(sentences)}`,
    noteNoAnswer: (title) =>
      `I could not find that in "${title}". Ask with words the note uses, or ask me to summarise it.`,
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
    rangeTodos: (who, from, to, lines, total) =>
      `${who ? `${who} có` : 'Bạn có'} ${total} việc từ ${from} đến ${to}.\n${bullets(lines)}`,
    noRangeTodos: (who, from, to) =>
      `${who ? `${who} không` : 'Bạn không'} có việc nào được lên lịch từ ${from} đến ${to}.`,
    unsupported: {
      recurring:
        'Tôi chưa tạo được việc lặp lại. Tôi có thể thêm một việc vào một ngày cụ thể, ví dụ: "Thêm họp nhóm thứ Hai tuần sau lúc 10h".',
      delete:
        'Tôi chưa xóa được việc. Hãy mở việc trong kế hoạch để xóa. Tôi có thể cho bạn xem các việc, ví dụ: "Xem việc tuần trước".',
      change:
        'Tôi chưa dời, sửa hay đánh dấu hoàn thành việc được. Hãy kéo việc trong kế hoạch hoặc mở việc để sửa. Tôi có thể cho bạn xem việc hoặc thêm việc mới.',
      'long-range':
        'Tôi chỉ xem được việc của một ngày hoặc một tuần mỗi lần, ví dụ: "Xem việc tuần trước". Với cả tháng, biểu đồ cho thấy việc đã hoàn thành: "Biểu đồ việc hoàn thành mỗi ngày tháng trước".',
    },
    busy: (title, time, takenBy, nextFree) =>
      `Khung giờ ${time} đã có "${takenBy}". ${nextFree ? `Giờ trống tiếp theo là ${nextFree}.` : 'Hôm đó không còn giờ trống nào sau đó.'} Tôi đã để "${title}" vào Hộp việc, chưa đặt giờ.`,
    created: (title, date, blocks) => `Đã thêm "${title}" vào ${date}${blocks.length ? `, ${timeText(blocks)}` : ''}.`,
    notes: (phrase, total, titles) => `Tìm thấy ${total} ghi chú cho "${phrase}".\n${bullets(titles)}`,
    noNotes: (phrase) => `Không có ghi chú nào khớp với "${phrase}".`,
    report: (title) => `Tôi đã soạn bản nháp "${title}". Hãy xem lại và gửi khi sẵn sàng.`,
    reportFailed: 'Tôi không viết được báo cáo.',
    noteSummary: (title, sentences) => `Những câu chính của ghi chú "${title}":\n${bullets(sentences)}`,
    noteAnswer: (title, sentences) => `Ghi chú "${title}" viết như sau:\n${bullets(sentences)}`,
    noteNoAnswer: (title) =>
      `Tôi không tìm thấy nội dung đó trong ghi chú "${title}". Hãy hỏi bằng những từ có trong ghi chú, hoặc nhờ tôi tóm tắt.`,
    noteEmpty: (title) => `Ghi chú "${title}" chưa có nội dung.`,
    untitled: 'Không có tiêu đề',
  },
};
