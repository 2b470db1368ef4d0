import { Anchor } from '@mantine/core';
import type { Mark, Node as ProseMirrorNode } from 'prosemirror-model';
import { defaultMarkdownParser } from 'prosemirror-markdown';
import { createElement, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './assistant.module.css';

/**
 * An assistant answer in markdown, read with the parser the notes use (prosemirror-markdown,
 * CommonMark without HTML) and drawn as React elements: no HTML string is ever injected. Links
 * keep to http(s), mailto and the app's own paths (opened in the app); images show as links.
 */
export function Markdown({ text }: { readonly text: string }) {
  const content = useMemo(() => {
    const doc = parse(text);
    return doc ? children(doc, 'm') : <p>{text}</p>;
  }, [text]);
  return <div className={classes.markdown}>{content}</div>;
}

function parse(text: string): ProseMirrorNode | null {
  try {
    return defaultMarkdownParser.parse(text);
  } catch {
    return null;
  }
}

/** Where a link may go: an app path ("/note/…"), or an http(s) or mailto address; null for anything else (javascript:, data:). */
export function safeHref(href: unknown): { readonly internal: boolean; readonly href: string } | null {
  if (typeof href !== 'string') return null;
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return { internal: true, href: value };
  return /^(https?:|mailto:)/i.test(value) ? { internal: false, href: value } : null;
}

function children(node: ProseMirrorNode, key: string): ReactNode[] {
  const out: ReactNode[] = [];
  node.forEach((child, _offset, index) => out.push(render(child, `${key}.${index}`)));
  return out;
}

function linkTo(href: unknown, content: ReactNode, key: string): ReactNode {
  const target = safeHref(href);
  if (!target) return <span key={key}>{content}</span>;
  return target.internal ? (
    <Anchor key={key} component={Link} to={target.href}>
      {content}
    </Anchor>
  ) : (
    <Anchor key={key} href={target.href} target="_blank" rel="noopener noreferrer">
      {content}
    </Anchor>
  );
}

function withMark(mark: Mark, content: ReactNode, key: string): ReactNode {
  switch (mark.type.name) {
    case 'strong':
      return <strong key={key}>{content}</strong>;
    case 'em':
      return <em key={key}>{content}</em>;
    case 'code':
      return <code key={key}>{content}</code>;
    case 'link':
      return linkTo(mark.attrs['href'], content, key);
    default:
      return <span key={key}>{content}</span>;
  }
}

function render(node: ProseMirrorNode, key: string): ReactNode {
  switch (node.type.name) {
    case 'text':
      // Innermost mark first, so that a link wraps the bold text inside it.
      return [...node.marks]
        .reverse()
        .reduce<ReactNode>((content, mark, index) => withMark(mark, content, `${key}.${index}`), node.text ?? '');
    case 'paragraph':
      return <p key={key}>{children(node, key)}</p>;
    case 'heading':
      // Headings inside a chat bubble stay small: h4 to h6.
      return createElement(`h${Math.min(6, 3 + Number(node.attrs['level'] ?? 1))}`, { key }, children(node, key));
    case 'bullet_list':
      return <ul key={key}>{children(node, key)}</ul>;
    case 'ordered_list':
      return (
        <ol key={key} start={Number(node.attrs['order'] ?? 1)}>
          {children(node, key)}
        </ol>
      );
    case 'list_item':
      return <li key={key}>{children(node, key)}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children(node, key)}</blockquote>;
    case 'code_block':
      return (
        <pre key={key}>
          <code>{node.textContent}</code>
        </pre>
      );
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'hard_break':
      return <br key={key} />;
    case 'image':
      return linkTo(node.attrs['src'], String(node.attrs['alt'] || node.attrs['src'] || ''), key);
    default:
      return <span key={key}>{node.textContent}</span>;
  }
}
