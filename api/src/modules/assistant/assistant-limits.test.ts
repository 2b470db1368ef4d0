/** What the offline assistant cannot do yet, said plainly, and where it puts a to-do asked for at a taken time. */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { openChat } from '../../test/assistant-chat.js';
import { signedInUser, type SignedInUser } from '../../test/factories.js';
import { useTestApp } from '../../test/suite.js';
import { dayLabel } from './offline/date-words.js';
import { weekRange } from './offline/dates.js';
import { REPLIES } from './offline/replies.js';

const app = useTestApp();

const chat = (user: SignedInUser, sessionId?: string) => openChat(app, user, sessionId);

const seoul = (days = 0) => DateTime.now().setZone('Asia/Seoul').plus({ days }).toISODate()!;

describe('what the offline engine cannot do yet, it says plainly', () => {
  const onlyTools = (answer: { tools: { name?: string }[] }) => answer.tools.map((tool) => tool.name);

  it('refuses repeating to-dos, deletions, changes and months, in the three languages, doing nothing else (decision D23)', async () => {
    const user = await signedInUser(app);
    const session = await chat(user);
    const asked = [
      ['ko-KR', '매주 월요일 10시 팀 회의', 'recurring'],
      ['ko-KR', '지난주 할 일 삭제해 줘', 'delete'],
      ['ko-KR', '치과 예약 내일로 옮겨 줘', 'change'],
      ['ko-KR', '지난달 할 일 보여줘', 'long-range'],
      ['en-US', 'every Monday at 10 team meeting', 'recurring'],
      ['en-US', "delete last week's to-dos", 'delete'],
      ['en-US', 'mark the dentist as done', 'change'],
      ['en-US', "show last month's to-dos", 'long-range'],
      ['vi-VN', 'mỗi thứ Hai lúc 10h họp nhóm', 'recurring'],
      ['vi-VN', 'xóa các việc tuần trước', 'delete'],
      ['vi-VN', 'dời việc nha sĩ sang thứ sáu', 'change'],
      ['vi-VN', 'xem việc tháng trước', 'long-range'],
    ] as const;
    for (const [language, query, kind] of asked) {
      // With the to-do card picked too: a repeating to-do is not made once.
      const answer = await session.ask(query, kind === 'recurring' ? { feature: 'create-todo' } : {}, language);
      expect([query, onlyTools(answer), answer.text]).toEqual([query, [], REPLIES[language].unsupported[kind]]);
    }
    const { inbox, plannerDay } = await app.gqlOk(
      `query($d: LocalDate!) { inbox { total } plannerDay(date: $d) { id } }`,
      { d: seoul() },
      { token: user.token },
    );
    expect([inbox.total, plannerDay]).toEqual([0, []]);
    session.close();
  });

  it('lists a week asked for as that week, never as today (decision D23)', async () => {
    const user = await signedInUser(app);
    const lastWeek = weekRange(seoul(), -1);
    await app.gqlOk(
      `mutation($d: LocalDate!, $t: LocalDate!) { a: createTodo(input: { title: "Retro notes", plan: { date: $d, blocks: [40] } }) { id } b: createTodo(input: { title: "Today's errand", plan: { date: $t, blocks: [44] } }) { id } }`,
      { d: lastWeek.start, t: seoul() },
      { token: user.token },
    );
    const session = await chat(user);
    const from = (locale: 'ko-KR' | 'en-US' | 'vi-VN') => dayLabel(lastWeek.start, locale, seoul());
    for (const [language, query] of [
      ['ko-KR', '지난주 할 일 보여줘'],
      ['en-US', 'What did I do last week?'],
      ['vi-VN', 'xem việc tuần trước'],
    ] as const) {
      const answer = await session.ask(query, {}, language);
      expect(answer.tools.map((tool) => [tool.name, tool.input])).toEqual([
        ['get_todos_range', { startDate: lastWeek.start, endDate: lastWeek.end }],
      ]);
      expect(answer.results[0].result).toMatchObject({
        total: 1,
        days: expect.arrayContaining([
          expect.objectContaining({
            date: lastWeek.start,
            todos: [expect.objectContaining({ title: 'Retro notes', blocks: [40] })],
          }),
        ]),
      });
      expect(answer.text).toContain(`${from(language)}: Retro notes (10:00-10:15)`);
      expect(answer.text).not.toContain("Today's errand");
    }
    session.close();
  });

  it('understands a request outside the card picked (decision D24)', async () => {
    const session = await chat(await signedInUser(app));
    for (const [language, query] of [
      ['ko-KR', '오늘 할 일 보여줘'],
      ['en-US', 'What are my to-dos today?'],
      ['vi-VN', 'Hôm nay tôi có việc gì?'],
    ] as const) {
      const answer = await session.ask(query, { feature: 'search-note' }, language);
      expect(answer.tools.map((tool) => [tool.name, tool.input])).toEqual([['get_todos', { date: seoul() }]]);
    }
    // A bare phrase is still what the card asks for.
    expect(
      (await session.ask('release plan', { feature: 'search-note' }, 'en-US')).tools.map((tool) => tool.name),
    ).toEqual(['search_notes']);
    session.close();
  });

  it('keeps a to-do asked for a taken time in the inbox, and says what holds the time and the next free one (decision D25)', async () => {
    const user = await signedInUser(app);
    await app.gqlOk(
      `mutation($d: LocalDate!) { createTodo(input: { title: "Team sync", plan: { date: $d, blocks: [60, 61, 62, 63, 64] } }) { id } }`,
      { d: seoul(1) },
      { token: user.token },
    );
    const session = await chat(user);
    const day = (locale: 'ko-KR' | 'en-US' | 'vi-VN') => dayLabel(seoul(1), locale, seoul());
    for (const [language, query, title] of [
      ['ko-KR', '내일 오후 3시에 치과 예약 추가해 줘', '치과 예약'],
      ['en-US', 'Add "Call the bank" tomorrow at 3pm', 'Call the bank'],
      ['vi-VN', 'Thêm "Gọi ngân hàng" lúc 3 giờ chiều mai', 'Gọi ngân hàng'],
    ] as const) {
      const answer = await session.ask(query, {}, language);
      expect(answer.results).toHaveLength(1);
      expect(answer.results[0]).toMatchObject({
        name: 'create_todo',
        result: {
          title,
          plannerId: null,
          blocks: [],
          busy: { takenBy: 'Team sync', blocks: [60, 61, 62, 63], nextFree: [65, 66, 67, 68] },
        },
      });
      expect(answer.text).toBe(
        REPLIES[language].busy(title, `${day(language)} 15:00-16:00`, 'Team sync', '16:15-17:15'),
      );
      expect(answer.end).toMatchObject({ type: 'end' });
    }
    expect(REPLIES['vi-VN'].busy('A', '15:00-16:00', 'B', '16:15-17:15')).toBe(
      'Khung giờ 15:00-16:00 đã có "B". Giờ trống tiếp theo là 16:15-17:15. Tôi đã để "A" vào Hộp việc, chưa đặt giờ.',
    );
    const { inbox } = await app.gqlOk(`{ inbox { items { title } } }`, {}, { token: user.token });
    expect(inbox.items.map((todo: { title: string }) => todo.title).sort()).toEqual([
      'Call the bank',
      'Gọi ngân hàng',
      '치과 예약',
    ]);
    session.close();
  });
});
