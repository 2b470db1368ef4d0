import { describe, expect, it } from 'vitest';
import { hashtagsOf, splitHashtags } from './hashtag.js';

const join = (text: string) =>
  splitHashtags(text)
    .map((segment) => segment.text)
    .join('');

describe('hashtags', () => {
  it('run from the # to a double space', () => {
    expect(hashtagsOf('내일 #치과 예약  오후 3시')).toEqual(['#치과 예약']);
    expect(splitHashtags('a #b c  d')).toEqual([
      { text: 'a ', hashtag: false },
      { text: '#b c', hashtag: true },
      { text: '  d', hashtag: false },
    ]);
  });

  it('or to the end of the text or of the line', () => {
    expect(hashtagsOf('#weekly sync')).toEqual(['#weekly sync']);
    expect(hashtagsOf('#one\nnext line #two')).toEqual(['#one', '#two']);
    expect(hashtagsOf('ends with a space #tag ')).toEqual(['#tag']);
  });

  it('start a word and need text after the #', () => {
    expect(hashtagsOf('C# and issue#12')).toEqual([]);
    expect(hashtagsOf('# heading, #')).toEqual([]);
    expect(hashtagsOf('(#not) #yes')).toEqual(['#yes']);
  });

  it('hold further # signs until the double space', () => {
    expect(hashtagsOf('#a #b  #c')).toEqual(['#a #b', '#c']);
  });

  it('give the text back when joined, plain text as one run', () => {
    for (const text of ['', 'no tags here', '#x', 'a  #b c  d #e', 'line\n#tag  \n']) expect(join(text)).toBe(text);
    expect(splitHashtags('plain')).toEqual([{ text: 'plain', hashtag: false }]);
    expect(splitHashtags('')).toEqual([]);
  });
});
