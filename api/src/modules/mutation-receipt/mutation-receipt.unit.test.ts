import { describe, expect, it } from 'vitest';
import { argsHash } from './mutation-receipt.service.js';

describe('the arguments of a receipt', () => {
  it('hash the same whatever the order of their keys, at any depth', () => {
    expect(argsHash({ emoji: '👍', target: { feedbackId: 'f', goalId: undefined } })).toBe(
      argsHash({ target: { goalId: undefined, feedbackId: 'f' }, emoji: '👍' }),
    );
  });

  it('hash differently when a value differs', () => {
    expect(argsHash({ teamId: 't', userId: 'a' })).not.toBe(argsHash({ teamId: 't', userId: 'b' }));
    expect(argsHash({ ids: ['a', 'b'] })).not.toBe(argsHash({ ids: ['b', 'a'] }));
  });
});
