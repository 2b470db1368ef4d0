/**
 * The offline "Improve" of a feedback (shared by the API and the client): hints on what would make it
 * more useful to its receiver, read by rules in the language it is written in (Korean, English or
 * Vietnamese: Hangul makes it Korean, Vietnamese letters Vietnamese, anything else is read as English).
 *
 * - TOO_SHORT: fewer letters than a useful sentence holds (spaces and punctuation not counted): 20 in
 *   Korean, whose syllables carry more, 40 in English and Vietnamese.
 * - NO_EXAMPLE: it names no concrete instance: no number, date or quoted words, no "for example", and no
 *   word of a moment or occasion ("yesterday", "in the meeting", "when you ...").
 * - NO_BEHAVIOUR: it names nothing the receiver did: no verb of action (English: a past tense or one of the
 *   common work verbs; Korean: a verb of doing, 했/하신/해 주신 or a past ending; Vietnamese: đã, vừa or a
 *   common work verb).
 *
 * Hints only: nothing is refused for them, and the writer decides.
 */

export const FEEDBACK_HINTS = ['TOO_SHORT', 'NO_EXAMPLE', 'NO_BEHAVIOUR'] as const;
export type FeedbackHint = (typeof FEEDBACK_HINTS)[number];

export type FeedbackLanguage = 'ko' | 'en' | 'vi';

/** Letters (spaces and punctuation aside) a feedback needs before it stops being "too short". */
export const FEEDBACK_MIN_LETTERS: Readonly<Record<FeedbackLanguage, number>> = { ko: 20, en: 40, vi: 40 };

const VIETNAMESE_LETTERS = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

export function feedbackLanguage(text: string): FeedbackLanguage {
  if (/[가-힣]/.test(text)) return 'ko';
  return VIETNAMESE_LETTERS.test(text) ? 'vi' : 'en';
}

/** In any language: a number (a date, a time, a count) or words in quotes is a concrete instance. */
const ANY_EXAMPLE = /\d|["“”'‘’「『][^"“”'‘’」』]{2,}["“”'‘’」』]/;

const EXAMPLE: Readonly<Record<FeedbackLanguage, RegExp>> = {
  en: /\b(for example|for instance|e\.g\.|such as|like when|when you|yesterday|today|last (week|month|time|sprint)|this (week|morning|sprint)|on (monday|tuesday|wednesday|thursday|friday)|in the [a-z]+ (meeting|review|call|demo|standup|retro)|during)\b/i,
  ko: /예를\s*들(어|면)|예컨대|가령|처럼|때|어제|오늘|그제|지난\s*(주|달|번)|이번\s*(주|달)|[월화수목금]요일|회의에서|미팅에서|발표에서|리뷰에서|중에/,
  vi: /ví dụ|chẳng hạn|như khi|khi (bạn|anh|chị|em)|hôm (qua|nay|trước)|tuần (trước|này|rồi)|tháng (trước|này)|thứ (hai|ba|tư|năm|sáu)|trong (buổi|cuộc) (họp|thuyết trình|review|demo)|lúc/iu,
};

const BEHAVIOUR: Readonly<Record<FeedbackLanguage, RegExp>> = {
  en: /\b([a-z]{3,}ed|did|wrote|led|made|built|took|gave|ran|brought|caught|taught|spoke|found|kept|sent|held|met|thought|saw|helps?|shares?|explains?|writes?|leads?|presents?|reviews?|fix(es)?|asks?|answers?|prepares?|organi[sz]es?|delivers?|supports?|handles?|listens?|communicates?)\b/i,
  ko: /했|하셨|하신|해\s*주|해주|었|였|셨|보여|도와|알려|설명|정리|발표|공유|준비|작성|해결|처리|이끌|챙기|맡|만들|고치|답(해|변)|들어\s*주/,
  // \b knows ASCII letters only: Vietnamese words are bounded by any letter.
  vi: /(?<!\p{L})(đã|vừa|làm|viết|trình bày|chia sẻ|giúp|giải thích|hỗ trợ|chuẩn bị|gửi|hoàn thành|xử lý|sửa|dẫn dắt|tổ chức|trả lời|lắng nghe|đề xuất|báo cáo|thuyết trình)(?!\p{L})/iu,
};

const letters = (text: string) => text.replace(/[\s\p{P}\p{S}]/gu, '').length;

/** The hints of a feedback text, in the catalogue's order; none for an empty text (there is nothing to improve yet). */
export function feedbackHints(text: string): FeedbackHint[] {
  const content = text.trim();
  if (!content) return [];
  const language = feedbackLanguage(content);
  const hints: FeedbackHint[] = [];
  if (letters(content) < FEEDBACK_MIN_LETTERS[language]) hints.push('TOO_SHORT');
  if (!ANY_EXAMPLE.test(content) && !EXAMPLE[language].test(content)) hints.push('NO_EXAMPLE');
  if (!BEHAVIOUR[language].test(content)) hints.push('NO_BEHAVIOUR');
  return hints;
}
