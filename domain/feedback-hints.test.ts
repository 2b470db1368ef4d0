import { describe, expect, it } from 'vitest';
import { feedbackHints, feedbackLanguage } from './feedback-hints.js';

// Decision D12 (docs/decisions.md).
describe('feedback hints', () => {
  it('reads the language from the letters', () => {
    expect(feedbackLanguage('발표 좋았어요')).toBe('ko');
    expect(feedbackLanguage('Bài thuyết trình rất hay')).toBe('vi');
    expect(feedbackLanguage('Great talk')).toBe('en');
  });

  it('has nothing to say of an empty text', () => {
    expect(feedbackHints('   ')).toEqual([]);
  });

  it('in Korean: too short, no example, no behaviour; none for a feedback that names what was done and when', () => {
    expect(feedbackHints('최고예요!')).toEqual(['TOO_SHORT', 'NO_EXAMPLE', 'NO_BEHAVIOUR']);
    expect(feedbackHints('항상 책임감이 강하고 믿음직한 동료라고 생각합니다. 앞으로도 기대가 큽니다.')).toEqual([
      'NO_EXAMPLE',
      'NO_BEHAVIOUR',
    ]);
    expect(feedbackHints('고객 문의를 꼼꼼하게 정리해 주셔서 팀 전체가 큰 도움을 받았습니다.')).toEqual(['NO_EXAMPLE']);
    expect(feedbackHints('어제 회의에서 일정 위험을 먼저 설명해 주셔서 배포 날짜를 제때 조정할 수 있었어요.')).toEqual(
      [],
    );
  });

  it('in English: too short, no example, no behaviour; none for a feedback that names what was done and when', () => {
    expect(feedbackHints('Great job!')).toEqual(['TOO_SHORT', 'NO_EXAMPLE', 'NO_BEHAVIOUR']);
    expect(feedbackHints('You are a really reliable and positive person to have around the team.')).toEqual([
      'NO_EXAMPLE',
      'NO_BEHAVIOUR',
    ]);
    expect(feedbackHints('You explained the new deployment process clearly and patiently to everyone.')).toEqual([
      'NO_EXAMPLE',
    ]);
    expect(
      feedbackHints(
        'In the sprint review yesterday you walked us through the release risks, so we moved the date in time.',
      ),
    ).toEqual([]);
  });

  it('in Vietnamese: too short, no example, no behaviour; none for a feedback that names what was done and when', () => {
    expect(feedbackHints('Tuyệt vời!')).toEqual(['TOO_SHORT', 'NO_EXAMPLE', 'NO_BEHAVIOUR']);
    expect(feedbackHints('Bạn là một đồng nghiệp rất đáng tin cậy và luôn tích cực trong nhóm.')).toEqual([
      'NO_EXAMPLE',
      'NO_BEHAVIOUR',
    ]);
    expect(feedbackHints('Bạn đã giải thích quy trình triển khai mới rất rõ ràng cho cả nhóm.')).toEqual([
      'NO_EXAMPLE',
    ]);
    expect(
      feedbackHints('Hôm qua trong buổi họp, bạn đã trình bày rủi ro của bản phát hành nên chúng tôi kịp dời lịch.'),
    ).toEqual([]);
  });

  it('takes a number or quoted words as a concrete instance in any language', () => {
    expect(feedbackHints('You fixed 3 flaky tests that had blocked every merge for the whole team.')).toEqual([]);
    expect(feedbackHints('"배포 체크리스트"를 만들어 주셔서 실수가 크게 줄었습니다.')).toEqual([]);
  });
});
