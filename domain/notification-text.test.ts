import { describe, expect, it } from 'vitest';
import { plainText, textSnippet, titleSnippet } from './notification-text.js';

describe('notification snippets', () => {
  it('cuts titles at 20 characters with an ellipsis and defuses angle brackets', () => {
    expect(titleSnippet('Launch the new onboarding flow')).toBe('Launch the new onboa…');
    expect(titleSnippet('<script>alert(1)</script>')).toBe('‹script›alert(1)‹/sc…');
    expect(titleSnippet('exactly twenty chars')).toBe('exactly twenty chars');
    expect(titleSnippet('2분기 신규 고객 온보딩 흐름 개선 프로젝트 마무리')).toBe('2분기 신규 고객 온보딩 흐름 개선…');
    expect(titleSnippet(null)).toBe('');
  });

  it('keeps announcement text whole, angle brackets defused', () => {
    expect(plainText('New <b>office</b> hours from Monday')).toBe('New ‹b›office‹/b› hours from Monday');
  });

  it('turns comment text into one line cut at 21 characters', () => {
    expect(textSnippet('Looks good!\nShip it\r\ntoday please')).toBe('Looks good! Ship it t…');
    expect(textSnippet('짧은 댓글')).toBe('짧은 댓글');
    expect(textSnippet('😀'.repeat(25))).toBe('😀'.repeat(21) + '…');
  });
});
