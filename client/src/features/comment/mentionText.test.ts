import { describe, expect, it } from 'vitest';
import { draftToStorage, isBlankDraft, storageToDraft } from './mentionText';

const ann = { id: '11111111-1111-4111-8111-111111111111', name: 'Ann' };
const anna = { id: '22222222-2222-4222-8222-222222222222', name: 'Anna Lee' };
const kim = { id: '33333333-3333-4333-8333-333333333333', name: '김민준' };

describe('draftToStorage', () => {
  it('turns the picked people\'s "@Name" into "@[id]"', () => {
    expect(draftToStorage({ text: 'Hi @Ann and @김민준, look', people: [ann, kim] })).toBe(
      `Hi @[${ann.id}] and @[${kim.id}], look`,
    );
  });

  it('prefers the longest name and does not cut a longer word', () => {
    expect(draftToStorage({ text: '@Anna Lee @Ann @Annie', people: [ann, anna] })).toBe(
      `@[${anna.id}] @[${ann.id}] @Annie`,
    );
  });

  it('leaves an "@Name" of someone not picked, and text without people, alone', () => {
    expect(draftToStorage({ text: 'mail @Bob', people: [ann] })).toBe('mail @Bob');
    expect(draftToStorage({ text: 'plain', people: [] })).toBe('plain');
  });

  it('converts every occurrence of a picked name', () => {
    expect(draftToStorage({ text: '@Ann @Ann', people: [ann] })).toBe(`@[${ann.id}] @[${ann.id}]`);
  });
});

describe('storageToDraft', () => {
  it('shows known mentions as names and keeps the people for saving', () => {
    const draft = storageToDraft(`Hi @[${ann.id}]!`, [ann, kim]);
    expect(draft).toEqual({ text: 'Hi @Ann!', people: [ann] });
    expect(draftToStorage(draft)).toBe(`Hi @[${ann.id}]!`);
  });

  it('keeps the token of someone unknown, so a save does not lose it', () => {
    const unknown = '44444444-4444-4444-8444-444444444444';
    const draft = storageToDraft(`@[${unknown}] ok`, [ann]);
    expect(draft.text).toBe(`@[${unknown}] ok`);
    expect(draftToStorage(draft)).toBe(`@[${unknown}] ok`);
  });
});

describe('isBlankDraft', () => {
  it('is blank when only spaces and line breaks are left', () => {
    expect(isBlankDraft({ text: '  \n ', people: [] })).toBe(true);
    expect(isBlankDraft({ text: ' a ', people: [] })).toBe(false);
  });
});
