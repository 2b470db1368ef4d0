import { readChatRequest } from '@domain/assistant-protocol';
import { describe, expect, it } from 'vitest';
import { chatRequest, newId } from './protocol';
import { reportRequest } from './reportRequest';

/** What the server's socket reads of a request this client sent, over JSON as on the wire. */
const serverReads = (request: unknown) => readChatRequest(JSON.parse(JSON.stringify(request)));

describe('the assistant socket messages the client sends', () => {
  it('are read by the server as they were sent: no field the server would drop', () => {
    const requests = [
      chatRequest('오늘 할 일 보여줘', newId(), 'Asia/Seoul', 'ko-KR', {}),
      chatRequest('치과 예약', newId(), 'Asia/Ho_Chi_Minh', 'vi-VN', { feature: 'create-todo' }),
      chatRequest('요약해줘', newId(), 'Asia/Seoul', 'ko-KR', { noteId: newId() }),
    ];
    for (const request of requests) expect(serverReads(request)).toEqual(request);
  });

  it('send the report panel’s choices as the server reads them', () => {
    for (const [type, start, end] of [
      ['DAILY', '2026-11-24', null],
      ['WEEKLY', '2026-11-18', '2026-11-24'],
    ] as const) {
      const report = reportRequest({ type, start, end, workspaceId: newId() }, '2026-11-24', 'en-US');
      const request = chatRequest(`${type} ${report!.period}`, newId(), 'Asia/Seoul', 'en-US', report!.data);
      expect(serverReads(request)).toEqual(request);
    }
  });

  it('makes v4 UUIDs', () => {
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
