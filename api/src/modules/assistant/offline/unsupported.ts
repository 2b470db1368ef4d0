import type { SupportedLocale } from '@domain/locale.js';
import type { Understanding, Unsupported } from './understanding.js';

/** Vietnamese words bounded by "no letter on either side" (\b knows only ASCII letters). */
const vi = (source: string, flags = 'iu') => new RegExp(`(?<!\\p{L})(?:${source})(?!\\p{L})`, flags);

interface UnsupportedWords {
  /** A to-do that repeats: "매주 월요일", "every Monday", "mỗi thứ Hai" ("hàng ngày", but not in "ngân hàng ngày mốt": the bank). */
  recurring: RegExp;
  /** Verbs asking to delete to-dos, and to move, rename or complete them (global: where they stand is compared). */
  delete: RegExp;
  change: RegExp;
  /** The verbs of what the assistant does (adding, showing, finding): a title may name a deletion ("오래된 파일 삭제 추가"). */
  supported: RegExp;
  /** Korean puts the verb last, English and Vietnamese first: which of the verbs found is the request's. */
  verbLast: boolean;
  /** Periods longer than the week the assistant lists at most ("지난달", "last month", "tháng trước"). */
  longRange: RegExp;
}

const WORDS: Record<SupportedLocale, UnsupportedWords> = {
  'ko-KR': {
    recurring: /매주|매일|매달|매월|매년|격주|주마다|날마다|달마다|요일마다|평일마다|반복/,
    delete: /삭제|지워|지우|없애|비워/g,
    change: /옮겨|옮기|미뤄|미루|연기해|변경해|바꿔|수정해|취소해|완료\s*(?:처리|표시|로)|체크해/g,
    supported: /추가|등록|만들|넣어|잡아|생성|적어|기록해|예약해|보여|알려|찾아|검색/g,
    verbLast: true,
    longRange: /(?:지난|저번|이번|다음)\s*달|이달|한\s*달|올해|작년|(?:지난|최근)\s*\d+\s*(?:일|주)/,
  },
  'en-US': {
    recurring:
      /\b(?:every|each)\s+(?:other\s+)?(?:day|morning|evening|night|week|weekday|weekend|month|year|(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b|\b(?:recurring|repeat(?:ing|s)?)\b|\bon\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days\b/i,
    delete: /\b(?:delete|remove|clear|erase|get rid of)\b/gi,
    change: /\b(?:move|reschedule|postpone|push back|rename|mark|cancel)\b/gi,
    supported:
      /\b(?:add|create|schedule|make|set up|remind me|show|list|find|search|look|write|draft)\b|\b(?:new )?(?:to-?do|task)\s*:/gi,
    verbLast: false,
    longRange: /\b(?:this|last|past|previous|next)\s+(?:month|year)\b|\b(?:last|past)\s+\d+\s+(?:days|weeks)\b/i,
  },
  'vi-VN': {
    recurring: vi(
      'mỗi\\s+(?:ngày|sáng|chiều|tối|tuần|tháng|năm|chủ nhật|thứ\\s*(?:hai|ba|tư|năm|sáu|bảy|[2-7]))|hằng\\s+(?:ngày|tuần|tháng|năm)|(?<!(?:ngân|cửa|khách|mặt|đơn|nhà|giao|bán|mua|lô|kho)\\s+)hàng\\s+(?:ngày|tuần|tháng|năm)|lặp lại|định kỳ',
    ),
    delete: vi('xóa|xoá|gỡ bỏ|loại bỏ', 'giu'),
    change: vi('dời|chuyển|hoãn|lùi|đổi|sửa|đánh dấu|hủy|huỷ', 'giu'),
    supported: vi('thêm|tạo|lên lịch|đặt lịch|nhắc|ghi vào|xem|liệt kê|tìm|viết', 'giu'),
    verbLast: false,
    longRange: vi('tháng\\s+(?:này|trước|rồi|vừa rồi|qua|sau|tới)|năm\\s+(?:nay|trước|ngoái|sau)'),
  },
};

const positions = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].map((match) => match.index!);

/**
 * What the request asks that no tool does, or null. A repeat is not asked of a report or a chart
 * ("daily report", "done per day"); a delete or change verb counts only where the request's verb stands
 * (last in Korean, first otherwise), so a to-do titled "delete old files" is still added; a period
 * longer than a week is refused only for to-dos (a chart covers a month).
 */
export function unsupportedIn(request: string, locale: SupportedLocale, found: Understanding): Unsupported | null {
  const words = WORDS[locale];
  const text = locale === 'vi-VN' ? request.toLocaleLowerCase('vi') : request;
  if (found.feature !== 'create-report' && found.feature !== 'chart' && words.recurring.test(text)) return 'recurring';
  const verbs: [Unsupported | null, number][] = [
    ...positions(words.delete, text).map((at): [Unsupported, number] => ['delete', at]),
    ...positions(words.change, text).map((at): [Unsupported, number] => ['change', at]),
    ...positions(words.supported, text).map((at): [null, number] => [null, at]),
  ].sort((a, b) => (words.verbLast ? b[1] - a[1] : a[1] - b[1]));
  if (verbs[0]?.[0]) return verbs[0][0];
  return found.feature === 'get-todo' && words.longRange.test(text) ? 'long-range' : null;
}

const QUESTION = /[?？]|뭐|무엇|\b(?:what|anything)\b|(?<!\p{L})gì(?!\p{L})/iu;

/** The message is a request on its own (a verb of the assistant's or a question), not a bare argument ("onboarding", "내일"). */
export const isRequest = (request: string, locale: SupportedLocale) =>
  request.search(WORDS[locale].supported) >= 0 || QUESTION.test(request);

/** With a feature picked, the message is read as its request, unless it is a whole request of another ("오늘 할 일 보여줘" after picking notes). */
export const featureOf = (
  chosen: Understanding['feature'],
  read: Understanding['feature'],
  isRequest: boolean,
): Understanding['feature'] => (read && read !== chosen && isRequest ? read : (chosen ?? read));
