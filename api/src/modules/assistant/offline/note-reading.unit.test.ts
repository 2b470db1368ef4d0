import { describe, expect, it } from 'vitest';
import { asksForSummary, noteAnswer, noteSummary } from './note-reading.js';

const KOREAN = [
  '이번 주에는 베타 배포를 준비했습니다.',
  '점심은 김밥이었습니다.',
  '베타 배포 일정은 금요일이며 베타 테스터 모집도 함께 진행합니다.',
  '날씨가 맑았습니다.',
  '베타 테스터 피드백은 다음 주 회의에서 정리합니다.',
].join('\n');
const ENGLISH =
  'We shipped the beta on Monday. Lunch was late. The beta testers will send feedback by Friday. Sam owns the release checklist. The weather was fine.';
const VIETNAMESE =
  'Chúng tôi phát hành bản beta vào thứ hai. Trời đẹp. Bản beta cần thêm người thử nghiệm. Chị Lan phụ trách danh sách kiểm tra phát hành.';

describe('the offline engine on a note', () => {
  it('hears a request for a summary in the three languages', () => {
    for (const text of [
      '이 노트 요약해 줘',
      '핵심만 알려줘',
      'Summarize this note',
      'tl;dr please',
      'Give me the gist',
      'Tóm tắt ghi chú này',
      'ý chính là gì?',
    ])
      expect(asksForSummary(text), text).toBe(true);
    for (const text of ['배포 일정은 언제야?', 'Who owns the release checklist?', 'Ai phụ trách phát hành?'])
      expect(asksForSummary(text), text).toBe(false);
  });

  it('summarises with the most informative sentences, in order, the same every time', () => {
    const summary = noteSummary(KOREAN);
    expect(summary).toEqual([
      '이번 주에는 베타 배포를 준비했습니다.',
      '베타 배포 일정은 금요일이며 베타 테스터 모집도 함께 진행합니다.',
      '베타 테스터 피드백은 다음 주 회의에서 정리합니다.',
    ]);
    expect(noteSummary(KOREAN)).toEqual(summary);
    expect(noteSummary('Short note.')).toEqual(['Short note.']);
    expect(noteSummary('')).toEqual([]);
  });

  it('answers a question with the sentences that share its words, particles aside', () => {
    expect(noteAnswer('베타 배포 일정은 언제야?', KOREAN)).toEqual([
      '이번 주에는 베타 배포를 준비했습니다.',
      '베타 배포 일정은 금요일이며 베타 테스터 모집도 함께 진행합니다.',
    ]);
    expect(noteAnswer('피드백은 어디서 정리해?', KOREAN)).toEqual([
      '베타 테스터 피드백은 다음 주 회의에서 정리합니다.',
    ]);
    expect(noteAnswer('Who owns the release checklist?', ENGLISH)).toEqual(['Sam owns the release checklist.']);
    expect(noteAnswer('When is the feedback due?', ENGLISH)).toEqual([
      'The beta testers will send feedback by Friday.',
    ]);
    expect(noteAnswer('Ai phụ trách danh sách kiểm tra?', VIETNAMESE)).toEqual([
      'Chị Lan phụ trách danh sách kiểm tra phát hành.',
    ]);
  });

  it('finds nothing when no word of the question is in the note', () => {
    expect(noteAnswer('What about the budget?', ENGLISH)).toEqual([]);
    expect(noteAnswer('이 노트에 뭐라고 적혀 있어?', KOREAN)).toEqual([]);
  });
});
