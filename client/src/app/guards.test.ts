import { describe, expect, it } from 'vitest';
import { loginPathWithOrigin, safeRedirect } from './guards';
import { initialsOf } from '../components/initials';

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

describe('avatar initials', () => {
  it('uses the given name for Korean names and initials otherwise', () => {
    expect(initialsOf('김하늘')).toBe('하늘');
    expect(initialsOf('이솔')).toBe('이솔');
    expect(initialsOf('Alex Morgan')).toBe('AM');
    expect(initialsOf('Nguyễn Thị Hương')).toBe('NH');
    expect(initialsOf('')).toBe('?');
  });
});
