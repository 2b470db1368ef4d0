import { Stack, Text, Title, type StackProps, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

interface NoticeProps extends Omit<StackProps, 'title' | 'children'> {
  /** What stands above the title: a NoticeIcon, the logo, a small illustration. */
  readonly visual: ReactNode;
  /** A short label between the visual and the title, such as "Coming soon". */
  readonly badge?: ReactNode;
  readonly title: ReactNode;
  /** 1 where the notice is the page; 2 where the page already has its own h1. */
  readonly titleOrder?: TitleOrder;
  readonly titleSize?: number;
  readonly body: ReactNode;
  /** A quieter line under the body. */
  readonly hint?: ReactNode;
  /** Text size of the body; the hint is one step smaller. */
  readonly textSize?: 'sm' | 'md';
  /** The buttons or links that lead on. */
  readonly actions?: ReactNode;
}

/**
 * A centred message that stands in for a form or a page: a result ("Check your email"), a problem
 * ("This link has expired") or a placeholder ("Coming soon"). The frame around it is the caller's;
 * spacing props (gap, py, mt, maw, ...) go to the column.
 */
export function Notice({
  visual,
  badge,
  title,
  titleOrder = 1,
  titleSize = 21,
  body,
  hint,
  textSize = 'sm',
  actions,
  ...column
}: NoticeProps) {
  return (
    <Stack align="center" ta="center" gap="md" {...column}>
      {visual}
      {badge}
      <Title order={titleOrder} fz={titleSize}>
        {title}
      </Title>
      <Text size={textSize} c="gray.7">
        {body}
      </Text>
      {hint && (
        <Text size={textSize === 'md' ? 'sm' : 'xs'} c="gray.6">
          {hint}
        </Text>
      )}
      {actions}
    </Stack>
  );
}
