import { formatMonthDay } from '@domain/date-range';
import { ActionIcon, Box, Button, Group, Menu, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { DateTime } from 'luxon';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useViewer } from '../../app/useViewer';
import {
  IconAlert,
  IconCheck,
  IconChecklist,
  IconDots,
  IconMessage,
  IconPencil,
  IconTrash,
} from '../../components/icons';
import { UserAvatar } from '../../components/UserAvatar';
import { graphql } from '../../gql';
import type { ScrumItemCard_ItemFragment } from '../../gql/graphql';
import { CommentThread } from '../comment';
import { ReactionBar } from '../reaction';
import classes from './daily-scrum.module.css';
import { scrumMessages } from './messages';
import { ScrumSectionView } from './ScrumSectionView';
import { localeOf } from '../../i18n/localeOf';

interface Props {
  readonly item: ScrumItemCard_ItemFragment;
  /** The scrum's day (to-do drawers open on it; a time on another day shows its date). */
  readonly date: string;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}

/**
 * A member's item of the day: who and when (edited marked), Done / Today / Blockers with their
 * to-do links and blocker ages, the note as written, emoji reactions and the comments (folded,
 * with their count). Its author edits and deletes it.
 */
export function ScrumItemCard({ item, date, onEdit, onDelete }: Props) {
  const intl = useIntl();
  const viewer = useViewer();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const timeZone = viewer?.timezone ?? undefined;
  const time = postedTime(intl, item.registerDate, date, timeZone);
  const editedAt = intl.formatDate(item.updateDate, {
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
  const target = useMemo(() => ({ dailyScrumItemId: item.id }), [item.id]);

  return (
    <article
      className={classes.item}
      data-mine={item.user.id === viewer?.id || undefined}
      data-testid="scrum-item"
      data-author={item.user.name}
      aria-label={item.user.name}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <UserAvatar user={item.user} size={34} nameShown />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={700} truncate="end" title={item.user.name}>
              {item.user.name}
            </Text>
            <Group gap={6} wrap="nowrap">
              <Text size="xs" c="gray.6" style={{ whiteSpace: 'nowrap' }}>
                {time}
              </Text>
              {item.edited && (
                <Tooltip label={intl.formatMessage(scrumMessages.editedAt, { time: editedAt })} withinPortal>
                  <Text size="xs" c="gray.6" data-testid="scrum-item-edited">
                    · {intl.formatMessage(scrumMessages.edited)}
                  </Text>
                </Tooltip>
              )}
            </Group>
          </div>
        </Group>
        {(item.viewerCan.edit || item.viewerCan.delete) && (
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={intl.formatMessage(scrumMessages.itemActions)}
                data-testid="scrum-item-actions"
              >
                <IconDots />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {item.viewerCan.edit && (
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit} data-testid="scrum-item-edit">
                  {intl.formatMessage(scrumMessages.edit)}
                </Menu.Item>
              )}
              {item.viewerCan.delete && (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={onDelete}
                  data-testid="scrum-item-delete"
                >
                  {intl.formatMessage(scrumMessages.delete)}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>

      <SimpleGrid cols={3} spacing="md" mt="sm">
        <ScrumSectionView
          title={intl.formatMessage(scrumMessages.done)}
          icon={IconCheck}
          color="teal.7"
          lines={item.done}
          date={date}
          testId="scrum-item-done"
        />
        <ScrumSectionView
          title={intl.formatMessage(scrumMessages.todayPlan)}
          icon={IconChecklist}
          color="brand.7"
          lines={item.today}
          date={date}
          testId="scrum-item-today"
        />
        <ScrumSectionView
          title={intl.formatMessage(scrumMessages.blockers)}
          icon={IconAlert}
          color="orange.8"
          lines={item.blockers}
          date={date}
          testId="scrum-item-blockers"
        />
      </SimpleGrid>

      {item.note !== '' && (
        <Text size="sm" mt="sm" className={classes.note} data-testid="scrum-item-note">
          {item.note}
        </Text>
      )}

      <Group justify="space-between" align="center" mt="sm" gap="sm">
        <Box style={{ minWidth: 0, flex: 1 }}>
          <ReactionBar target={target} reactions={item.reactions} canReact={item.viewerCan.react} />
        </Box>
        <Button
          variant={commentsOpen ? 'light' : 'subtle'}
          color="gray"
          size="xs"
          leftSection={<IconMessage size={15} />}
          onClick={() => setCommentsOpen((open) => !open)}
          aria-expanded={commentsOpen}
          data-testid="scrum-item-comments-toggle"
        >
          {intl.formatMessage(scrumMessages.comments, { count: item.comments.count })}
        </Button>
      </Group>
      {commentsOpen && (
        <Box mt="sm" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <CommentThread target={target} />
        </Box>
      )}
    </article>
  );
}

/** The time it was posted; with the day when that was not the scrum's day. */
function postedTime(intl: IntlShape, iso: string, date: string, timeZone: string | undefined): string {
  const time = intl.formatTime(iso, { hour: 'numeric', minute: '2-digit', timeZone });
  if (DateTime.fromISO(iso, { zone: timeZone ?? 'local' }).toISODate() === date) return time;
  return `${formatMonthDay(iso, localeOf(intl), timeZone ?? DateTime.local().zoneName)} ${time}`;
}

ScrumItemCard.fragments = {
  item: graphql(`
    fragment ScrumItemCard_item on DailyScrumItem {
      id
      user {
        ...ProfileFields
      }
      done {
        ...ScrumSectionView_line
      }
      today {
        ...ScrumSectionView_line
      }
      blockers {
        ...ScrumSectionView_blocker
      }
      note
      registerDate
      updateDate
      edited
      reactions {
        ...ReactionBar_reactions
      }
      comments {
        count
      }
      viewerCan {
        edit
        delete
        comment
        react
      }
    }
  `),
};
