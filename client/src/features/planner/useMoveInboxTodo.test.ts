import { describe, expect, it } from 'vitest';
import { reorderRefs } from './useMoveInboxTodo';

const refs = (...ids: string[]) => ids.map((id) => ({ __ref: `Todo:${id}` }));

describe('inbox to inbox in the cache', () => {
  it('puts a to-do just above another, or last, and leaves a list without it alone', () => {
    expect(reorderRefs(refs('a', 'b', 'c'), 'Todo:c', 'Todo:a')).toEqual(refs('c', 'a', 'b'));
    expect(reorderRefs(refs('a', 'b', 'c'), 'Todo:a', null)).toEqual(refs('b', 'c', 'a'));
    expect(reorderRefs(refs('a', 'b'), 'Todo:x', 'Todo:a')).toEqual(refs('a', 'b'));
    expect(reorderRefs(refs('a', 'b'), 'Todo:a', 'Todo:x')).toEqual(refs('a', 'b'));
  });
});
