import { describe, expect, it } from 'vitest';
import { extractiveSummary, splitSentences } from './extractive-summary.js';

describe('extractive summary', () => {
  it('splits sentences in Korean, Vietnamese and English', () => {
    expect(splitSentences('베타를 배포했습니다. 피드백을 모읍니다!\nNext: review?')).toEqual([
      '베타를 배포했습니다.',
      '피드백을 모읍니다!',
      'Next: review?',
    ]);
  });

  it('keeps the sentences with the most frequent words, in order and in the note language', () => {
    const korean = [
      '이번 주에는 베타 배포를 준비했습니다.',
      '점심은 김밥이었습니다.',
      '베타 배포 일정은 금요일이며 베타 테스터 모집도 함께 진행합니다.',
      '날씨가 맑았습니다.',
      '베타 테스터 피드백은 다음 주 회의에서 정리합니다.',
    ].join(' ');
    const summary = extractiveSummary(korean, 2);
    expect(summary).toBe(
      '베타 배포 일정은 금요일이며 베타 테스터 모집도 함께 진행합니다. 베타 테스터 피드백은 다음 주 회의에서 정리합니다.',
    );
    expect(extractiveSummary('Short note.', 3)).toBe('Short note.');
    const vietnamese =
      'Chúng tôi phát hành bản beta. Trời đẹp. Bản beta cần thêm người thử nghiệm beta. Ăn trưa lúc mười hai giờ.';
    expect(extractiveSummary(vietnamese, 1)).toBe('Bản beta cần thêm người thử nghiệm beta.');
  });
});
