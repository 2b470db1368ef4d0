import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconMessage } from '../../components/icons';
import { todoMessages } from './messages';

/** The header's comment count (spec 1): it goes to the thread at the foot of the detail view. */
export function TodoCommentCount({ count, onClick }: { readonly count: number; readonly onClick: () => void }) {
  const intl = useIntl();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconMessage size={14} />}
      aria-label={intl.formatMessage(todoMessages.commentCount, { count })}
      onClick={onClick}
      data-testid="todo-comment-count"
    >
      {count}
    </Button>
  );
}

/** Brings the drawer's comment thread into view and puts the focus on its heading. */
export function showComments(from: HTMLElement | null): void {
  const heading = from?.querySelector<HTMLElement>('[data-testid="todo-comments-heading"]');
  if (!heading) return;
  heading.scrollIntoView({ block: 'start', behavior: 'smooth' });
  heading.focus({ preventScroll: true });
}
