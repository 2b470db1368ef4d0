import { describe, expect, it } from 'vitest';
import { userPolicy } from './user.policy.js';

describe('user policy', () => {
  it('gives an account to its owner alone', () => {
    expect(userPolicy.own('me', 'me')).toBe(true);
    expect(userPolicy.own('me', 'someone')).toBe(false);
  });

  it('reaches oneself and colleagues of one workspace, nobody else', () => {
    expect(userPolicy.reach('me', 'me', false)).toBe(true);
    expect(userPolicy.reach('me', 'colleague', true)).toBe(true);
    expect(userPolicy.reach('me', 'stranger', false)).toBe(false);
  });
});
