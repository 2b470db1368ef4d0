import { describe, expect, it } from 'vitest';
import { distanceFromBottom, mayResume, shouldFollow, showJumpButton } from './scrollFollow';

describe('following the conversation', () => {
  it('measures the distance to the bottom', () => {
    expect(distanceFromBottom({ scrollHeight: 1000, scrollTop: 600, clientHeight: 300 })).toBe(100);
    expect(distanceFromBottom({ scrollHeight: 200, scrollTop: 0, clientHeight: 300 })).toBe(0);
  });

  it('follows within 100 px of the bottom unless the wheel paused it', () => {
    expect(shouldFollow(100, false)).toBe(true);
    expect(shouldFollow(101, false)).toBe(false);
    expect(shouldFollow(0, true)).toBe(false);
  });

  it('resumes after the wheel within 70 px only, and offers the jump button beyond 100 px', () => {
    expect(mayResume(70)).toBe(true);
    expect(mayResume(71)).toBe(false);
    expect(showJumpButton(100)).toBe(false);
    expect(showJumpButton(101)).toBe(true);
  });
});
