import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import appKo from '../../i18n/locales/ko-KR.json';
import appVi from '../../i18n/locales/vi-VN.json';
import { chatReducer, EMPTY_CHAT, type ChatMessage } from './chatState';
import ko from './locales/ko-KR.json';
import vi from './locales/vi-VN.json';
import { MessageList } from './MessageList';

const MESSAGES = { 'ko-KR': { ...appKo, ...ko }, 'vi-VN': { ...appVi, ...vi } };

const text = (locale: keyof typeof MESSAGES, messages: readonly ChatMessage[]) =>
  renderToStaticMarkup(
    <MantineProvider>
      <IntlProvider locale={locale} messages={MESSAGES[locale]}>
        <MessageList messages={messages} thinking={false} />
      </IntlProvider>
    </MantineProvider>,
  ).replace(/<[^>]+>/g, ' ');

/** A conversation whose answer ran a report tool that the API refused, then ended with a failure reason. */
const failed = chatReducer(EMPTY_CHAT, {
  type: 'loaded',
  messages: [
    { id: 'q', isUser: true, content: '일일 보고서', tools: [] },
    {
      id: 'a',
      isUser: false,
      content: '',
      tools: [{ id: 't', name: 'create_daily_report', input: {}, error: 'REPORT_FUTURE_DATE' }],
      parts: [
        { kind: 'tool', toolId: 't' },
        { kind: 'failure', reason: 'MODEL_TIMEOUT' },
      ],
    },
  ],
}).messages;

// Decision D11 (docs/decisions.md).
describe('errors in the chat', () => {
  it('are in the user’s language: the step’s reason and the answer’s failure, no server English', () => {
    const korean = text('ko-KR', failed);
    expect(korean).toContain(appKo['error.reportFutureDate']);
    expect(korean).toContain(ko['assistant.error.modelTimeout']);
    const vietnamese = text('vi-VN', failed);
    expect(vietnamese).toContain(appVi['error.reportFutureDate']);
    expect(vietnamese).toContain(vi['assistant.error.modelTimeout']);
    expect(`${korean} ${vietnamese}`).not.toMatch(/REPORT_FUTURE_DATE|MODEL_TIMEOUT|[A-Z]{2,}_[A-Z]{2,}/);
  });

  it('words every failure the socket may send, and a step that failed for a reason it does not know, generically', () => {
    for (const code of [
      'BUSY',
      'MODEL_UNREACHABLE',
      'MODEL_KEY_REFUSED',
      'MODEL_RATE_LIMITED',
      'MODEL_NOT_FOUND',
      'MODEL_DEADLINE',
      'MODEL_BAD_TOOL_CALL',
      'MODEL_ROUND_LIMIT',
      'TOOL_FAILED',
    ]) {
      expect(text('ko-KR', [{ kind: 'error', id: code, requestId: null, code }])).not.toContain(code);
    }
    const oldAnswer = chatReducer(EMPTY_CHAT, {
      type: 'loaded',
      messages: [
        {
          id: 'a',
          isUser: false,
          content: '',
          tools: [{ id: 't', name: 'get_todos', input: {}, error: 'Something the server said.' }],
          parts: [{ kind: 'tool', toolId: 't' }],
        },
      ],
    }).messages;
    expect(text('ko-KR', oldAnswer)).toContain(ko['assistant.tool.failedUnknown']);
  });
});
