import type { Understanding } from './understanding.js';

/** English given names that are also common words: matched only when written with a capital. */
const COMMON_WORDS = new Set([
  'will',
  'mark',
  'may',
  'june',
  'april',
  'grace',
  'hope',
  'faith',
  'joy',
  'rose',
  'bill',
  'frank',
  'summer',
  'sunny',
  'page',
  'dawn',
  'guy',
]);

interface CallName {
  /** How the colleague may be called: the full name, a given or family name. */
  text: string;
  /** The member's full name, as the workspace knows it. */
  member: string;
  /** Whether it is found whatever its case ("priya"), or only as written ("Nam", "Anh": common words in small letters). */
  anyCase: boolean;
}

const isHangul = (text: string) => /^[가-힣]+$/.test(text);
/** Vietnamese writes the family name first and calls people by the last word (or two) of their name. */
const isVietnamese = (words: string[]) =>
  words.length >= 3 ||
  words.some((word) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹàáèéìíòóùúýãõĩũ]/i.test(word));

/** The names a member may be called by: the full name (any case), and the given or family name. */
function callNames(member: string): CallName[] {
  const full = member.trim().replace(/\s+/g, ' ');
  const words = full.split(' ');
  const names: CallName[] = [{ text: full, member, anyCase: true }];
  const part = (text: string) =>
    names.push({ text, member, anyCase: /^[a-z]{4,}$/i.test(text) && !COMMON_WORDS.has(text.toLowerCase()) });
  if (words.length === 1 && isHangul(full) && full.length >= 3)
    names.push({ text: full.slice(1), member, anyCase: true });
  else if (words.length > 1 && isVietnamese(words)) {
    part(words[words.length - 1]);
    if (words.length >= 3) part(words.slice(-2).join(' '));
  } else if (words.length > 1) {
    part(words[0]);
    part(words[words.length - 1]);
  }
  return names.filter((name) => name.text.length >= 2);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a name stands in the text: a whole word; a Korean name may carry its particle ("서연이", "도윤의"). */
function found(text: string, name: CallName): boolean {
  const after = isHangul(name.text) ? '' : '(?!\\p{L})';
  return new RegExp(`(?<!\\p{L})${escape(name.text)}${after}`, name.anyCase ? 'iu' : 'u').test(text);
}

/**
 * A colleague named without a marker (no 님 or 씨, no "'s", no "của"): the workspace members' names
 * found in the text, the longest first. One member so called gives their full name; several give the
 * name as said, so that the engine asks which one is meant.
 */
export function memberIn(text: string, members: readonly string[]): string | null {
  const names = members.flatMap(callNames).sort((a, b) => b.text.length - a.text.length);
  const hit = names.find((name) => found(text, name));
  if (!hit) return null;
  const same = new Set(
    names.filter((name) => name.text.toLocaleLowerCase() === hit.text.toLocaleLowerCase()).map((name) => name.member),
  );
  return same.size === 1 ? hit.member : hit.text;
}

/** A request that names no colleague, and may be about one (a day's to-dos, or nothing read), with the member it names. */
export function withMemberNamed(read: Understanding, text: string, members: readonly string[]): Understanding {
  if (read.person || (read.feature !== null && read.feature !== 'get-todo') || members.length === 0) return read;
  const person = memberIn(text, members);
  return person ? { ...read, feature: 'get-todo', person } : read;
}
