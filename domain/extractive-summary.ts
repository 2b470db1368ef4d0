/**
 * An extractive summary (spec 1: AI summary that works with no internet and no model): the
 * sentences that carry the note's most frequent words, in their original order and language.
 * Korean, Vietnamese and English alike: words are Unicode letter runs; very short and very
 * common words do not count.
 */

const STOPWORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'that',
  'this',
  'are',
  'was',
  'were',
  'from',
  'have',
  'has',
  'but',
  'not',
  'you',
  'our',
  'will',
  'into',
  'its',
  'can',
  'của',
  'và',
  'các',
  'những',
  'cho',
  'với',
  'một',
  'được',
  'trong',
  'này',
  'là',
  'có',
  'không',
  'để',
  'khi',
  'đã',
  'sẽ',
  '그리고',
  '하지만',
  '그래서',
  '이번',
  '우리',
  '있습니다',
  '합니다',
  '했습니다',
  '것을',
  '것이',
  '위해',
]);

/** Sentences: ends of . ! ? 。 (and Korean -다./-요.) followed by space, or line breaks. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?。])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

function words(sentence: string): string[] {
  return (sentence.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (word) => word.length >= 2 && !STOPWORDS.has(word),
  );
}

/** The most informative sentences, at most `limit`, in document order; the whole text when it is that short. */
export function extractiveSummary(text: string, limit = 3): string {
  return summarySentences(text, limit).join(' ');
}

/** The same, one sentence an entry (the assistant lists them). */
export function summarySentences(text: string, limit = 3): string[] {
  const sentences = splitSentences(text);
  if (sentences.length <= limit) return sentences;
  const frequency = new Map<string, number>();
  for (const word of sentences.flatMap(words)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const scored = sentences.map((sentence, index) => {
    const tokens = words(sentence);
    const score = tokens.length
      ? tokens.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0) / Math.sqrt(tokens.length)
      : 0;
    return { index, sentence, score };
  });
  return scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence);
}
