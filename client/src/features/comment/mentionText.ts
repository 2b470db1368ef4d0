import { mentionParts, mentionToken } from '@domain/mentions';

/**
 * The composer shows mentions as "@Name" while the stored text keeps "@[userId]" (spec 1 section 3).
 * A draft is the shown text plus the people picked in it; converting back replaces each "@Name" of a
 * picked person by their token.
 */
export interface MentionPerson {
  readonly id: string;
  readonly name: string;
}

export interface MentionDraft {
  readonly text: string;
  readonly people: readonly MentionPerson[];
}

export const EMPTY_DRAFT: MentionDraft = { text: '', people: [] };

/** A letter, digit or joiner right after "@Name" means the name goes on ("@Ann" inside "@Anna"). */
const WORD_CONTINUES = /[\p{L}\p{N}_]/u;

/** The stored text of a draft: "@Name" of each picked person becomes "@[id]" (longest names first). */
export function draftToStorage(draft: MentionDraft): string {
  const people = [...new Map(draft.people.map((person) => [person.name, person])).values()].sort(
    (a, b) => b.name.length - a.name.length,
  );
  if (people.length === 0) return draft.text;
  let out = '';
  let index = 0;
  const { text } = draft;
  while (index < text.length) {
    if (text[index] === '@') {
      const person = people.find((candidate) => {
        const end = index + 1 + candidate.name.length;
        return text.startsWith(candidate.name, index + 1) && !WORD_CONTINUES.test(text.charAt(end));
      });
      if (person) {
        out += mentionToken(person.id);
        index += 1 + person.name.length;
        continue;
      }
    }
    out += text[index];
    index += 1;
  }
  return out;
}

/**
 * The draft of a stored text (to edit a comment): tokens of known people become "@Name"; a token of
 * someone unknown stays as it is, so saving keeps it.
 */
export function storageToDraft(stored: string, known: readonly MentionPerson[]): MentionDraft {
  const byId = new Map(known.map((person) => [person.id.toLowerCase(), person]));
  const people = new Map<string, MentionPerson>();
  const text = mentionParts(stored)
    .map((part) => {
      if ('text' in part) return part.text;
      const person = byId.get(part.userId);
      if (!person) return mentionToken(part.userId);
      people.set(person.id, person);
      return `@${person.name}`;
    })
    .join('');
  return { text, people: [...people.values()] };
}

/** Whether a draft has something to send: non-blank after trimming (spec 1 section 5). */
export const isBlankDraft = (draft: MentionDraft): boolean => draft.text.trim() === '';
