import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { initialOf } from './initials';
import { PersonLabel } from './PersonLabel';
import { UserAvatar } from './UserAvatar';

const render = (node: React.ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);

describe('avatars (issue 13)', () => {
  it('show one initial per name: its first character, upper-cased', () => {
    expect(initialOf('김하늘')).toBe('김');
    expect(initialOf('이솔')).toBe('이');
    expect(initialOf('alex Morgan')).toBe('A');
    expect(initialOf('Nguyễn Thị Hương')).toBe('N');
    expect(initialOf('  Ứng Văn')).toBe('Ứ');
    expect(initialOf('u\u0301t')).toBe('U\u0301');
    expect(initialOf('')).toBe('?');
    expect(initialOf(null)).toBe('?');
  });

  it('are 24 px, named for screen readers by the full name', () => {
    const html = render(<UserAvatar user={{ name: '김하늘' }} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="김하늘"');
    expect(html).toMatch(/--avatar-size:\s*calc\(1\.5rem/);
    expect(html).toContain('>김<');
  });

  it('beside a written name, are left to the name (no second reading) and 24 px', () => {
    const html = render(<PersonLabel user={{ name: 'Alex Morgan' }} />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('aria-label=');
    expect(html).toMatch(/--avatar-size:\s*calc\(1\.5rem/);
    expect(html).toContain('>A<');
  });
});
