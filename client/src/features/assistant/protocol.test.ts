import { describe, expect, it } from 'vitest';
import { newId, readSocketMessage } from './protocol';

const read = (value: unknown) => readSocketMessage(JSON.stringify(value));

describe('the assistant socket messages', () => {
  it('reads the handshake, text and tool chunks, results, the end and errors', () => {
    expect(read({ type: 'connection_ack' })).toEqual({ type: 'connection_ack' });
    expect(read({ type: 'content', request_id: 'q', content: [{ type: 'text', text: 'hi' }, { type: 'tool_use', id: 't', name: 'get_todos', input: { date: '2026-11-24' } }] })).toEqual({
      type: 'content',
      request_id: 'q',
      content: [{ type: 'text', text: 'hi' }, { type: 'tool_use', id: 't', name: 'get_todos', input: { date: '2026-11-24' } }],
    });
    expect(read({ type: 'tool_result', request_id: 'q', tool_use_id: 't', name: 'get_todos', result: { total: 0 } })).toEqual({ type: 'tool_result', request_id: 'q', tool_use_id: 't', name: 'get_todos', result: { total: 0 } });
    expect(read({ type: 'tool_result', request_id: 'q', tool_use_id: 't', name: 'x', error: 'Denied' })).toEqual({ type: 'tool_result', request_id: 'q', tool_use_id: 't', name: 'x', error: 'Denied' });
    expect(read({ type: 'end', request_id: 'q', done: true, register_id: 'm' })).toEqual({ type: 'end', request_id: 'q', register_id: 'm' });
    expect(read({ type: 'error', request_id: 'q', error: 'BUSY' })).toEqual({ type: 'error', request_id: 'q', error: 'BUSY' });
  });

  it('takes a tool input given as a JSON string', () => {
    expect(read({ type: 'content', request_id: 'q', content: [{ type: 'tool_use', id: 't', name: 'n', partial_json: '{"a":1}' }] })).toMatchObject({ content: [{ input: { a: 1 } }] });
  });

  it('drops what it does not know', () => {
    expect(readSocketMessage('not json')).toBeNull();
    expect(read(['content'])).toBeNull();
    expect(read({ type: 'content', content: [] })).toBeNull();
    expect(read({ type: 'ping' })).toBeNull();
    expect(read({ type: 'content', request_id: 'q', content: [{ type: 'image' }, { type: 'text' }] })).toEqual({ type: 'content', request_id: 'q', content: [] });
  });

  it('makes v4 UUIDs', () => {
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
