import { describe, expect, it } from 'vitest';
import { loginPathWithOrigin, safeRedirect } from './guards';

describe('route guard helpers', () => {
  it('remembers the origin in the login address', () => {
    expect(loginPathWithOrigin('/invite/abc?x=1')).toBe('/auth/login?redirect=%2Finvite%2Fabc%3Fx%3D1');
    expect(loginPathWithOrigin(null)).toBe('/auth/login');
  });

  it('only follows same-site paths after login', () => {
    expect(safeRedirect('/planner')).toBe('/planner');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/auth/login')).toBeNull();
  });
});
