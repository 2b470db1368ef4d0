import { ActionIcon, Avatar, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { DateTime } from 'luxon';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { IconBell, IconCheck, IconMail, IconTrash } from '../../components/icons';
import { initialOf } from '../../components/initials';
import type { NotificationItem_NotificationFragment } from '../../gql/graphql';
import { graphql } from '../../gql';
import { notificationMessages } from './messages';
import classes from './notification.module.css';
import { relativeTime } from '../../components/relativeTime';
import { contentOf, templateValues, textField } from './values';

interface Props {
  readonly notification: NotificationItem_NotificationFragment;
  readonly template: MessageDescriptor;
  readonly route: string | null;
  /** Unviewed when the bell was opened (or arrived since): shows the dot. */
  readonly fresh: boolean;
  readonly now: DateTime;
  readonly timeZone: string | undefined;
  readonly onOpen: (notification: NotificationItem_NotificationFragment, route: string | null) => void;
  readonly onToggleRead: (notification: NotificationItem_NotificationFragment) => void;
  readonly onDelete: (notification: NotificationItem_NotificationFragment) => void;
}

/** One row of the bell list: who, what, when; a click marks it read and opens what it is about. */
export function NotificationItem({
  notification,
  template,
  route,
  fresh,
  now,
  timeZone,
  onOpen,
  onToggleRead,
  onDelete,
}: Props) {
  const intl = useIntl();
  const content = contentOf(notification.content);
  const actorName = textField(content, 'actor_name');
  const actorImage = textField(content, 'actor_image_url');
  const text = intl.formatMessage(template, templateValues(intl, content, { timeZone, now }));
  // An announcement's own words, as plain text under what it is.
  const body = notification.type === 'system_announcement' ? textField(content, 'body') : null;
  const when = relativeTime(intl, notification.registerDate, now, timeZone);
  const toggleLabel = intl.formatMessage(
    notification.isRead ? notificationMessages.markUnread : notificationMessages.markRead,
  );
  const deleteLabel = intl.formatMessage(notificationMessages.delete);

  return (
    <div
      role="listitem"
      className={classes.item}
      data-testid="notification-item"
      data-notification-id={notification.id}
      data-type={notification.type}
      data-read={notification.isRead}
      data-unviewed={fresh}
    >
      {fresh && (
        <span
          className={classes.dot}
          data-testid="notification-unviewed-dot"
          role="img"
          aria-label={intl.formatMessage(notificationMessages.unviewed)}
        />
      )}
      <UnstyledButton className={classes.main} data-link={route !== null} onClick={() => onOpen(notification, route)}>
        <Avatar
          src={actorImage}
          alt=""
          radius="xl"
          size={32}
          color={actorName ? 'brand' : 'gray'}
          variant={actorName ? 'filled' : 'light'}
        >
          {actorName ? initialOf(actorName) : <IconBell size={16} />}
        </Avatar>
        <div className={classes.text}>
          <Text size="sm" c="gray.9" lh={1.45} lineClamp={3} fw={notification.isRead ? 400 : 500}>
            {text}
          </Text>
          {body && (
            <Text
              size="sm"
              c="gray.7"
              lh={1.45}
              mt={2}
              lineClamp={6}
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              data-testid="notification-body"
            >
              {body}
            </Text>
          )}
          <Text size="xs" c="gray.6" mt={2} component="time" dateTime={notification.registerDate}>
            {when}
          </Text>
        </div>
      </UnstyledButton>
      <Group className={classes.actions} wrap="nowrap">
        <Tooltip label={toggleLabel} withinPortal openDelay={300}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={26}
            aria-label={toggleLabel}
            data-testid="notification-toggle-read"
            onClick={() => onToggleRead(notification)}
          >
            {notification.isRead ? <IconMail size={15} /> : <IconCheck size={15} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={deleteLabel} withinPortal openDelay={300}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={26}
            aria-label={deleteLabel}
            data-testid="notification-delete"
            onClick={() => onDelete(notification)}
          >
            <IconTrash size={15} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </div>
  );
}

NotificationItem.fragments = {
  notification: graphql(`
    fragment NotificationItem_notification on Notification {
      id
      type
      content
      relatedId
      relatedType
      isRead
      isViewed
      registerDate
    }
  `),
};
