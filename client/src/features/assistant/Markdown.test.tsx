import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown, safeHref } from './Markdown';

const html = (text: string) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <Markdown text={text} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('assistant markdown', () => {
  it('draws paragraphs, lists, emphasis and code', () => {
    const out = html("'치과 예약'을 추가했어요.\n\n- **하나**\n- _둘_ `셋`");
    expect(out).toContain('<p>&#x27;치과 예약&#x27;을 추가했어요.</p>');
    expect(out).toContain('<ul><li><p><strong>하나</strong></p></li><li><p><em>둘</em> <code>셋</code></p></li></ul>');
  });

  it('never injects HTML', () => {
    const out = html('<img src=x onerror="alert(1)"> and <b>bold</b>');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<b>');
  });

  it('keeps links to the app, the web and mail; others lose their address', () => {
    expect(safeHref('/note/1')).toEqual({ internal: true, href: '/note/1' });
    expect(safeHref('https://example.com')).toEqual({ internal: false, href: 'https://example.com' });
    expect(safeHref('//evil.example')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    const out = html('[note](/note/1) [web](https://example.com) [bad](javascript:alert(1))');
    expect(out).toContain('href="/note/1"');
    expect(out).toContain('href="https://example.com"');
    expect(out).toContain('target="_blank"');
    expect(out).not.toContain('href="javascript:');
  });
});
