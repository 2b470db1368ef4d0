import { Mark } from '@mantine/core';
import { foldedMatchRanges } from '@domain/folded-match';

interface Props {
  readonly children: string;
  /** The search text; its occurrences are marked, accents and case aside, as the API matched them. */
  readonly highlight: string;
  readonly className?: string;
  readonly title?: string;
}

/** A text with the parts a search found marked: "ke hoach" marks "Kế hoạch" (Mantine's Highlight marks only the exact letters). */
export function FoldedHighlight({ children, highlight, className, title }: Props) {
  const parts: (string | { marked: string; at: number })[] = [];
  let from = 0;
  for (const [start, end] of foldedMatchRanges(children, highlight)) {
    if (start > from) parts.push(children.slice(from, start));
    parts.push({ marked: children.slice(start, end), at: start });
    from = end;
  }
  if (from < children.length) parts.push(children.slice(from));
  return (
    <span className={className} title={title}>
      {parts.map((part) => (typeof part === 'string' ? part : <Mark key={part.at}>{part.marked}</Mark>))}
    </span>
  );
}
