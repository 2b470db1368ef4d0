import { ActionIcon } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconStar } from '../../components/icons';
import { driveMessages } from './messages';

interface Props {
  readonly title: string;
  readonly bookmarked: boolean;
  readonly onToggle: (bookmarked: boolean) => void;
}

/** The star of a note: filled and yellow when bookmarked. */
export function BookmarkToggle({ title, bookmarked, onToggle }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage(bookmarked ? driveMessages.unbookmark : driveMessages.bookmark, { title });
  return (
    <ActionIcon
      variant="subtle"
      color={bookmarked ? 'yellow.6' : 'gray.5'}
      size="sm"
      aria-label={label}
      title={label}
      aria-pressed={bookmarked}
      data-testid="drive-bookmark"
      onClick={(event) => {
        event.stopPropagation();
        onToggle(!bookmarked);
      }}
    >
      <IconStar size={16} filled={bookmarked} />
    </ActionIcon>
  );
}
