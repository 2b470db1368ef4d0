import { splitSentences, summarySentences } from '@domain/extractive-summary.js';

/**
 * The offline engine on the note page (issue 17): a summary of the note (its most informative
 * sentences, domain/extractive-summary.ts) or the sentences that answer a question about it. Pure
 * and deterministic; Korean, English and Vietnamese alike.
 */

/** A request for a summary, in any of the three languages ("요약해 줘", "summarise this", "tóm tắt"). */
const SUMMARY =
  /요약|간추|줄여\s*줘|핵심(만|을|이|\s*내용)?|정리해\s*줘|summ?ar[iy]|tl;?\s*dr|\bgist\b|key points|main points|overview|\brecap\b|tóm\s*(tắt|lược)|ý\s*chính|điểm\s*chính/i;

export const asksForSummary = (text: string): boolean => SUMMARY.test(text);

/** The sentences a summary keeps, at most this many. */
export const SUMMARY_SENTENCES = 3;
/** An answer quotes at most this many sentences. */
const ANSWER_SENTENCES = 2;

/** Words that ask or point at the note but say nothing of what is asked about. */
const QUESTION_WORDS = new Set([
  'what',
  'when',
  'where',
  'who',
  'whom',
  'why',
  'how',
  'which',
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'do',
  'the',
  'this',
  'that',
  'note',
  'notes',
  'say',
  'says',
  'said',
  'about',
  'tell',
  'me',
  'in',
  'of',
  'an',
  'to',
  'it',
  'there',
  'any',
  'mention',
  'mentioned',
  'mentions',
  'according',
  'please',
  'can',
  'you',
  'and',
  'for',
  'on',
  'with',
  'written',
  'write',
  '이',
  '이거',
  '노트',
  '메모',
  '문서',
  '뭐',
  '뭐야',
  '뭔가',
  '뭐라고',
  '무엇',
  '무엇인가요',
  '언제',
  '어디',
  '누가',
  '누구',
  '왜',
  '어떻게',
  '어떤',
  '알려',
  '알려줘',
  '알려주세요',
  '줘',
  '주세요',
  '있어',
  '있나요',
  '내용',
  '대해',
  '대한',
  '관련',
  '나와',
  '나와있어',
  '적혀',
  '적힌',
  '했어',
  '해',
  '좀',
  '거',
  '것',
  'gì',
  'nào',
  'khi',
  'đâu',
  'ai',
  'sao',
  'thế',
  'như',
  'ghi',
  'chú',
  'này',
  'trong',
  'về',
  'nói',
  'có',
  'không',
  'là',
  'bao',
  'giờ',
  'cho',
  'tôi',
  'biết',
  'của',
  'và',
  'các',
  'những',
  'được',
  'thì',
  'vậy',
  'hãy',
  'xem',
  'nêu',
  'gì?',
]);

/** Korean particles and endings after a noun ("배포를", "일정은", "금요일이야"): a word is matched without them. */
const KOREAN_ENDING =
  /(?<=[가-힣])(이에요|예요|인가요|인지|이야|에서|에게|으로|까지|부터|이랑|하고|은|는|이|가|을|를|에|의|로|와|과|도|만|야|랑)$/;

function stem(word: string): string {
  const bare = word.length >= 3 ? word.replace(KOREAN_ENDING, '') : word;
  return bare.length >= 2 ? bare : word;
}

const wordsOf = (text: string): string[] => (text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);

/** Two words name the same thing when one begins with the other, two letters at least ("배포" and "배포일", "release" and "released"). */
const sameWord = (a: string, b: string) =>
  a.length <= b.length ? a.length >= 2 && b.startsWith(a) : b.length >= 2 && a.startsWith(b);

/** The note's summary: its most informative sentences, in their order. */
export const noteSummary = (text: string): string[] => summarySentences(text, SUMMARY_SENTENCES);

/**
 * The sentences of the note that answer the question: those sharing its words, rarer words weighing
 * more (a word in every sentence tells nothing); the best ones in the note's order; none when no word matches.
 */
export function noteAnswer(question: string, text: string): string[] {
  const asked = [...new Set(wordsOf(question).filter((word) => !QUESTION_WORDS.has(word) && word.length >= 2))];
  if (asked.length === 0) return [];
  const sentences = splitSentences(text).map((sentence, index) => ({ sentence, index, words: wordsOf(sentence) }));
  const rarity = (word: string) =>
    1 / sentences.filter((entry) => entry.words.some((other) => sameWord(word, other))).length;
  const weights = new Map(asked.map((word) => [word, rarity(word)]));
  return sentences
    .map((entry) => ({
      ...entry,
      score: asked.reduce(
        (sum, word) => sum + (entry.words.some((other) => sameWord(word, other)) ? weights.get(word)! : 0),
        0,
      ),
    }))
    .filter((entry) => entry.score > 0 && Number.isFinite(entry.score))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, ANSWER_SENTENCES)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence);
}
