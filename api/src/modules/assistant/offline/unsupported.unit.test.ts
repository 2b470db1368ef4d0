import { describe, expect, it } from 'vitest';
import type { SupportedLocale } from '@domain/locale.js';
import { ENGLISH, KOREAN, MEMBERS, TODAY, VIETNAMESE } from './phrasings.js';
import { readMessage } from './read-message.js';

const read = (text: string, locale: SupportedLocale) => readMessage(text, locale, TODAY, MEMBERS);

describe('requests the assistant cannot carry out yet', () => {
  it('are recognised in the three languages (decision D23)', () => {
    const asked: [string, SupportedLocale, string][] = [
      ['매주 월요일 10시에 팀 회의 추가해 줘', 'ko-KR', 'recurring'],
      ['매일 아침 9시 운동', 'ko-KR', 'recurring'],
      ['지난주 할 일 삭제해 줘', 'ko-KR', 'delete'],
      ['치과 예약 완료 처리해 줘', 'ko-KR', 'change'],
      ['지난달 할 일 보여줘', 'ko-KR', 'long-range'],
      ['Add team meeting every Monday at 10', 'en-US', 'recurring'],
      ['standup on Mondays at 9', 'en-US', 'recurring'],
      ['Please remove the dentist to-do', 'en-US', 'delete'],
      ['reschedule the dentist to Friday', 'en-US', 'change'],
      ['What did I do last month?', 'en-US', 'long-range'],
      ['Thêm họp nhóm mỗi thứ Hai lúc 10h', 'vi-VN', 'recurring'],
      ['hàng ngày 9h tập thể dục', 'vi-VN', 'recurring'],
      ['giúp tôi xoá việc hôm qua', 'vi-VN', 'delete'],
      ['đánh dấu việc nha sĩ là xong', 'vi-VN', 'change'],
      ['xem việc tháng trước', 'vi-VN', 'long-range'],
    ];
    expect(asked.map(([text, locale]) => [text, read(text, locale).unsupported])).toEqual(
      asked.map(([text, , kind]) => [text, kind]),
    );
  });

  it('are not found where the words belong to what the assistant does', () => {
    for (const [text, locale] of [
      ['Add a task to delete old files', 'en-US'],
      ['오래된 파일 삭제 할 일 추가해 줘', 'ko-KR'],
      ['삭제한 할 일 보여줘', 'ko-KR'],
      ['cho mình thêm việc đi ngân hàng ngày mốt', 'vi-VN'],
      ['Viết báo cáo hằng ngày', 'vi-VN'],
      ['Can you plot how many tasks I finished each day last month?', 'en-US'],
      ['지난달 일별 완료한 할 일 차트 보여줘', 'ko-KR'],
    ] as const) {
      expect([text, read(text, locale).unsupported]).toEqual([text, null]);
    }
    // Nor in any phrasing the readers are scored on.
    for (const [phrasings, locale] of [
      [KOREAN, 'ko-KR'],
      [ENGLISH, 'en-US'],
      [VIETNAMESE, 'vi-VN'],
    ] as const) {
      expect(phrasings.filter(({ text }) => read(text, locale).unsupported !== null).map(({ text }) => text)).toEqual(
        [],
      );
    }
  });

  it('suggest a chart for a month, which the readers take as one', () => {
    expect(read('지난달 일별 완료한 할 일 차트 보여줘', 'ko-KR')).toMatchObject({
      feature: 'chart',
      chartKind: 'todos_done_per_day',
    });
    expect(read('Chart of to-dos done per day last month', 'en-US')).toMatchObject({
      feature: 'chart',
      chartKind: 'todos_done_per_day',
    });
    expect(read('Biểu đồ việc hoàn thành mỗi ngày tháng trước', 'vi-VN')).toMatchObject({
      feature: 'chart',
      chartKind: 'todos_done_per_day',
    });
  });
});
