import { Group, Loader, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { UserAvatar } from '../../components/UserAvatar';
import { commentMessages } from './messages';
import classes from './comment.module.css';

/** Spec 1 section 9: the mention list is at most 188 px tall and scrolls beyond that. */
export const MENTION_LIST_MAX_HEIGHT = 188;

export interface Suggestion {
  readonly id: string;
  readonly name: string;
  readonly profileImageUrl: string | null;
}

interface Props {
  readonly listId: string;
  readonly people: readonly Suggestion[];
  readonly active: number;
  readonly loading: boolean;
  readonly onHover: (index: number) => void;
  readonly onPick: (person: Suggestion) => void;
}

export const suggestionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The people to mention; the composer keeps the keyboard, so picking by mouse must not take the focus. */
export function MentionSuggestionList({ listId, people, active, loading, onHover, onPick }: Props) {
  const intl = useIntl();
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    viewport.current
      ?.querySelector(`#${CSS.escape(suggestionOptionId(listId, active))}`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [listId, active]);

  if (people.length === 0) {
    return loading ? (
      <Group justify="center" p="xs">
        <Loader size="xs" />
      </Group>
    ) : (
      <Text size="xs" c="gray.6" p="xs">
        {intl.formatMessage(commentMessages.noSuggestions)}
      </Text>
    );
  }

  return (
    <ScrollArea.Autosize mah={MENTION_LIST_MAX_HEIGHT} viewportRef={viewport} type="auto">
      <div
        role="listbox"
        id={listId}
        aria-label={intl.formatMessage(commentMessages.suggestionsLabel)}
        data-testid="mention-suggestions"
      >
        {people.map((person, index) => (
          <UnstyledButton
            key={person.id}
            id={suggestionOptionId(listId, index)}
            role="option"
            aria-selected={index === active}
            data-active={index === active || undefined}
            className={classes.suggestion}
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHover(index)}
            onClick={() => onPick(person)}
          >
            <UserAvatar user={person} nameShown withTooltip={false} />
            <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
              {person.name}
            </Text>
          </UnstyledButton>
        ))}
      </div>
    </ScrollArea.Autosize>
  );
}
