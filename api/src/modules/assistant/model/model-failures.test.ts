/**
 * The model path when the model fails, against the stand-in (test/model-stand-in.ts: a real local server
 * speaking the wire format of OpenAI-compatible endpoints, no mock of the client). The request's text
 * says which failure the stand-in plays. Each ends with an `error` event whose reason the client words
 * in the user's language, the conversation free for the next request; the times are short here
 * (AI_FIRST_TOKEN_SECONDS, AI_DEADLINE_SECONDS) so that the tests wait well under a second or two.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openChat } from '../../../test/assistant-chat.js';
import { signedInUser } from '../../../test/factories.js';
import {
  chunk,
  modelStandIn,
  refuse,
  refusingBaseUrl,
  type ModelRequest,
  type StandInReply,
} from '../../../test/model-stand-in.js';
import { useTestApp } from '../../../test/suite.js';
import { ModelFailure } from './model-call.js';
import { ModelEngine } from './model-engine.js';

const words = (text: string) => [
  chunk({ role: 'assistant', content: '' }),
  chunk({ content: text }),
  chunk({}, 'stop'),
];
const toolCall = (name: string, args: string) => [
  chunk({ role: 'assistant', content: '' }),
  chunk({
    tool_calls: [
      { index: 0, id: `call_${randomUUID().slice(0, 6)}`, type: 'function', function: { name, arguments: args } },
    ],
  }),
  chunk({}, 'tool_calls'),
];

const PLAYS: Record<string, (request: ModelRequest) => StandInReply> = {
  hang: () => 'hang',
  endless: () => ({ trickle: chunk({ content: '…' }), everyMs: 50 }),
  'refused key': () => refuse(401, 'invalid_api_key', 'Incorrect API key provided: sk-wrong.'),
  'rate limited': () => refuse(429, 'rate_limit_exceeded', 'Rate limit reached for requests', { 'retry-after': '20' }),
  'model missing': () =>
    refuse(404, 'model_not_found', 'The model `stand-in` does not exist or you do not have access to it.'),
  'malformed call': () => toolCall('create_todo', '{"title": "Call the ba'),
  'unknown tool': () => toolCall('delete_everything', '{}'),
  // Calls a tool every round it may; once it may not, answers in words (or, for "loop silent", says nothing).
  loop: (request) => (request.tools ? toolCall('get_todos', '{}') : words('You have nothing planned today.')),
  'loop silent': (request) =>
    request.tools ? toolCall('get_todos', '{}') : [chunk({ role: 'assistant', content: '' }), chunk({}, 'stop')],
};

const { asked, baseUrl } = await modelStandIn((request) => {
  const said = request.messages.findLast((message) => message.role === 'user')?.content ?? '';
  return PLAYS[said]?.(request) ?? words('Hello.');
});

const app = useTestApp({
  AI_BASE_URL: baseUrl,
  AI_MODEL: 'stand-in',
  AI_FIRST_TOKEN_SECONDS: '0.3',
  AI_DEADLINE_SECONDS: '1.5',
});

async function conversation() {
  const user = await signedInUser(app);
  const sessionId = randomUUID();
  return { user, sessionId, chat: await openChat(app, user, sessionId) };
}

describe('the model path when the model fails', () => {
  // Decision D10 (docs/decisions.md).
  it('gives up on a model that sends nothing within the first-token time, and the conversation is free at once', async () => {
    const { chat } = await conversation();
    const started = Date.now();
    const hung = await chat.ask('hang', {}, 'en-US');
    expect(hung.end).toMatchObject({ type: 'error', error: 'MODEL_TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(1_200);
    expect((await chat.ask('hello', {}, 'en-US')).text).toBe('Hello.');
    chat.close();
  });

  it('stops an answer that goes on past the deadline, keeping the words said', async () => {
    const { chat } = await conversation();
    const started = Date.now();
    const endless = await chat.ask('endless', {}, 'en-US');
    expect(endless.end).toMatchObject({ type: 'error', error: 'MODEL_DEADLINE' });
    expect(endless.text).toMatch(/^…/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(Date.now() - started).toBeLessThan(3_000);
    chat.close();
  });

  it('says why the endpoint refused: the key, the rate limit, the model name; no retry', async () => {
    const { chat } = await conversation();
    for (const [play, reason] of [
      ['refused key', 'MODEL_KEY_REFUSED'],
      ['rate limited', 'MODEL_RATE_LIMITED'],
      ['model missing', 'MODEL_NOT_FOUND'],
    ]) {
      const before = asked.length;
      const refused = await chat.ask(play, {}, 'vi-VN');
      expect(refused.end).toMatchObject({ type: 'error', error: reason });
      expect(refused.text).toBe('');
      expect(asked.length - before).toBe(1);
    }
    chat.close();
  });

  // Decision D9 (docs/decisions.md).
  it('runs nothing of a malformed tool call or a tool that does not exist, and says so', async () => {
    const { chat } = await conversation();
    const malformed = await chat.ask('malformed call', {}, 'ko-KR');
    expect(malformed.tools).toEqual([]);
    expect(malformed.end).toMatchObject({ type: 'error', error: 'MODEL_BAD_TOOL_CALL' });
    expect((await chat.ask('unknown tool', {}, 'ko-KR')).end).toMatchObject({
      type: 'error',
      error: 'MODEL_BAD_TOOL_CALL',
    });
    chat.close();
  });

  it('asks for a last answer, without tools, when the rounds are spent; says so when none comes', async () => {
    const { chat, sessionId, user } = await conversation();
    const before = asked.length;
    const looped = await chat.ask('loop', {}, 'en-US');
    expect(looped.tools.map((tool) => tool.name)).toEqual(['get_todos', 'get_todos', 'get_todos', 'get_todos']);
    expect(looped.text).toBe('You have nothing planned today.');
    expect(looped.end).toMatchObject({ type: 'end' });
    const last = asked.at(-1)!;
    expect(asked.length - before).toBe(5);
    expect(last.tools).toBeUndefined();
    expect(last.messages.at(-1)).toMatchObject({
      role: 'system',
      content: expect.stringContaining('without calling tools'),
    });

    const silent = await chat.ask('loop silent', {}, 'en-US');
    expect(silent.end).toMatchObject({ type: 'error', error: 'MODEL_ROUND_LIMIT' });
    // Reopened, the answer ends the way it did live: with the reason it stopped.
    const { assistantMessages } = await app.gqlOk(
      `query($s: UUID!) { assistantMessages(sessionId: $s) { isUser parts { kind reason } } }`,
      { s: sessionId },
      { token: user.token },
    );
    expect(assistantMessages.at(-1).parts.at(-1)).toEqual({ kind: 'FAILURE', reason: 'MODEL_ROUND_LIMIT' });
    chat.close();
  });

  it('says the model cannot be reached when its address refuses connections', async () => {
    const engine = new ModelEngine({
      baseUrl: await refusingBaseUrl(),
      model: 'stand-in',
      apiKey: undefined,
      firstTokenMs: 1_000,
      deadlineMs: 2_000,
    });
    const turn = {
      text: 'hello',
      locale: 'en-US' as const,
      today: '2026-11-24',
      timezone: 'Asia/Seoul',
      data: {},
      history: [],
    };
    const noTool = async (): Promise<never> => {
      throw new Error('No tool runs: the model is never reached.');
    };
    const failure = await engine.turn(turn, noTool, () => {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ModelFailure);
    expect((failure as ModelFailure).reason).toBe('MODEL_UNREACHABLE');
  });
});
